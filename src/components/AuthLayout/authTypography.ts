import styled from '@emotion/styled';

/** The heading and intro text shared by the sign-in pages (Login, ForgotPassword). */
export const AuthHeading = styled.h1(({ theme }) => ({
  margin: `0 0 ${theme.space.sm}`,
  fontSize: theme.fontSizes.xxl,
  fontWeight: theme.fontWeights.bold,
  color: theme.colors.text,
}));

export const AuthText = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space.xl}`,
  color: theme.colors.textMuted,
  lineHeight: 1.5,
}));
