import styled from '@emotion/styled';

/**
 * A two-column list of labels and values (`<dl>`), as in cards and detail headers. Wrap each
 * `<dt>`/`<dd>` pair in a `<div>`; values wrap anywhere so server text cannot widen the layout.
 *
 * @example
 * <FieldList>
 *   <div><dt>Submitted By</dt><dd>Ada Byron</dd></div>
 * </FieldList>
 */
export const FieldList = styled.dl(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${theme.space.xs} ${theme.space.md}`,
  '& > div': { display: 'contents' },
  dt: { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
  dd: { margin: 0, overflowWrap: 'anywhere' },
}));
