import { existsSync } from 'node:fs';
import path from 'node:path';
import { setUpProduct, signIn, startProduct } from './harness.js';

// `npm start` as a user meets it: one URL that serves the console, the runtime config, the API on
// the same origin, and signing in with the demo credentials in a real browser.

const { product, browser } = setUpProduct();

describe('npm start', () => {
  it('serves the console at the URL, and index.html for client routes', async () => {
    for (const route of ['', 'partners', 'partners/12', 'deals?page=2']) {
      const response = await fetch(new URL(route, product().url));
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('<div id="root"></div>');
    }
    expect((await fetch(new URL('assets/missing.js', product().url))).status).toBe(404);
  });

  it('answers /config.json with the API base address, and the API on the same origin', async () => {
    const config = await fetch(new URL('config.json', product().url));
    expect(config.headers.get('cache-control')).toBe('no-store');
    expect(await config.json()).toEqual({ apiBaseUrl: '/api' });
    const unauthorised = await fetch(new URL('api/partner/admin/partners', product().url));
    expect(unauthorised.status).toBe(401);
    expect(await unauthorised.json()).toEqual({ message: 'Authentication required' });
    const unknown = await fetch(new URL('api/no/such/call', product().url));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toMatch(/No such call/);
  });

  it('signs in through the browser with the demo credentials', async () => {
    const page = await browser().newPage();
    try {
      await signIn(page, product().url);
      await page.getByText(/Ada/).first().waitFor({ timeout: 30_000 });
      const token = await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));
      expect(token?.split('.')).toHaveLength(3);
    } finally {
      await page.close();
    }
  });
});

describe('API_BASE_URL', () => {
  it('serves the console against another backend without opening a database', async () => {
    const elsewhere = await startProduct({ apiBaseUrl: 'https://partners.example.com/api' });
    try {
      expect(await (await fetch(new URL('config.json', elsewhere.url))).json()).toEqual({ apiBaseUrl: 'https://partners.example.com/api' });
      expect((await fetch(elsewhere.url)).status).toBe(200);
      expect((await fetch(new URL('api/partner/admin/partners', elsewhere.url))).status).toBe(404);
      expect(existsSync(path.join(elsewhere.dataDir, 'db'))).toBe(false);
    } finally {
      await elsewhere.close();
    }
  });
});
