// Server mode (issue 34 items 1 and 5): every list screen asks the API's optional list query for
// one page at a time when the API offers it (the memory API with `listPages`), keeps the URL
// state's meaning (page, rows per page, search, sort, status, conflicts only) and shows the
// answer's total and status counts; without the query (SPEC 7 alone) it loads the whole list once,
// as before. The stories are rendered as they are shown in Storybook.
import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryAdminApi, type MemoryAdminApi, type MemoryMethod } from '../../src/api/memory/createMemoryAdminApi.js';
import { normaliseDealStatus } from '../../src/domain/dealRow.js';
import { listPages } from '../../src/list/index.js';
import { DealsList } from '../../src/screens/DealsList/index.js';
import * as certificationsStories from '../../src/screens/Certifications/Certifications.stories.js';
import * as dealsListStories from '../../src/screens/DealsList/DealsList.stories.js';
import * as memberRequestsStories from '../../src/screens/MemberRequests/MemberRequests.stories.js';
import * as membersOverviewStories from '../../src/screens/MembersOverview/MembersOverview.stories.js';
import { listening } from '../../.storybook/fixtures.js';
import { renderWithProviders } from '../support/render.js';
import { deferred } from '../support/deferred.js';
import type { ListPage, ListPageQuery, RequestOptions } from '../../src/api/AdminApi.js';
import type { PartnerDeal } from '../../src/api/types.js';

const callsOf = (api: MemoryAdminApi, method: MemoryMethod) => api.control.calls.filter((call) => call.method === method);
/** The first answer may take a while on a busy machine. */
const slow = { timeout: 5000 };
const queriesOf = (api: MemoryAdminApi, method: MemoryMethod) => callsOf(api, method).map((call) => call.args[0] as Record<string, unknown>);

