/**
 * How many open dialogs made each element inert: stacked dialogs share siblings, and an element
 * becomes live again only when the last of them closes.
 */
const inertBy = new Map<Element, number>();

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META']);

/**
 * Makes everything on the page outside `element` inert (no focus, no clicks, out of the
 * accessibility tree), as a modal dialog requires: the siblings of `element` and of each of its
 * ancestors up to `<body>`. Live regions among them stay live, and an element the host had made
 * inert itself stays so after the undo. Returns the undo.
 *
 * Hand-written rather than the `aria-hidden` package: that falls back to `aria-hidden` where
 * `inert` is missing (jsdom), which would hide the page from role queries in every test, and it
 * does not keep a host's own `inert` attributes apart from its own.
 */
export function inertOutside(element: Element): () => void {
  const changed: Element[] = [];
  for (let node: Element = element; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || SKIPPED.has(sibling.tagName) || sibling.hasAttribute('aria-live')) continue;
      const count = inertBy.get(sibling) ?? 0;
      if (count === 0 && sibling.hasAttribute('inert')) continue;
      inertBy.set(sibling, count + 1);
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
  }
  return () => {
    for (const sibling of changed) {
      const count = (inertBy.get(sibling) ?? 1) - 1;
      if (count > 0) {
        inertBy.set(sibling, count);
      } else {
        inertBy.delete(sibling);
        sibling.removeAttribute('inert');
      }
    }
  };
}
