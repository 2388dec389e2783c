/**
 * Whether the page's own handlers took the last click over (prevented its default). The document
 * hears the click after React's root, and then stops jsdom from loading the href itself, which it
 * cannot do. Call at the top of a test file; read `clicks.takenOver` after a click.
 */
export function recordClickTakeover() {
  const clicks: { takenOver: boolean | undefined } = { takenOver: undefined };
  const record = (event: MouseEvent) => {
    clicks.takenOver = event.defaultPrevented;
    event.preventDefault();
  };
  beforeEach(() => {
    clicks.takenOver = undefined;
    document.addEventListener('click', record);
  });
  afterEach(() => document.removeEventListener('click', record));
  return clicks;
}
