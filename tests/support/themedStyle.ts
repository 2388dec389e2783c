/**
 * A style property of an element as the browser would resolve the library's theme: jsdom keeps
 * `var(--pc-..., fallback)` unresolved, so each reference is looked up on the element and its
 * ancestors (where `ConsoleThemeProvider` sets the custom properties inline), else its fallback.
 *
 * @example expect(themedStyle(badge, 'color')).toBe(defaultTheme.status.danger.text);
 */
export function themedStyle(element: Element, property: string): string {
  const customProperty = (name: string): string | undefined => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const value = node instanceof HTMLElement ? node.style.getPropertyValue(name).trim() : '';
      if (value) return value;
    }
    return undefined;
  };
  const resolve = (value: string): string =>
    value.replace(/var\((--[\w-]+)(?:,\s*([^()]*(?:\([^()]*\))?[^()]*))?\)/g, (_, name: string, fallback = '') => resolve(customProperty(name) ?? fallback.trim()));
  const style = getComputedStyle(element);
  const name = property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  let value = style.getPropertyValue(name);
  // jsdom cannot expand a shorthand holding var(): `background: var(...)` leaves background-color
  // empty, while the shorthand keeps the declared text.
  if (name === 'background-color' && !value.includes('var(')) {
    const shorthand = style.getPropertyValue('background');
    if (shorthand.includes('var(')) value = shorthand;
  }
  return resolve(value).trim();
}
