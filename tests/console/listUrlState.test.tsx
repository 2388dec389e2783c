// The console keeps each list's status, column sort and rows per page in the URL beside its
// search, dates and page: default values stay out of it, and a bad value falls back to the
// default without an error (and is dropped from the URL).
import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { SLOW, renderConsoleAt } from '../support/console.js';

vi.mock('partner-console', () => import('../../src/index.js'));

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

/** The console signed in at `path`, once the list's rows are in. */
async function consoleAt(path: string) {
  const view = await renderConsoleAt(path);
  await screen.findAllByRole('checkbox', { name: /^Select / }, SLOW);
  return { ...view, search: () => view.location.current?.search ?? '' };
}

const status = (name: RegExp) => within(screen.getByRole('group', { name: 'Status' })).getByRole('radio', { name });
const header = (name: string) => within(screen.getByRole('table')).getByRole('columnheader', { name });
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('list state in the console URL', () => {
  it('writes a status, a column sort and rows per page, and leaves each out again at its default', async () => {
    const { user, search } = await consoleAt('/deals');
    expect(search()).toBe('');
    await user.click(status(/^Pending \d+$/));
    await waitFor(() => expect(search()).toBe('?status=pending'));
    await user.click(within(header('Customer Company')).getByRole('button'));
    await waitFor(() => expect(search()).toBe('?sort=customerCompany&status=pending'));
    await user.click(within(header('Customer Company')).getByRole('button'));
    await waitFor(() => expect(search()).toBe('?sort=-customerCompany&status=pending'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(search()).toBe('?sort=-customerCompany&perPage=50&status=pending'));

    // Back to every default: a clean URL.
    await user.click(within(header('Customer Company')).getByRole('button'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    await user.click(status(/^All \d+$/));
    await waitFor(() => expect(search()).toBe(''));
    expect(header('Customer Company')).not.toHaveAttribute('aria-sort');
  });

  it("writes the date header's order as the Sort By menu's", async () => {
    const { user, search } = await consoleAt('/certificates');
    await user.click(within(header('Quiz Submission Date')).getByRole('button'));
    await waitFor(() => expect(search()).toBe('?sort=oldToNew'));
    expect(screen.getByRole('button', { name: 'Sort By Old to New' })).toBeInTheDocument();
  });

  it('opens a list as its URL says', async () => {
    const { search } = await consoleAt('/certificates?status=approved&sort=-attained&perPage=25');
    expect(status(/^Passed \d+$/)).toBeChecked();
    expect(header('Marks Attained')).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
    expect(search()).toBe('?status=approved&sort=-attained&perPage=25');
  });

  it("opens the request list's old 'Pending only' link (show=pending) on Pending", async () => {
    await consoleAt('/partners/requests?show=pending');
    expect(status(/^Pending \d+$/)).toBeChecked();
    expect(within(screen.getByRole('table')).queryByText('Accepted')).toBeNull();
  });

  it('falls back from a bad status, column, page size and page without an error, and drops them from the URL', async () => {
    const errors = vi.spyOn(console, 'error');
    const { search } = await consoleAt('/deals?status=archived&sort=-nosuchcolumn&perPage=33&page=abc');
    expect(status(/^All \d+$/)).toBeChecked();
    expect(within(screen.getByRole('table')).queryAllByRole('columnheader').filter((cell) => cell.hasAttribute('aria-sort'))).toEqual([]);
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    expect(rows()).toHaveLength(10);
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(search()).toBe(''));
    expect(errors).not.toHaveBeenCalled();
  });
});