describe('Deals in server mode', () => {
  const { ServerMode } = composeStories(dealsListStories);

  it('shows the first page, the total and the status counts the query answered, and never fetches the whole list', async () => {
    renderWithProviders(<ServerMode />);
    const api = ServerMode.args.api as MemoryAdminApi;
    await screen.findAllByRole('button', { name: /^Approve deal/ }, slow);
    const deals = await api.partnerDeals.list();
    const count = (status: string) => deals.filter((deal) => normaliseDealStatus(deal.status) === status).length;
    expect(screen.getByText(`1–10 of ${deals.length}`)).toBeInTheDocument();
    const radios = within(screen.getByRole('group', { name: 'Status' })).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);
    expect(radios).toEqual([`All ${deals.length}`, `Pending ${count('pending')}`, `Approved ${count('approved')}`, `Rejected ${count('rejected')}`]);
    // The list call above is this test's own; the screen made none.
    expect(callsOf(api, 'partnerDeals.list')).toHaveLength(1);
    expect(queriesOf(api, 'partnerDeals.query')).toEqual([{ page: 1, pageSize: 10, search: '', sort: 'default', range: null }]);
  });

  it('asks for the page, status, sort and conflicts chosen, and sends a search once the typing pauses', async () => {
    const api = createMemoryAdminApi({ listPages });
    const { user } = renderWithProviders(<DealsList api={api} variant="partner" layout="table" />);
    await screen.findAllByRole('button', { name: /^Approve deal/ }, slow);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByText(/^11–20 of \d+$/)).toBeInTheDocument(), slow);
    await user.click(screen.getByRole('radio', { name: /^Rejected/ }));
    await waitFor(() => expect(queriesOf(api, 'partnerDeals.query').at(-1)).toMatchObject({ page: 1, status: 'rejected' }), slow);
    await user.click(screen.getByRole('checkbox', { name: 'Conflicts only' }));
    await waitFor(() => expect(queriesOf(api, 'partnerDeals.query').at(-1)).toMatchObject({ status: 'rejected', conflictsOnly: true }), slow);
    await user.click(screen.getByRole('checkbox', { name: 'Conflicts only' }));
    await user.click(screen.getByRole('button', { name: /^Customer Company/ }));
    await waitFor(() => expect(queriesOf(api, 'partnerDeals.query').at(-1)).toMatchObject({ sort: 'customerCompany' }), slow);
    // Four letters of a rejected deal's company, so the page has rows.
    const rejected = (await api.partnerDeals.list()).find((deal) => normaliseDealStatus(deal.status) === 'rejected' && String(deal.customerCompany ?? '').length >= 4)!;
    const word = String(rejected.customerCompany).slice(0, 4).toLowerCase();
    const before = callsOf(api, 'partnerDeals.query').length;
    await user.type(screen.getByRole('searchbox'), word);
    // Four keystrokes, one request with the whole word once the typing paused.
    await waitFor(() => expect(queriesOf(api, 'partnerDeals.query').at(-1)).toMatchObject({ search: word, page: 1 }), slow);
    // (Its rows, then its counts once the rows have come: the query's `parts`.)
    await waitFor(() => expect(queriesOf(api, 'partnerDeals.query').slice(before)).toHaveLength(2), slow);
    expect(queriesOf(api, 'partnerDeals.query').slice(before).map((query) => [query.search, query.parts])).toEqual([
      [word, 'rows'],
      [word, 'counts'],
    ]);
    // The list call above is this test's own; the screen made none.
    expect(callsOf(api, 'partnerDeals.list')).toHaveLength(1);
    const page = await api.partnerDeals.query!({ page: 1, pageSize: 10, search: word, sort: 'customerCompany', status: 'rejected' });
    expect(page.rows.length).toBeGreaterThan(0);
    await waitFor(() => {
      const shown = within(screen.getByRole('table')).getAllByRole('row').slice(1);
      expect(shown.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(page.rows.map((deal) => String(deal.id)));
    }, slow);
  });

  it('keeps the rows and says it is updating while a slow page comes, and abandons it on leaving', async () => {
    const api = createMemoryAdminApi({ listPages });
    const { user, unmount } = renderWithProviders(<DealsList api={api} variant="partner" layout="table" />);
    await screen.findAllByRole('button', { name: /^Approve deal/ }, slow);
    api.control.delay('partnerDeals.query', 'never');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Updating...', undefined, slow)).toBeInTheDocument();
    expect(screen.getByText(/^1–10 of \d+$/)).toBeInTheDocument();
    unmount();
    // The memory API's 'never' waits for its abort; nothing is left waiting once the screen is gone.
    await api.control.reset();
  });
});

