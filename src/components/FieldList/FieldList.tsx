import styled from '@emotion/styled';
import { vars } from '../../theme/theme.js';

/**
 * A two-column list of labels and values (`<dl>`), as in cards and detail headers. Wrap each
 * `<dt>`/`<dd>` pair in a `<div>`; values wrap anywhere so server text cannot widen the layout.
 *
 * @example
 * <FieldList>
 *   <div><dt>Submitted By</dt><dd>Ada Byron</dd></div>
 * </FieldList>
 */
export const FieldList = styled.dl({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  '& > div': { display: 'contents' },
  dt: { color: vars.colors.textMuted, fontSize: vars.fontSizes.sm },
  dd: { margin: 0, overflowWrap: 'anywhere' },
});
