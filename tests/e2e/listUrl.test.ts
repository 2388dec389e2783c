import { fillSignIn, setUpSignedInProduct } from './harness.js';

// List state in the URL (search, sort, range, page, tabs) in Chromium against the reference
// backend: Back from a review page restores the view, a copied link opens the same rows in another
// tab (after signing in there), reload keeps them, typing replaces the history entry while a page
// change adds one, and a bad URL falls back without an error.

const { page, context, product, serverGet } = setUpSignedInProduct();

const historyLength = () => page().evaluate(() => history.length);
const search = () => page().getByRole('searchbox');
/**
 * The first cell of every body row once the list has loaded: what the list shows. With `caption`,
 * of the table of that name only: the URL can change before the new tab renders (the router applies
 * it in a transition), so a wait on the URL alone could read the previous tab's rows.
 */
async function firstCells(on = page(), caption?: string): Promise<string[]> {
  const table = caption ? on.getByRole('table', { name: caption }) : on.locator('table').first();
  await table.waitFor();
  const loaded = await table.elementHandle();
  await on.waitForFunction(
    (element) => element?.querySelector('tbody tr') && !/Loading/.test(element.querySelector('tbody')?.textContent ?? ''),
    loaded,
  );
  return table.locator('tbody tr td:first-child').allTextContents();
}
const pagination = () => page().getByRole('navigation', { name: 'Pagination' });

