/**
 * Fills `{name}` placeholders. Unknown placeholders are left as they are.
 *
 * @example formatMessage('Page {page} of {pages}', { page: 1, pages: 3 }) // 'Page 1 of 3'
 */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
