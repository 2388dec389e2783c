/**
 * A `shouldForwardProp` for styled components that keeps style-only props off the DOM.
 *
 * @example styled('div', { shouldForwardProp: forwardExcept('tone') })<{ tone: Tone }>(...)
 */
export function forwardExcept(...styleProps: string[]): (prop: string) => boolean {
  const blocked = new Set(styleProps);
  return (prop) => !blocked.has(prop);
}
