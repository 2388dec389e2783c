import type { AdminUser } from '../../api/types.js';

const part = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The header's name: first name plus last initial, e.g. 'Ada L.'; one name alone when
 * only one is known; `fallback` ('Admin User') when neither is.
 *
 * @example shortUserName({ firstName: 'Ada', lastName: 'Lovelace' }, 'Admin User') // 'Ada L.'
 */
export function shortUserName(user: AdminUser | null | undefined, fallback: string): string {
  const first = part(user?.firstName);
  const last = part(user?.lastName);
  if (first && last) return `${first} ${Array.from(last)[0]!.toLocaleUpperCase()}.`;
  return first || last || fallback;
}

/**
 * The full name for the account menu: first and last name, or `fallback` when neither is known.
 *
 * @example fullUserName({ firstName: 'Ada', lastName: 'Lovelace' }, 'Admin User') // 'Ada Lovelace'
 */
export function fullUserName(user: AdminUser | null | undefined, fallback: string): string {
  return [part(user?.firstName), part(user?.lastName)].filter(Boolean).join(' ') || fallback;
}
