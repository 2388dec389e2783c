/** Dates and numbers are written in American English unless a locale is given. */
export const DEFAULT_LOCALE = 'en-US';
