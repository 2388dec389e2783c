// A list's export code (src/hooks/exportRun.ts: the texts of its failures, the server's file, the
// print limit, the start of the export) loads by import() on the first export (issue 33). What the
// list shows when that load fails (a network drop, a new deployment that removed the old chunk):
// the loader is held here, and fails while `chunk.failing` is set, as a browser's import() of a
// chunk that does not arrive.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import type { Member } from '../../src/api/types.js';
import { PartnersOverview } from '../../src/screens/MembersOverview/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { captureDownloads } from '../support/downloads.js';
import { renderWithProviders } from '../support/render.js';

const chunk = await vi.hoisted(() => import('../support/heldChunk.js').then(({ heldChunk }) => heldChunk()));
vi.mock('../../src/hooks/exportRun.js', (importOriginal) => chunk.load(importOriginal));

const partners: Member[] = [
  { id: 1, firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com' },
  { id: 2, firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' },
];

describe('PartnersOverview: the export code loaded on the first export', () => {
  const blobs = captureDownloads();

  it('says the export failed when its code does not arrive, closes the print window the click opened, and the next export by keyboard loads it and downloads', async () => {
    chunk.failing = true;
    const popup = { closed: false, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const api = createMemoryAdminApi({ data: { partners } });
    const { user } = renderWithProviders(<PartnersOverview api={api} onOpen={vi.fn()} onViewRequests={vi.fn()} layout="table" />);
    await screen.findByRole('cell', { name: 'Ada Byron' });
    expect(chunk.requests).toBe(0);

    // PDF: the print window opens in the click itself; the code does not come, so it closes again.
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'PDF' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Failed to prepare export data. Please try again.')).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
    expect(chunk.requests).toBe(1);
    await expectNoAxeViolations();

    // The connection is back: the menu, by keyboard alone, asks for the code again and the CSV downloads.
    chunk.failing = false;
    const trigger = screen.getByRole('button', { name: 'Export' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const csv = await screen.findByRole('menuitem', { name: 'CSV' });
    await waitFor(() => expect(csv).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(chunk.requests).toBe(2);
    expect(await blobs[0]!.text()).toContain('Turing');
    await waitFor(() => expect(screen.queryByText('Failed to prepare export data. Please try again.')).not.toBeInTheDocument());
    open.mockRestore();
  });
});
