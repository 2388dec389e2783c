import type { DownloadProgress } from '../../src/api/types.js';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ListView } from '../../src/components/ListView/index.js';
import type { DataTableColumn } from '../../src/components/DataTable/index.js';
import { partnerExportColumns } from '../../src/export/index.js';
import { useListController } from '../../src/list/index.js';
import { loadListEngine } from '../../src/list/useListController.js';
import type { Member } from '../../src/api/types.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

const people: Member[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  firstName: i % 5 === 0 ? 'Grace' : `Person${i + 1}`,
  lastName: 'Hopper',
  email: `p${i + 1}@example.com`,
  companyName: i % 2 ? 'Acme' : 'Globex',
  createdAt: new Date(2026, 0, i + 1).toISOString(),
}));

const columns: DataTableColumn<Member>[] = [
  { id: 'name', header: 'Name', cell: (p) => `${p.firstName} ${p.lastName}` },
  { id: 'email', header: 'Email', cell: (p) => p.email },
];

function Harness(props: { rows?: Member[]; error?: string; onRetry?: () => void; loading?: boolean; progress?: DownloadProgress }) {
  const list = useListController(props.rows ?? people, {
    searchText: (p) => [p.firstName, p.lastName, p.email, p.companyName],
    date: (p) => p.createdAt,
  });
  return (
    <ListView
      list={list}
      columns={columns}
      getRowId={(p) => String(p.id)}
      caption="Partners"
      searchPlaceholder="Search by name, email, or company"
      load={{ loading: props.loading ?? false, progress: props.progress, error: props.error, retry: props.onRetry }}
      loadingText="Loading partners..."
      emptyText="No partners found"
      exportOptions={{ columns: partnerExportColumns, kind: 'partners' }}
      layout="table"
    />
  );
}

const bodyRows = () => within(screen.getByRole('table', { name: 'Partners' })).getAllByRole('row').slice(1);

// The harness holds its rows from the start: the list engine has arrived, as on any list after the
// first (tests/list/listEngineLoad.test.ts shows the list before it has).
beforeAll(() => loadListEngine());

describe('ListView', () => {
  it("adds how much of a large list has arrived to the loading text: '45 of 101 MB', or '45 MB' without a length", () => {
    const { rerender } = renderWithProviders(<Harness loading progress={{ loadedBytes: 45_200_000, totalBytes: 101_000_000 }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading partners... 45 of 101 MB');
    rerender(<Harness loading progress={{ loadedBytes: 45_200_000, totalBytes: undefined }} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading partners\.\.\. 45 MB$/);
    rerender(<Harness loading />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading partners\.\.\.$/);
  });

  it('shows ten rows a page with the pager, and searching resets to page 1', async () => {
    const { user } = renderWithProviders(<Harness />);
    expect(bodyRows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, email, or company' }), 'grace');
    expect(await screen.findAllByText(/^Grace Hopper$/)).toHaveLength(5);
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Page 1', current: 'page' })).toBeInTheDocument();
  });

  it('shows the empty text when nothing matches, and exporting it says there is no data', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(screen.getByRole('searchbox'), 'nobody-matches-this');
    expect(await screen.findByText('No partners found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Export/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByText('No data to export')).toBeInTheDocument();
  });

  it('shows the load error in the red banner with Try Again', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(<Harness error="An error occurred while fetching partners data" onRetry={onRetry} />);
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('An error occurred while fetching partners data');
    await user.click(within(banner).getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the loading text and hides the pager while loading', () => {
    renderWithProviders(<Harness rows={[]} loading />);
    expect(screen.getByText('Loading partners...')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderWithProviders(<Harness />);
    await expectNoAxeViolations(container);
  });
});
