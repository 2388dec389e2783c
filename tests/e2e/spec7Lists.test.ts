import { readFile } from 'node:fs/promises';
import { setUpSignedInProduct } from './harness.js';

// The console against a backend of SPEC 7 alone (issue 34 item 1: a list screen keeps its
// client-side mode when its API has no `query`): the reference backend, the console told it offers
// nothing beyond SPEC 7 (`API_EXTENSIONS=none npm start`). Every other e2e file drives the lists
// paged on the server. Here each list is loaded whole and never asked for a page, and its search,
// header sort, status filter, paging and CSV export in the browser show what the server's own list
// query answers for the same state (tests/server/listQuery.test.ts holds the two equal on the data;
// this is the built console's side of it).

/** The API paths the console asked for, in order. */
const requested: string[] = [];
const { page, product, serverGet } = setUpSignedInProduct({
  extensions: false,
  prepare: (context) => {
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) requested.push(url.pathname);
    });
  },
});

const pagination = () => page().getByRole('navigation', { name: 'Pagination' });
const table = () => page().getByRole('table', { name: 'Partner Deals' });

/** The pager's '1–10 of 57' once the list shows rows: first, last and total. */
async function shownRange(): Promise<{ from: number; to: number; total: number }> {
  const range = pagination().getByText(/^\d+–\d+ of \d+$/);
  await range.waitFor();
  const [from, to, total] = ((await range.textContent())!.match(/\d+/g) ?? []).map(Number);
  return { from: from!, to: to!, total: total! };
}

/** The registration numbers of the rows shown. */
const shownIds = () => table().locator('tbody tr').evaluateAll((rows) => rows.map((row) => Number(row.children[1]?.textContent)));

/** What the server's list query answers for the same state, asked from here (not the page: its requests are the console's). */
async function serverPage(query: string): Promise<{ rows: Array<{ id: number }>; total: number; statusCounts: Record<string, number> }> {
  const token = await page().evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));
  const response = await fetch(new URL(`api/partner/admin/deals/query?${query}`, product().url), { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as never;
}

describe('the lists against a backend of SPEC 7 alone', () => {
  it('loads Partner Deals whole, then searches, sorts, filters and pages it in the browser as the server would', async () => {
    await page().getByRole('link', { name: 'Partner Deals' }).click();
    await page().waitForURL(/\/deals$/);
    await table().locator('tbody tr td').first().waitFor({ timeout: 30_000 });
    const all = await serverGet<Array<{ id: number }>>('/partner/admin/deals');
    const first = await shownRange();
    expect(first).toMatchObject({ from: 1, total: all.length });
    const pageSize = first.to;
    expect(requested).toContain('/api/partner/admin/deals');

    await page().getByRole('searchbox', { name: 'Search by partner, company, or registration number' }).pressSequentially('an', { delay: 30 });
    await page().waitForURL(/\/deals\?q=an$/);
    const searched = await serverPage(`page=1&pageSize=${pageSize}&q=an`);
    expect(searched.total).toBeGreaterThan(pageSize);
    expect(searched.total).toBeLessThan(all.length);
    await pagination().getByText(new RegExp(`^1–${pageSize} of ${searched.total}$`)).waitFor();
    expect(await shownIds()).toEqual(searched.rows.map((row) => row.id));

    await table().getByRole('columnheader', { name: 'Customer Company' }).getByRole('button').click();
    await page().waitForURL(/\/deals\?q=an&sort=customerCompany$/);
    await expect.poll(shownIds).toEqual((await serverPage(`page=1&pageSize=${pageSize}&q=an&sort=customerCompany`)).rows.map((row) => row.id));

    const status = page().getByRole('group', { name: 'Status' });
    await status.locator('label').filter({ hasText: /^Pending/ }).click();
    await page().waitForURL(/\/deals\?q=an&sort=customerCompany&status=pending$/);
    const pending = await serverPage(`page=1&pageSize=${pageSize}&q=an&sort=customerCompany&status=pending`);
    await pagination().getByText(new RegExp(`of ${pending.total}$`)).waitFor();
    expect(await status.getByRole('radio', { name: `Pending ${pending.statusCounts.pending}` }).isChecked()).toBe(true);
    expect(await status.getByRole('radio', { name: `Approved ${pending.statusCounts.approved}` }).count()).toBe(1);
    expect(await shownIds()).toEqual(pending.rows.map((row) => row.id));

    // Page 2 when the filter has one, else the page shown.
    const pages = Math.ceil(pending.total / pageSize);
    if (pages > 1) {
      await pagination().getByRole('button', { name: 'Page 2', exact: true }).click();
      await page().waitForURL(/[?&]page=2(&|$)/);
      await pagination().locator('button[aria-current="page"]', { hasText: /^2$/ }).waitFor();
      expect(await shownIds()).toEqual((await serverPage(`page=2&pageSize=${pageSize}&q=an&sort=customerCompany&status=pending`)).rows.map((row) => row.id));
    }

    // The export holds every row of the filter, in its order, on every page.
    const everyRow: number[] = [];
    for (let at = 1; everyRow.length < pending.total; at += 1) {
      everyRow.push(...(await serverPage(`page=${at}&pageSize=100&q=an&sort=customerCompany&status=pending`)).rows.map((row) => row.id));
    }
    await page().getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page().waitForEvent('download'), page().getByRole('menuitem', { name: 'CSV', exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/^deals_export_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8')).slice(1).trim().split(/\r?\n/);
    const header = lines[0]!.split(',');
    const idColumn = header.indexOf('Registration Number');
    expect(idColumn).toBeGreaterThanOrEqual(0);
    expect(lines.slice(1).map((line) => Number(line.split(',')[idColumn]))).toEqual(everyRow);

    expect(requested.filter((path) => path.endsWith('/query'))).toEqual([]);
  });

  it('shows the partners overview whole, its total the whole list', async () => {
    await page().getByRole('link', { name: 'Partners', exact: true }).click();
    await page().getByRole('table', { name: /Partners/ }).locator('tbody tr td').first().waitFor({ timeout: 30_000 });
    const partners = await serverGet<unknown[]>('/partner/admin/partners');
    await pagination().getByText(new RegExp(`of ${partners.length}$`)).waitFor();
    expect(requested.filter((path) => path.endsWith('/query'))).toEqual([]);
  });
});
