/**
 * The location to return to after sign-in: kept in the router's state and, so that it
 * survives a reload of /login, in sessionStorage under 'redirectAfterLogin'. Only paths of this
 * console are accepted, and never the sign-in pages themselves, so no redirect can loop or leave
 * the site.
 */
export const REDIRECT_KEY = 'redirectAfterLogin';
export const HOME_PATH = '/partners';
const AUTH_PATHS = ['/login', '/forgot-password'];

/** Where /login sends the user back to and the notice it shows. */
export interface LoginLocationState {
  /** The path, query and hash that were asked for. */
  from?: string;
  /** 'expired' shows 'Session expired. Please login again.' */
  notice?: 'expired';
}

/** A same-site path other than the sign-in pages, or null. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const pathname = value.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return AUTH_PATHS.includes(pathname) ? null : value;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers where the user wanted to go, unless it is a sign-in page. */
export function rememberLocation(path: string): void {
  const safe = safeReturnPath(path);
  if (safe) storage()?.setItem(REDIRECT_KEY, safe);
}

export function forgetLocation(): void {
  storage()?.removeItem(REDIRECT_KEY);
}

/** Where to go after sign-in: the router state's `from`, else the remembered path, else /partners. */
export function returnPath(state: LoginLocationState | null | undefined): string {
  return safeReturnPath(state?.from) ?? safeReturnPath(storage()?.getItem(REDIRECT_KEY)) ?? HOME_PATH;
}

/** The router location as one string: path, query and hash. */
export const locationPath = (location: { pathname: string; search: string; hash: string }) => `${location.pathname}${location.search}${location.hash}`;
