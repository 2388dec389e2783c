// A menu's popup (src/components/Menu/MenuPopup.tsx: its items, keys, focus and the outside click)
// loads by import() when a menu first opens (issue 33); the trigger is there at once. What a user
// sees while it loads and when it does not arrive (a network drop, a new deployment that removed the
// old chunk): the loader is held here, waits while `chunk.gate` has not settled, and fails while
// `chunk.failing` is, as a browser's import() of a chunk that does not arrive.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import type { Member } from '../../src/api/types.js';
import { PartnersOverview } from '../../src/screens/MembersOverview/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

const chunk = await vi.hoisted(() => import('../support/heldChunk.js').then(({ heldChunk }) => heldChunk()));
vi.mock('../../src/components/Menu/MenuPopup.js', (importOriginal) => chunk.load(importOriginal));

const partners: Member[] = [
  { id: 1, firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com' },
  { id: 2, firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' },
];

const failed = 'The menu could not be loaded. Please try again.';

describe('PartnersOverview: a menu whose popup loads on the first opening', () => {
  it('says the menu could not be loaded when its code does not arrive; the next press by keyboard loads it, opens it with the focus in it, and a key pressed while it loads is not lost', async () => {
    chunk.failing = true;
    const api = createMemoryAdminApi({ data: { partners } });
    const { user } = renderWithProviders(<PartnersOverview api={api} onOpen={vi.fn()} onViewRequests={vi.fn()} layout="table" />);
    await screen.findByRole('cell', { name: 'Ada Byron' });
    // The triggers are in the first paint, before any popup code.
    const columns = screen.getByRole('button', { name: 'Columns' });
    expect(columns).toHaveAttribute('aria-haspopup', 'menu');
    expect(columns).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();

    // A click: the code does not come, the menu stays closed and says so under its button.
    await user.click(columns);
    expect(await screen.findByRole('alert')).toHaveTextContent(failed);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(columns).toHaveAttribute('aria-expanded', 'false');
    expect(columns).toHaveFocus();
    await expectNoAxeViolations();

    // The connection is back, but slow: ArrowDown on the button asks again; nothing shows until the
    // code arrives, then the menu opens with the focus on its first item.
    let arrive = () => {};
    chunk.gate = new Promise<void>((resolve) => (arrive = resolve));
    chunk.failing = false;
    const before = chunk.requests;
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByText(failed)).not.toBeInTheDocument();
    await waitFor(() => expect(chunk.requests).toBeGreaterThan(before));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    arrive();
    chunk.gate = Promise.resolve();
    const menu = await screen.findByRole('menu', { name: 'Columns' });
    const [first, second] = within(menu).getAllByRole('menuitemcheckbox');
    expect(first).toHaveFocus();
    expect(columns).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations();

    // From here on, as it always was: the keys move and choose, Escape returns to the button.
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(columns).toHaveFocus();

    // Another menu of the screen opens in the press's own commit: the code is there now.
    screen.getByRole('button', { name: 'Export' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'CSV' })).toHaveFocus();
  });
});
