/**
 * Styles that hide an element from sight but keep it in the accessibility tree (captions,
 * labels of icon-only controls, file inputs behind a styled label).
 *
 * @example const Caption = styled.caption(visuallyHidden);
 */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
