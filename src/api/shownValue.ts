// A module of its own: the screens' prop checks use it in an app's first chunk, the HTTP client's
// response checks (./http/validate.ts) load later.

/**
 * A value as an error message about an option or a prop shows it: 'undefined', 'null', text in
 * quotes, 'a number (15)', 'an array', 'an object', 'a function'.
 */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'number') return `a number (${value})`;
  const type = Array.isArray(value) ? 'array' : typeof value;
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
}
