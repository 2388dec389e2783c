import { shownValue } from '../../api/shownValue.js';

/**
 * The checks a published screen runs on its props before it renders (see `screen`): declarative,
 * one rule per prop, each a few `typeof` tests, so they cost nothing next to a render. A rule
 * answers how the sentence "PartnersOverview: the `api` prop …" goes on when the value is wrong
 * ('is missing; pass a function'), or null when it fits.
 */
export type PropRule = (value: unknown, props: Readonly<Record<string, unknown>>) => string | null;

/** The rules of a screen's props, by prop name, checked in this order. */
export type PropRules = Readonly<Record<string, PropRule>>;

/** The value as a message names it: 'is missing', 'is null', "is 'x'", 'is a number (42)'. */
const got = (value: unknown): string => (value === undefined ? 'is missing' : `is ${shownValue(value)}`);

/** A rule that also accepts undefined and null (an optional prop left out). */
export const optional =
  (rule: PropRule): PropRule =>
  (value, props) =>
    value === undefined || value === null ? null : rule(value, props);

/** A callback, e.g. `onOpen`. */
export const callback: PropRule = (value) => (typeof value === 'function' ? null : `${got(value)}; pass a function`);

/** Text, e.g. `activePath`. */
export const text: PropRule = (value) => (typeof value === 'string' ? null : `${got(value)}; pass a string`);

/** A record's id. */
export const recordId: PropRule = (value) =>
  typeof value === 'string' || typeof value === 'number' ? null : `${got(value)}; pass the record's id (a string or a number)`;

/** One of a few values, e.g. `variant`. */
export const oneOf =
  (...values: readonly string[]): PropRule =>
  (value) =>
    typeof value === 'string' && values.includes(value) ? null : `${got(value)}; pass ${values.map((one) => `'${one}'`).join(' or ')}`;

/**
 * An object with these functions (dotted paths), e.g. an API client with `partners.list`; `what`
 * says what to pass: 'createHttpAdminApi(...)'.
 */
export const withCalls =
  (what: string, ...calls: readonly string[]): PropRule =>
  (value) => {
    const missing = calls.find(
      (call) => typeof call.split('.').reduce<unknown>((part, key) => (part as Record<string, unknown> | null | undefined)?.[key], value) !== 'function',
    );
    if (missing === undefined) return null;
    return `${value === undefined || value === null ? got(value) : `has no ${missing}`}; pass ${what} or an object with ${calls.join(', ')}`;
  };

/** The API client a screen calls: `createHttpAdminApi(...)`, or an object with these calls. */
export const api = (...calls: readonly string[]): PropRule => withCalls('createHttpAdminApi(...)', ...calls);

/** Where the sign-in screens store the session: `createSessionStore()`, or an object with `save`. */
export const sessionStore = /* @__PURE__ */ withCalls('createSessionStore()', 'save');

/** A rule that depends on the screen's `variant` ('partner' or 'distributor'); an unknown variant is `variant`'s own rule's matter. */
export const byVariant =
  (rules: Readonly<Record<'partner' | 'distributor', PropRule>>): PropRule =>
  (value, props) =>
    props.variant === 'partner' || props.variant === 'distributor' ? rules[props.variant](value, props) : null;

/** The list state callback every list screen takes (`ListStateProps`). */
export const listStateRules = { onStateChange: optional(callback) } as const;

/** The `variant` of the generic screens. */
export const variant = /* @__PURE__ */ oneOf('partner', 'distributor');

/**
 * Rules that apply only while a dialog shows (its `open` is not false, its `id` not null), so a
 * closed dialog that a host renders ahead of time never shows an error.
 */
export function whileOpen(rules: PropRules): PropRules {
  const entries = Object.entries(rules).map(([name, rule]): [string, PropRule] => [
    name,
    (value, props) => (props.open === false || props.id === null ? null : rule(value, props)),
  ]);
  return Object.fromEntries(entries);
}
