import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ListView } from '../../src/components/ListView/index.js';
import type { DataTableColumn } from '../../src/components/DataTable/index.js';
import { ListPreferences, memoryListPreferences, storageListPreferences, useListController, type ListPreferenceStore } from '../../src/list/index.js';
import { loadListEngine } from '../../src/list/useListController.js';
import { de } from '../../src/i18n/locales/de.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

interface Person {
  id: number;
  name: string;
  email: string;
  phone: string;
  createdAt: string;
}

const people: Person[] = [
  { id: 1, name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 555 0100', createdAt: '2026-01-02T00:00:00Z' },
  { id: 2, name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', createdAt: '2026-01-03T00:00:00Z' },
];

const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (p) => p.name },
  { id: 'email', header: 'Email', cell: (p) => p.email },
  { id: 'phone', header: 'Phone', cell: (p) => p.phone },
];

function People({ listKey = 'people' }: { listKey?: string }) {
  const list = useListController(people, { name: listKey, searchText: (p) => [p.name], date: (p) => p.createdAt });
  return (
    <ListView
      list={list}
      columns={columns}
      getRowId={(p) => String(p.id)}
      caption="People"
      searchPlaceholder="Search people"
      loadingText="Loading..."
      emptyText="Nobody"
      layout="table"
    />
  );
}

const headers = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

/** A Web Storage in memory, which can be told to refuse writes. */
function fakeStorage(initial: Record<string, string> = {}, { refuseWrites = false } = {}): Storage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      if (refuseWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
  };
}

function renderPeople(store: ListPreferenceStore, listKey?: string) {
  return renderWithProviders(
    <ListPreferences store={store}>
      <People listKey={listKey} />
    </ListPreferences>,
  );
}

// The lists hold their rows from the start: the list engine has arrived, as on any list after the first.
beforeAll(() => loadListEngine());

describe('Columns menu', () => {
  it('hides and shows columns, keeps the last one, and resets to the defaults', async () => {
    const { user } = renderPeople(memoryListPreferences());
    expect(headers()).toEqual(['Name', 'Email', 'Phone']);

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu', { name: 'Columns' });
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Email', checked: true })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Email' }));
    // The menu stays open for the next tick.
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Email', checked: false })).toBeInTheDocument();
    expect(headers()).toEqual(['Name', 'Phone']);
    expect(screen.queryByText('grace@example.com')).not.toBeInTheDocument();

    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Phone' }));
    expect(headers()).toEqual(['Name']);
    // The one column left cannot be hidden.
    const name = within(menu).getByRole('menuitemcheckbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-disabled', 'true');
    await user.click(name);
    expect(headers()).toEqual(['Name']);

    await user.click(within(menu).getByRole('menuitem', { name: 'Reset columns' }));
    expect(headers()).toEqual(['Name', 'Email', 'Phone']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveFocus();
  });

  it('works from the keyboard alone', async () => {
    const { user } = renderPeople(memoryListPreferences());
    screen.getByRole('button', { name: 'Columns' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(headers()).toEqual(['Name', 'Phone']);
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Email', checked: false })).toHaveFocus();
    await user.keyboard(' ');
    expect(headers()).toEqual(['Name', 'Email', 'Phone']);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveFocus();
  });

  it('remembers the choice per list in the store, so a list shown again keeps it', async () => {
    const store = memoryListPreferences();
    const first = renderPeople(store, 'people');
    await first.user.click(screen.getByRole('button', { name: 'Columns' }));
    await first.user.click(await screen.findByRole('menuitemcheckbox', { name: 'Phone' }));
    first.unmount();

    renderPeople(store, 'people').unmount();
    expect(store.get('people', 'columns')).toEqual(['phone']);
    renderPeople(store, 'people');
    expect(headers()).toEqual(['Name', 'Email']);
  });

  it('a different list keeps its own columns', async () => {
    const store = memoryListPreferences();
    store.set('people', 'columns', ['email']);
    renderPeople(store, 'other-people');
    expect(headers()).toEqual(['Name', 'Email', 'Phone']);
  });

  it('ignores remembered ids of columns the list no longer has, and never hides every column', () => {
    const store = memoryListPreferences();
    store.set('people', 'columns', ['gone', 'email']);
    const { unmount } = renderPeople(store);
    expect(headers()).toEqual(['Name', 'Phone']);
    unmount();
    store.set('people', 'columns', ['name', 'email', 'phone']);
    renderPeople(store);
    expect(headers()).toEqual(['Name', 'Email', 'Phone']);
  });

  it('follows a change the store reports, e.g. from another tab', () => {
    const store = memoryListPreferences();
    renderPeople(store);
    act(() => store.set('people', 'columns', ['name']));
    expect(headers()).toEqual(['Email', 'Phone']);
  });

  it('is in German with the German catalogue', async () => {
    const { user } = renderWithProviders(
      <ListPreferences store={memoryListPreferences()}>
        <People />
      </ListPreferences>,
      { messages: de },
    );
    await user.click(screen.getByRole('button', { name: 'Spalten' }));
    expect(await screen.findByRole('menuitem', { name: 'Spalten zurücksetzen' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('has no serious accessibility violations with the menu open', async () => {
    const { user, container } = renderPeople(memoryListPreferences());
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await expectNoAxeViolations(container);
  });
});

describe('storageListPreferences', () => {
  it('writes one key per list under its prefix and leaves every other key alone', async () => {
    const storage = fakeStorage({ token: 'host-jwt', 'console.columns.people': 'not json' });
    const store = storageListPreferences(storage, 'console.');
    // An unreadable value counts as the defaults.
    expect(store.get('people', 'columns')).toBeUndefined();
    const { user } = renderPeople(store);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Email' }));
    expect(storage.data.get('console.columns.people')).toBe('["email"]');
    await user.click(await screen.findByRole('menuitem', { name: 'Reset columns' }));
    expect(storage.data.has('console.columns.people')).toBe(false);
    expect([...storage.data]).toEqual([['token', 'host-jwt']]);
  });

  it('reads back what an earlier page stored, the same value while it is the same', () => {
    const store = storageListPreferences(fakeStorage({ 'p.columns.people': '["phone"]', 'p.pageSize.people': '50' }), 'p.');
    expect(store.get('people', 'columns')).toEqual(['phone']);
    expect(store.get('people', 'columns')).toBe(store.get('people', 'columns'));
    expect(store.get('people', 'pageSize')).toBe(50);
  });

  it.each(['{"email":true}', '["a",1]', '"email"'])('shows every column when the stored value is not a list of ids: %s', (stored) => {
    renderPeople(storageListPreferences(fakeStorage({ 'p.columns.people': stored }), 'p.'));
    expect(headers()).toEqual(['Name', 'Email', 'Phone']);
  });

  it('still applies a choice for this page when the storage refuses to write', async () => {
    const store = storageListPreferences(fakeStorage({}, { refuseWrites: true }), 'p.');
    const { user } = renderPeople(store);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Email' }));
    expect(headers()).toEqual(['Name', 'Phone']);
  });

  it('treats a storage that throws on reading as empty', () => {
    const broken = fakeStorage();
    broken.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(storageListPreferences(broken, 'p.').get('people', 'columns')).toBeUndefined();
  });
});