describe('list state in the URL', () => {
  it('keeps the search (replacing the entry while typing) and adds an entry for a page change', async () => {
    await page().getByRole('link', { name: 'Partner Deals' }).click();
    await page().waitForURL(/\/deals$/);
    // The URL changes before the router renders the new page (a transition): until then the
    // Partners table, and its search box, are still there.
    await page().getByRole('heading', { level: 1, name: 'Partner Deals' }).waitFor();
    await page().locator('tbody tr').first().waitFor();
    const before = await historyLength();
    await search().pressSequentially('an', { delay: 30 });
    await page().waitForURL(/\/deals\?q=an$/);
    expect(await historyLength()).toBe(before);
    await pagination().getByRole('button', { name: 'Page 2', exact: true }).click();
    await page().waitForURL(/\?q=an&page=2$/);
    expect(await historyLength()).toBe(before + 1);
    // The URL can change before the page renders (see firstCells): read the rows once page 2 shows.
    await pagination().locator('button[aria-current="page"]', { hasText: /^2$/ }).waitFor();
    const rows = await firstCells();
    expect(rows.length).toBeGreaterThan(0);

    await page().reload();
    await page().locator('tbody tr').first().waitFor();
    expect(await search().inputValue()).toBe('an');
    expect(await firstCells()).toEqual(rows);

    await page().goBack();
    await page().waitForURL(/\?q=an$/);
    // Paged on the server, page 1 shows once its answer is in (page 2's rows stay meanwhile).
    await expect.poll(() => pagination().getByRole('button', { name: 'Page 1', exact: true }).getAttribute('aria-current')).toBe('page');
  });

  it('restores the view on Back from a review page', async () => {
    await page().getByRole('link', { name: 'Partners' }).click();
    await page().waitForURL(/\/partners$/);
    await page().locator('tbody tr').first().waitFor();
    await search().fill('o');
    await page().getByRole('button', { name: /^Sort By/ }).click();
    await page().getByRole('menuitemradio', { name: 'New to Old' }).click();
    await page().waitForURL(/\/partners\?q=o&sort=newToOld$/);
    await page().getByRole('button', { name: /^Sort By/ }).filter({ hasText: 'New to Old' }).waitFor();
    const rows = await firstCells();
    await page().locator('tbody tr').first().locator('td').first().click();
    await page().waitForURL(/\/partners\/\d+$/);
    await page().getByRole('button', { name: 'Back to Partners' }).click();
    await page().waitForURL(/\/partners\?q=o&sort=newToOld$/);
    await page().locator('tbody tr').first().waitFor();
    expect(await search().inputValue()).toBe('o');
    expect(await firstCells()).toEqual(rows);
  });

  it('opens a copied link with the same rows in another tab, after signing in there', async () => {
    await page().getByRole('link', { name: 'Resources' }).click();
    await page().getByRole('tab', { name: 'Sales Resources' }).click();
    await page().waitForURL(/\/resources\?tab=SALES$/);
    const link = page().url();
    const rows = await firstCells(page(), 'Sales Resources');

    const other = await context().newPage();
    try {
      await other.goto(link);
      await fillSignIn(other);
      await other.waitForURL(link);
      expect(await firstCells(other, 'Sales Resources')).toEqual(rows);
      expect(await other.getByRole('tab', { name: 'Sales Resources' }).getAttribute('aria-selected')).toBe('true');
    } finally {
      await other.close();
    }
  });

  it('keeps a date range, its end date included, through Apply, a link with another end date and a reload', async () => {
    // The demo deals' dates follow the day the data was seeded: pick two ranges from them, in the
    // page's time zone (the list compares local calendar dates), each with a page of deals or less.
    const deals = await serverGet<{ id: number; createdAt: string }[]>('/partner/admin/deals');
    const days = await page().evaluate(
      (dates) =>
        dates.map((iso) => {
          const date = new Date(iso);
          return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
        }),
      deals.map((deal) => deal.createdAt),
    );
    const idsWithin = (start: string, end: string) => deals.filter((_, i) => days[i]! >= start && days[i]! <= end).map((deal) => String(deal.id)).sort();
    const distinct = [...new Set(days)].sort();
    let start = '';
    let end = '';
    let shorterEnd = '';
    for (let i = 0; i < distinct.length && !shorterEnd; i++) {
      for (let j = i + 2; j < distinct.length; j++) {
        const count = idsWithin(distinct[i]!, distinct[j]!).length;
        if (count > 10) break;
        if (count >= 4 && idsWithin(distinct[i]!, distinct[j - 1]!).length < count) [start, end, shorterEnd] = [distinct[i]!, distinct[j]!, distinct[j - 1]!];
      }
    }
    expect(shorterEnd, 'two ranges with fewer than a page of deals').not.toBe('');

    /** The registration numbers of the deals the page shows. */
    const shownIds = async () => {
      const headers = await page().locator('thead th').allTextContents();
      const column = headers.indexOf('Registration Number') + 1;
      expect(column).toBeGreaterThan(0);
      return (await page().locator(`tbody tr td:nth-child(${column})`).allTextContents()).map((text) => text.trim()).sort();
    };
    const rangeButton = () => page().getByRole('button', { name: /Select Date Range|\d{4}/ }).first();

    await page().getByRole('link', { name: 'Partner Deals' }).click();
    await page().waitForURL(/\/deals$/);
    await page().locator('tbody tr').first().waitFor();
    await page().getByRole('button', { name: 'Select Date Range' }).click();
    await page().getByLabel('Start Date').fill(start);
    await page().getByLabel('End Date').fill(end);
    await page().getByRole('button', { name: 'Apply' }).click();
    await page().waitForURL((url) => url.pathname === '/deals' && url.search === `?from=${start}&to=${end}`);
    await expect.poll(shownIds, { timeout: 15_000 }).toEqual(idsWithin(start, end));

    // A link that ends the range a day earlier shows that range: the end date is read from the URL.
    await page().goto(new URL(`deals?from=${start}&to=${shorterEnd}`, product().url).href);
    await expect.poll(shownIds, { timeout: 15_000 }).toEqual(idsWithin(start, shorterEnd));
    expect(idsWithin(start, shorterEnd)).not.toEqual(idsWithin(start, end));
    await page().reload();
    await expect.poll(shownIds, { timeout: 15_000 }).toEqual(idsWithin(start, shorterEnd));
    await rangeButton().click();
    expect(await page().getByLabel('Start Date').inputValue()).toBe(start);
    expect(await page().getByLabel('End Date').inputValue()).toBe(shorterEnd);
    await page().keyboard.press('Escape');
    expect(new URL(page().url()).search).toBe(`?from=${start}&to=${shorterEnd}`);
  });

  it('keeps a status, a header sort and rows per page in the URL: a reload shows the same rows', async () => {
    await page().goto(new URL('deals', product().url).href);
    const table = page().getByRole('table', { name: 'Partner Deals' });
    await table.locator('tbody tr td').first().waitFor();
    const status = page().getByRole('group', { name: 'Status' });
    // A click on the choice's pill (its radio button is drawn by the pill).
    await status.locator('label').filter({ hasText: /^Pending/ }).click();
    await page().waitForURL(/\/deals\?status=pending$/);
    await table.getByRole('columnheader', { name: 'Customer Company' }).getByRole('button').click();
    await page().waitForURL(/\/deals\?sort=customerCompany&status=pending$/);
    await page().getByRole('combobox', { name: 'Rows per page' }).selectOption('25');
    await page().waitForURL(/\/deals\?sort=customerCompany&perPage=25&status=pending$/);
    await pagination().getByText(/^1–25 of \d+$/).waitFor();
    /** Each row's registration number and customer company. */
    const shown = () => table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => `${row.children[1]?.textContent} ${row.children[3]?.textContent}`));
    // Paged on the server, the range names the asked page at once while the previous 10 rows stay
    // until its answer is in (a busy machine shows that in between).
    await expect.poll(async () => (await shown()).length).toBe(25);
    const rows = await shown();
    expect(await table.getByRole('columnheader', { name: 'Customer Company' }).getAttribute('aria-sort')).toBe('ascending');

    await page().reload();
    await pagination().getByText(/^1–25 of \d+$/).waitFor();
    await expect.poll(shown).toEqual(rows);
    expect(await status.getByRole('radio', { name: /^Pending \d+$/ }).isChecked()).toBe(true);
    expect(await table.getByRole('columnheader', { name: 'Customer Company' }).getAttribute('aria-sort')).toBe('ascending');
    // Back undoes one step at a time: the page size, then the sort.
    await page().goBack();
    await page().waitForURL(/\/deals\?sort=customerCompany&status=pending$/);
  });

  it("reads the request lists' old 'Pending only' link (show=pending) as the Pending status", async () => {
    await page().goto(new URL('partners/requests?show=pending', product().url).href);
    const pending = page().getByRole('radio', { name: /^Pending \d+$/ });
    await pending.waitFor();
    expect(await pending.isChecked()).toBe(true);
    await page().getByRole('table', { name: 'Partner Requests' }).locator('tbody tr td').first().waitFor();
    expect(await page().getByRole('table', { name: 'Partner Requests' }).getByText('Accepted', { exact: true }).count()).toBe(0);
  });

  it('falls back from bad values without an error: a page past the end, an unknown sort, a reversed range', async () => {
    const errors: string[] = [];
    page().on('pageerror', (error) => errors.push(error.message));
    await page().goto(new URL('deals?page=999&sort=sideways&from=2026-05-01&to=2026-01-01&tab=x&perPage=7&status=maybe', product().url).href);
    await firstCells();
    // The last page, corrected in the URL (replacing the entry), the default sort, no range.
    // perPage=7 is no choice: the list falls back to the size this browser remembered (25, picked in
    // the test before), which the corrected URL names.
    await page().waitForURL(/\/deals\?page=\d+&perPage=25$/);
    const last = new URL(page().url()).searchParams.get('page');
    expect(Number(last)).toBeGreaterThan(1);
    await expect(pagination().getByRole('button', { name: `Page ${last}`, exact: true }).getAttribute('aria-current')).resolves.toBe('page');
    expect(await page().getByRole('button', { name: /^Sort By/ }).textContent()).toContain('Default');
    expect(await page().getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
