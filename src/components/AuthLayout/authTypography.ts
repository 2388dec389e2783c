import styled from '@emotion/styled';
import { vars } from '../../theme/theme.js';

/** The heading and intro text shared by the sign-in pages (Login, ForgotPassword). */
export const AuthHeading = styled.h1({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSizes.xxl,
  fontWeight: vars.fontWeights.bold,
  color: vars.colors.text,
});

export const AuthText = styled.p({
  margin: `0 0 ${vars.space.xl}`,
  color: vars.colors.textMuted,
  lineHeight: 1.5,
});