describe("A search's rows before its counts (the query's `parts`)", () => {
  /** The memory API's own answers, each held until the test releases it. */
  function heldQueries(api: MemoryAdminApi) {
    const answer = api.partnerDeals.query!.bind(api.partnerDeals);
    const held: Array<{ query: ListPageQuery; signal: AbortSignal | undefined; release: () => void }> = [];
    let holding = false;
    api.partnerDeals.query = (query: ListPageQuery, options?: RequestOptions): Promise<ListPage<PartnerDeal>> => {
      if (!holding) return answer(query, options);
      const gate = deferred();
      held.push({ query, signal: options?.signal, release: () => gate.resolve() });
      return gate.promise.then(() => answer(query));
    };
    const heldFor = (search: string, parts: 'rows' | 'counts') => held.find((one) => one.query.search === search && one.query.parts === parts);
    return { held, heldFor, hold: () => (holding = true), answer };
  }
  const statusCounts = () => within(screen.getByRole('group', { name: 'Status' })).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);
  const shownIds = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent);

  it("shows a keystroke's rows as soon as they come, the previous total and counts with 'Updating...' until its own come, and ignores a superseded search", async () => {
    const api = createMemoryAdminApi({ listPages });
    const queries = heldQueries(api);
    const { user } = renderWithProviders(<DealsList api={api} variant="partner" layout="table" />);
    await screen.findAllByRole('button', { name: /^Approve deal/ }, slow);
    const all = (await api.partnerDeals.list()).length;
    const before = statusCounts();
    expect(screen.getByText(`1–10 of ${all}`)).toBeInTheDocument();

    queries.hold();
    await user.type(screen.getByRole('searchbox'), 'a');
    await waitFor(() => expect(queries.heldFor('a', 'rows')).toBeTruthy(), slow);
    // The rows alone: the counts are asked once they have come.
    expect(queries.heldFor('a', 'counts')).toBeUndefined();
    const expected = await queries.answer({ page: 1, pageSize: 10, search: 'a', sort: 'default', range: null });
    // More than a page and fewer than all: the rows, the total and the counts all differ from before.
    expect(expected.total).toBeGreaterThan(10);
    expect(expected.total).toBeLessThan(all);

    // The rows come first: shown, while the total and the counts are the previous ones, updating.
    queries.heldFor('a', 'rows')!.release();
    await waitFor(() => expect(shownIds()).toEqual(expected.rows.map((deal) => String(deal.id))), slow);
    expect(screen.getByRole('status')).toHaveTextContent('Updating...');
    expect(screen.getByText(`1–10 of ${all}`)).toBeInTheDocument();
    expect(statusCounts()).toEqual(before);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();

    // Then the counts, asked now: the search's own.
    await waitFor(() => expect(queries.heldFor('a', 'counts')).toBeTruthy(), slow);
    queries.heldFor('a', 'counts')!.release();
    await waitFor(() => expect(screen.getByText(`1–10 of ${expected.total}`)).toBeInTheDocument(), slow);
    const counts = expected.statusCounts!;
    expect(statusCounts()).toEqual([`All ${counts.all}`, `Pending ${counts.pending}`, `Approved ${counts.approved}`, `Rejected ${counts.rejected}`]);
    expect(screen.queryByText('Updating...')).not.toBeInTheDocument();

    // Two searches one after the other: the newer one's answers come first, the older one's after.
    await user.type(screen.getByRole('searchbox'), 'n');
    await waitFor(() => expect(queries.heldFor('an', 'rows')).toBeTruthy(), slow);
    await user.type(screen.getByRole('searchbox'), 'd');
    await waitFor(() => expect(queries.heldFor('and', 'rows')).toBeTruthy(), slow);
    expect(queries.heldFor('an', 'rows')!.signal?.aborted).toBe(true);
    const newer = await queries.answer({ page: 1, pageSize: 10, search: 'and', sort: 'default', range: null });
    queries.heldFor('and', 'rows')!.release();
    await waitFor(() => expect(queries.heldFor('and', 'counts')).toBeTruthy(), slow);
    queries.heldFor('and', 'counts')!.release();
    await waitFor(() => expect(screen.getByText(new RegExp(`^1–${Math.min(10, newer.total)} of ${newer.total}$`))).toBeInTheDocument(), slow);
    queries.heldFor('an', 'rows')!.release();
    // The older rows settle (ignored), and ask for no counts: the newer search's rows and total stay.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queries.heldFor('an', 'counts')).toBeUndefined();
    expect(shownIds()).toEqual(newer.rows.map((deal) => String(deal.id)));
    expect(screen.getByText(new RegExp(`^1–${Math.min(10, newer.total)} of ${newer.total}$`))).toBeInTheDocument();
    expect(screen.queryByText('Updating...')).not.toBeInTheDocument();
  });
});

describe('Deals with a backend of SPEC 7 alone', () => {
  it('loads the whole list once and pages it in the browser', async () => {
    const api = createMemoryAdminApi({ listPages, extensions: false });
    const { user } = renderWithProviders(<DealsList api={api} variant="partner" layout="table" />);
    await screen.findAllByRole('button', { name: /^Approve deal/ }, slow);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByText(/^11–20 of \d+$/)).toBeInTheDocument(), slow);
    expect(api.partnerDeals.query).toBeUndefined();
    expect(callsOf(api, 'partnerDeals.list')).toHaveLength(1);
  });
});

