import { REDIRECT_KEY, forgetLocation, rememberLocation, returnPath, safeReturnPath } from '../../examples/console/src/redirectAfterLogin.js';

afterEach(() => sessionStorage.clear());

describe('the console remembers where sign-in returns to', () => {
  it('accepts paths of this site only, never the sign-in pages', () => {
    expect(safeReturnPath('/deals?x=1')).toBe('/deals?x=1');
    expect(safeReturnPath('/partners/details/7#deals')).toBe('/partners/details/7#deals');
    for (const unsafe of ['/login', '/login?next=/deals', '/login/', '/forgot-password', '//evil.example', '/\\evil.example', 'https://evil.example/', 'deals', '', null, 42]) {
      expect(safeReturnPath(unsafe), String(unsafe)).toBeNull();
    }
  });

  it("prefers the router state's location, then the remembered one, then /partners", () => {
    expect(returnPath(null)).toBe('/partners');
    rememberLocation('/quiz?tab=sales');
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBe('/quiz?tab=sales');
    expect(returnPath(null)).toBe('/quiz?tab=sales');
    expect(returnPath({ from: '/deals?x=1' })).toBe('/deals?x=1');
    expect(returnPath({ from: '/login' })).toBe('/quiz?tab=sales');
    forgetLocation();
    expect(returnPath(undefined)).toBe('/partners');
  });

  it('does not remember the sign-in pages', () => {
    rememberLocation('/login');
    rememberLocation('/forgot-password');
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBeNull();
  });
});
