import type { Page } from 'playwright-core';
import { DEMO_CREDENTIALS, SHOTS, fillSignIn, quietWatch, setUpProduct, startProduct } from './harness.js';

// Sign-in, the route guard, the app shell and change password, in Chromium against the reference
// backend as `npm start` serves it. Screenshots go to /tmp/shots for a person to look at.

const { product, browser } = setUpProduct();

/** A fresh browser context (its own storage) with one page at the given width. */
async function newPage(width = 1280, height = 800): Promise<Page> {
  const context = await browser().newContext({ viewport: { width, height } });
  return context.newPage();
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Signs in from `path` (sent to /login first) and waits for the shell's account menu. */
async function signInAt(page: Page, path = 'login') {
  await page.goto(new URL(path, product().url).href);
  await fillSignIn(page);
  await page.getByRole('button', { name: /Ada L\./ }).waitFor();
}

/** An unsigned JWT with the given exp (seconds); the console reads exp, the server rejects the signature. */
function jwt(exp: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', iat: exp - 3600, exp })}.${Buffer.from('forged').toString('base64url')}`;
}

/** Replaces the stored token (in whichever storage holds it) without touching anything else. */
async function replaceToken(page: Page, token: string) {
  await page.evaluate((value) => {
    for (const storage of [localStorage, sessionStorage]) if (storage.getItem('token')) storage.setItem('token', value);
  }, token);
}

describe('route guard', () => {
  it('sends /deals?x=1 to /login and returns there after sign-in', async () => {
    const page = await newPage();
    try {
      await page.goto(new URL('deals?x=1', product().url).href);
      await page.waitForURL((url) => url.pathname === '/login');
      expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe('/deals?x=1');
      await fillSignIn(page);
      await page.waitForURL((url) => url.pathname === '/deals');
      expect(pathOf(page)).toBe('/deals?x=1');
      await page.getByRole('heading', { name: 'Partner Deals', level: 1 }).waitFor();
      expect(await page.getByRole('link', { name: 'Partner Deals' }).getAttribute('aria-current')).toBe('page');
      expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBeNull();
    } finally {
      await page.context().close();
    }
  });

  it('never leaves the console after sign-in, whatever return path was remembered (no open redirect)', async () => {
    const home = new URL(product().url).origin;
    // Each of these, taken as a return path, would leave the site (Chromium reads '/\\' as '//').
    for (const hostile of ['//evil.example/x', '/\\evil.example/x', 'https://evil.example/x', '/login']) {
      const page = await newPage();
      try {
        const left: string[] = [];
        await page.route(/evil\.example/, (route) => {
          left.push(route.request().url());
          return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Evil</h1>' });
        });
        await page.goto(new URL('login', product().url).href);
        await page.evaluate((value) => sessionStorage.setItem('redirectAfterLogin', value), hostile);
        await fillSignIn(page);
        await page.getByRole('heading', { level: 1, name: 'Partners Overview' }).waitFor({ timeout: 30_000 });
        expect(new URL(page.url()).origin, hostile).toBe(home);
        expect(pathOf(page), hostile).toBe('/partners');
        expect(left, hostile).toEqual([]);
      } finally {
        await page.context().close();
      }
    }
    // A link to the console that names another site as its path goes to sign-in, then stays.
    const page = await newPage();
    try {
      await page.goto(`${home}//evil.example/x`);
      await page.waitForURL((url) => url.pathname === '/login');
      await fillSignIn(page);
      await page.waitForURL((url) => url.pathname === '/partners');
      expect(new URL(page.url()).origin).toBe(home);
    } finally {
      await page.context().close();
    }
  });

  it('sends unknown paths to /login, and /login on to /partners once signed in', async () => {
    const page = await newPage();
    try {
      await page.goto(new URL('no/such/page', product().url).href);
      await page.waitForURL((url) => url.pathname === '/login');
      await fillSignIn(page);
      await page.waitForURL((url) => url.pathname === '/partners');
      await page.goto(new URL('login', product().url).href);
      await page.waitForURL((url) => url.pathname === '/partners');
      await page.goto(product().url);
      await page.waitForURL((url) => url.pathname === '/partners');
    } finally {
      await page.context().close();
    }
  });
});

describe('sign-in', () => {
  it("shows the server's message for a wrong password", async () => {
    const page = await newPage();
    try {
      await page.goto(new URL('login', product().url).href);
      await fillSignIn(page, { email: DEMO_CREDENTIALS.email, password: 'wrong-password' });
      await expect(page.getByRole('alert').textContent()).resolves.toContain('Invalid email or password');
      expect(pathOf(page)).toBe('/login');
    } finally {
      await page.context().close();
    }
  });

  it("signs in to /partners showing 'Ada L.', with the forgot-password page one link away", async () => {
    const page = await newPage();
    try {
      await page.goto(new URL('login', product().url).href);
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL((url) => url.pathname === '/forgot-password');
      await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
      await page.getByRole('link', { name: 'Back to Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await fillSignIn(page);
      await page.waitForURL((url) => url.pathname === '/partners');
      await page.getByRole('button', { name: /Ada L\./ }).waitFor();
    } finally {
      await page.context().close();
    }
  });
});

describe('sign-out and expiry', () => {
  it('signs out from the account menu, clearing the session', async () => {
    const page = await newPage();
    try {
      await signInAt(page, 'quiz');
      await page.getByRole('button', { name: /Ada L\./ }).click();
      await page.getByText('admin@partner-console.dev').waitFor();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('token')])).toEqual([null, null]);
      await page.goto(new URL('partners', product().url).href);
      await page.waitForURL((url) => url.pathname === '/login');
      // Signing in again after a deliberate sign-out starts at /partners, not where the user left.
      await page.goto(new URL('login', product().url).href);
      await fillSignIn(page);
      await page.waitForURL((url) => url.pathname === '/partners');
    } finally {
      await page.context().close();
    }
  });

  it("leads a token that expired mid-session to /login with 'Session expired. Please login again.', and back after sign-in", async () => {
    const page = await newPage();
    const quiet = quietWatch(page);
    try {
      await signInAt(page, 'partners');
      // The page's own loads are done (its list is shown, then no call is open; Partners Overview
      // opens no live stream): the next call is the click's.
      await page.getByRole('row').nth(1).waitFor();
      await quiet();
      await replaceToken(page, jwt(Math.floor(Date.now() / 1000) - 60));
      await page.getByRole('link', { name: 'Resources' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await expect(page.getByRole('status').filter({ hasText: 'Session expired' }).textContent()).resolves.toBe('Session expired. Please login again.');
      expect(await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('token')])).toEqual([null, null]);
      await fillSignIn(page);
      await page.waitForURL((url) => url.pathname === '/resources');
    } finally {
      await page.context().close();
    }
  });

  it('asks to sign in again over the page when the server refuses the token (401) as a page loads, and loads it after the sign-in', async () => {
    const page = await newPage();
    const quiet = quietWatch(page);
    try {
      await signInAt(page, 'partners');
      // The page's own loads are done (its list is shown, then no call is open; Partners Overview
      // opens no live stream): the next call is the click's.
      await page.getByRole('row').nth(1).waitFor();
      await quiet();
      await replaceToken(page, jwt(Math.floor(Date.now() / 1000) + 3600));
      await page.getByRole('link', { name: 'Certificates' }).click();
      const again = page.getByRole('dialog', { name: 'Sign in again' });
      await again.waitFor();
      expect(pathOf(page)).toBe('/certificates');
      expect(await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('token')])).toEqual([null, null]);
      await again.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.password);
      await again.getByLabel('Password', { exact: true }).press('Enter');
      await again.waitFor({ state: 'detached' });
      // The list the refused token could not load loads by itself.
      await page.getByRole('table', { name: 'Certifications' }).getByRole('row').nth(1).waitFor();
      expect(pathOf(page)).toBe('/certificates');
    } finally {
      await page.context().close();
    }
  });

  it('keeps a typed rejection reason when the session ends before it is sent, and sends it after signing in again over the page', async () => {
    const page = await newPage();
    try {
      await signInAt(page, 'deals');
      const row = page.getByRole('row').filter({ hasText: 'Pending' }).first();
      const id = (await row.getByRole('cell').nth(1).textContent())!.trim();
      await row.getByRole('button', { name: /^Reject deal/ }).click();
      const reject = page.getByRole('dialog', { name: 'Reject Deal' });
      await reject.getByPlaceholder('Reason for rejection...').fill('Registered twice by the same partner');
      // The token runs out while the reason is typed.
      await replaceToken(page, jwt(Math.floor(Date.now() / 1000) - 60));
      const rejects: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith(`/deals/${id}/reject`)) rejects.push(request.url());
      });
      await reject.getByRole('button', { name: 'Reject Deal' }).click();

      const again = page.getByRole('dialog', { name: 'Sign in again' });
      await again.waitFor();
      expect(rejects).toHaveLength(0); // no session, no request
      // Behind the request, the dialog says why its action failed.
      await reject.getByRole('alert').filter({ hasText: 'Session expired. Please login again.' }).waitFor({ state: 'attached' });
      await page.screenshot({ path: `${SHOTS}/auth-sign-in-again-1280.png` });
      expect(await again.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(DEMO_CREDENTIALS.email);
      await again.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.password);
      await again.getByRole('button', { name: 'Sign In' }).click();
      await again.waitFor({ state: 'detached' });

      // Signed in again: the red text is gone, and the dialog says the rejection is ready to be sent.
      await reject.getByRole('status').filter({ hasText: 'Signed in again. Press Reject Deal to send it.' }).waitFor();
      expect(await page.getByText('Session expired. Please login again.').count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/auth-signed-in-again-1280.png` });
      expect(await reject.getByPlaceholder('Reason for rejection...').inputValue()).toBe('Registered twice by the same partner');
      await reject.getByRole('button', { name: 'Reject Deal' }).click();
      await reject.waitFor({ state: 'hidden' });
      // The list is fetched again: the row shows 'Rejected', or has left the first page, as a decided
      // deal goes after the pending ones in the default order.
      const decidedRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: id, exact: true }) });
      await expect
        .poll(async () => (await decidedRow.count()) === 0 || (await decidedRow.getByText('Rejected', { exact: true }).count()) > 0, { timeout: 30_000 })
        .toBe(true);
      expect(rejects).toHaveLength(1);
      expect(pathOf(page)).toBe('/deals');
    } finally {
      await page.context().close();
    }
  });

  it("'Sign out' in the sign-in request gives the page up for the sign-in page", async () => {
    const page = await newPage();
    try {
      // The live events' stream opens with the token too; paged on the server, the first rows can
      // show before it has, and a stream opened with the false token would meet the 401 first.
      const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/partner/admin/events');
      await signInAt(page, 'deals');
      await page.getByRole('row').nth(1).waitFor();
      await streamOpen;
      await replaceToken(page, jwt(Math.floor(Date.now() / 1000) + 3600));
      // The list is loaded; opening a deal's details is the call that meets the 401.
      await page.getByRole('row').nth(1).getByRole('cell').nth(2).click();
      const again = page.getByRole('dialog', { name: 'Sign in again' });
      await again.waitFor();
      await again.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
    } finally {
      await page.context().close();
    }
  });
});

describe('layouts', () => {
  it('shows the sign-in pages with their art at 1280 px and without it at 375 px', async () => {
    for (const width of [1280, 375]) {
      const page = await newPage(width, width > 800 ? 800 : 740);
      try {
        await page.goto(new URL('login', product().url).href);
        await page.getByRole('button', { name: 'Sign In' }).waitFor();
        await page.screenshot({ path: `${SHOTS}/auth-login-${width}.png` });
        await page.getByRole('link', { name: 'Forgot password?' }).click();
        await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
        await page.screenshot({ path: `${SHOTS}/auth-forgot-password-${width}.png` });
      } finally {
        await page.context().close();
      }
    }
  });

  it('shows the sidebar at 1280 px, collapsed at 900 px, and the drawer at 375 px', async () => {
    const wide = await newPage(1280);
    try {
      await signInAt(wide, 'partners');
      await wide.getByRole('button', { name: 'Collapse sidebar' }).waitFor();
      await wide.getByRole('heading', { level: 1 }).first().waitFor();
      await wide.screenshot({ path: `${SHOTS}/auth-shell-1280.png` });
      await wide.getByRole('button', { name: /Ada L\./ }).click();
      // The popup's code loads on the first opening: shot once it is there, and closed before the
      // resize (an Escape before it arrived would reach the trigger, and the menu open after it).
      const menu = wide.getByRole('menu');
      await menu.waitFor();
      await wide.screenshot({ path: `${SHOTS}/auth-shell-1280-menu.png` });
      await wide.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await wide.setViewportSize({ width: 900, height: 800 });
      await wide.getByRole('button', { name: 'Expand sidebar' }).waitFor();
      await wide.screenshot({ path: `${SHOTS}/auth-shell-900.png` });
    } finally {
      await wide.context().close();
    }

    const narrow = await newPage(375, 740);
    try {
      await signInAt(narrow, 'partners');
      // Below 768 px the navigation is in the drawer, not on the page.
      expect(await narrow.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
      await narrow.getByRole('heading', { level: 1 }).first().waitFor();
      await narrow.screenshot({ path: `${SHOTS}/auth-shell-375.png` });
      await narrow.getByRole('button', { name: 'Open navigation' }).click();
      const drawer = narrow.getByRole('dialog', { name: 'Navigation' });
      await drawer.waitFor();
      await narrow.screenshot({ path: `${SHOTS}/auth-drawer-375.png` });
      await drawer.getByRole('link', { name: 'Quiz' }).click();
      await narrow.waitForURL((url) => url.pathname === '/quiz');
      await drawer.waitFor({ state: 'detached' });
    } finally {
      await narrow.context().close();
    }
  });
});

describe('with a product of its own', () => {
  // Each starts its own product. They run last: a start may rebuild the console, and a product
  // started earlier does not serve the new build's files.
  it('expires by the token lifetime the server gives', async () => {
    const shortLived = await startProduct({ tokenTtlSeconds: 2 });
    const page = await newPage();
    try {
      await page.goto(new URL('login', shortLived.url).href);
      await fillSignIn(page);
      await page.waitForURL((url) => url.pathname === '/partners');
      await page.waitForTimeout(2500);
      await page.getByRole('link', { name: 'Quiz' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByText('Session expired. Please login again.').waitFor();
    } finally {
      await page.context().close();
      await shortLived.close();
    }
  });

  it('changes the password, signs out after the success text, and signs in with the new one', async () => {
    // Its own product and data directory, so the demo password stays for every other test.
    const own = await startProduct();
    const page = await newPage();
    try {
      await page.goto(new URL('login', own.url).href);
      await fillSignIn(page);
      await page.waitForURL((url) => url.pathname === '/partners');
      await page.getByRole('button', { name: /Ada L\./ }).click();
      await page.getByRole('menuitem', { name: 'Change Password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change Password' });
      await dialog.getByLabel('Current Password').fill('not-the-password');
      await dialog.getByLabel('New Password', { exact: true }).fill('NewPass@2024');
      await dialog.getByLabel('Confirm New Password').fill('NewPass@2024');
      await dialog.getByRole('button', { name: 'Change Password' }).click();
      await expect(dialog.getByRole('alert').textContent()).resolves.toContain('Current password is incorrect');
      await dialog.getByLabel('Current Password').fill(DEMO_CREDENTIALS.password);
      await dialog.getByRole('button', { name: 'Change Password' }).click();
      await dialog.getByText('Password changed successfully! Logging you out...').waitFor();
      expect(pathOf(page)).toBe('/partners');
      await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
      await fillSignIn(page);
      await expect(page.getByRole('alert').textContent()).resolves.toContain('Invalid email or password');
      await fillSignIn(page, { email: DEMO_CREDENTIALS.email, password: 'NewPass@2024' });
      await page.waitForURL((url) => url.pathname === '/partners');
    } finally {
      await page.context().close();
      await own.close();
    }
  });
});