describe('The member lists and Certifications in server mode', () => {
  it('Partners Overview asks the query for its pages', async () => {
    const { ServerMode } = composeStories(membersOverviewStories);
    const { user } = renderWithProviders(<ServerMode />);
    const api = ServerMode.args.api as MemoryAdminApi;
    await screen.findByRole('cell', { name: 'Camille Andersen' }, slow);
    const total = (await api.partners.list()).length;
    expect(screen.getByText(`1–10 of ${total}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queriesOf(api, 'partners.query').at(-1)).toMatchObject({ page: 2 }), slow);
    expect(callsOf(api, 'partners.list')).toHaveLength(1);
  });

  it('Partner Requests asks queryPending, pending first', async () => {
    const { ServerMode } = composeStories(memberRequestsStories);
    renderWithProviders(<ServerMode />);
    const api = ServerMode.args.api as MemoryAdminApi;
    await screen.findByRole('button', { name: `Accept ${memberRequestsStories.pendingPartnerName}` }, slow);
    expect(queriesOf(api, 'partners.queryPending')).toHaveLength(1);
    expect(callsOf(api, 'partners.listPending')).toHaveLength(0);
  });

  it("keeps a decided request in its place, this console's or another admin's (with who made it), without asking for the page again", async () => {
    const { ServerMode } = composeStories(memberRequestsStories);
    const api = createMemoryAdminApi({ listPages });
    const { user } = renderWithProviders(<ServerMode api={api} />);
    const name = memberRequestsStories.pendingPartnerName;
    await user.click(await screen.findByRole('button', { name: `Accept ${name}` }, slow));
    await user.click(within(await screen.findByRole('dialog', { name: 'Accept Partner' })).getByRole('button', { name: 'Accept' }));
    await screen.findByRole('dialog', { name: 'Partner Accepted Successfully!' });
    const rowOf = (who: string) => screen.getAllByRole('row').find((candidate) => within(candidate).queryByRole('cell', { name: who }))!;
    await waitFor(() => expect(within(rowOf(name)).getByText('Accepted')).toBeInTheDocument(), slow);
    await listening(api);
    // Its own decision: the row replaced where it is, no page asked for.
    expect(queriesOf(api, 'partners.queryPending')).toHaveLength(1);
    // Another admin's decision on a row of the page: replaced where it is too, saying who made it,
    // so no row moves away from under the pointer; the page's order follows at its next query.
    const shown = screen.getAllByRole('row').map((row) => row.textContent ?? '');
    const other = (await api.partners.listPending()).find(
      (member) => !member.isApproved && member.isActive && `${member.firstName} ${member.lastName}` !== name && shown.some((text) => text.includes(`${member.firstName} ${member.lastName}`)),
    )!;
    const otherName = `${other.firstName} ${other.lastName}`;
    await api.control.as(2).partners.reject(other.id, 'Company could not be verified');
    await waitFor(() => expect(within(rowOf(otherName)).getByText(/by Grace H\. just now/)).toBeInTheDocument(), slow);
    expect(queriesOf(api, 'partners.queryPending')).toHaveLength(1);
  });

  it('Certifications asks the query with the type labels shown', async () => {
    const { ServerMode } = composeStories(certificationsStories);
    const { user } = renderWithProviders(<ServerMode />);
    const api = ServerMode.args.api as MemoryAdminApi;
    await screen.findAllByRole('button', { name: /^View Details for / }, slow);
    await user.click(screen.getByRole('radio', { name: /^Failed/ }));
    await waitFor(() => expect(queriesOf(api, 'certifications.query').at(-1)).toMatchObject({ status: 'rejected', typeLabels: { sales: 'Sales', technical: 'Technical' } }), slow);
    expect(callsOf(api, 'certifications.list')).toHaveLength(0);
  });
});
