// The console's own preferences in the account menu: the language (English / Deutsch) and the
// dark theme, each remembered under the console's own key and applied at once.
import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { captureDownloads } from '../support/downloads.js';
import { SLOW, renderConsoleAt } from '../support/console.js';
import { renderWithProviders } from '../support/render.js';

vi.mock('partner-console', () => import('../../src/index.js'));
vi.mock('partner-console/locales/de', () => import('../../src/i18n/locales/de.js'));

const { COLOR_SCHEME_KEY } = await import('../../examples/console/src/colorScheme.js');
const { LANGUAGE_KEY } = await import('../../examples/console/src/language.js');

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.lang = '';
});

async function signedInConsole() {
  return signedInConsoleIn('Partners Overview');
}

/** The console signed in on /partners, once its heading (in the console's language) shows. */
async function signedInConsoleIn(heading: string) {
  const view = await renderConsoleAt('/partners');
  await screen.findByRole('heading', { level: 1, name: heading }, SLOW);
  return view;
}

async function openAccountMenu(user: ReturnType<typeof renderWithProviders>['user'], name: RegExp) {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('menu');
}

describe('the account menu', () => {
  it('switches the whole console to German and back, remembered, with the page language', async () => {
    const { user } = await signedInConsole();
    let menu = await openAccountMenu(user, /Ada L\./);
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Partner im Überblick' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('de');
    expect(document.documentElement.lang).toBe('de');

    menu = await openAccountMenu(user, /Ada L\./);
    expect(within(menu).getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Partners Overview' }, SLOW)).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });

  it('turns the dark theme on and off, remembered, on the library root and the page', async () => {
    const { user } = await signedInConsole();
    const menu = await openAccountMenu(user, /Ada L\./);
    const darkMode = within(menu).getByRole('menuitemcheckbox', { name: 'Dark mode' });
    expect(darkMode).toHaveAttribute('aria-checked', 'false');
    await user.click(darkMode);

    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    const root = screen.getByRole('heading', { level: 1, name: 'Partners Overview' }).closest<HTMLElement>('[data-partner-console]');
    // The dark tokens are a lazy chunk: they apply once it has loaded.
    await waitFor(() => expect(root?.style.colorScheme).toBe('dark'));
    expect(within(await openAccountMenu(user, /Ada L\./)).getByRole('menuitemcheckbox', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
  });
});

describe('the Columns menu in the console', () => {
  it("remembers a list's hidden columns under the console's own key, and a new page starts with them", async () => {
    const first = await signedInConsole();
    const table = () => screen.getByRole('table', { name: 'Partners Overview' });
    expect(within(table()).getByRole('columnheader', { name: 'Email' })).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Columns' }));
    await first.user.click(await screen.findByRole('menuitemcheckbox', { name: 'Email' }));
    expect(within(table()).queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
    // The key the console used before rows per page were remembered beside the columns.
    expect(localStorage.getItem('console.columns.partners')).toBe('["email"]');
    first.unmount();

    // A reload: a new console on the same storage.
    await signedInConsole();
    expect(within(table()).queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
    expect(within(table()).getByRole('columnheader', { name: 'Phone' })).toBeInTheDocument();
  });
});

describe('rows per page in the console', () => {
  it("remembers a list's rows per page under the console's own key; a new page starts with them, out of the URL", async () => {
    const first = await signedInConsole();
    await screen.findAllByRole('cell', {}, SLOW);
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(localStorage.getItem('console.pageSize.partners')).toBe('25');
    first.unmount();

    // A reload of /partners (no perPage in its URL): the remembered size.
    await signedInConsole();
    await screen.findAllByRole('cell', {}, SLOW);
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
    expect(within(screen.getByRole('table', { name: 'Partners Overview' })).getAllByRole('row')).toHaveLength(26);
  });
});

describe('the CSV export in the console', () => {
  const blobs = captureDownloads();

  it("follows the console's language: ';' between the fields in German, ',' in English, SPEC 7's headers either way", async () => {
    localStorage.setItem(LANGUAGE_KEY, 'de');
    const { user, unmount } = await signedInConsoleIn('Partner im Überblick');
    await screen.findAllByRole('cell', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Exportieren' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    unmount();
    localStorage.setItem(LANGUAGE_KEY, 'en');
    const english = await signedInConsoleIn('Partners Overview');
    await screen.findAllByRole('cell', {}, SLOW);
    await english.user.click(screen.getByRole('button', { name: 'Export' }));
    await english.user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(2));
    const [german, inEnglish] = await Promise.all(blobs.map(async (blob) => (await blob.text()).replace(/^\uFEFF/, '').split('\r\n')[0]!));
    expect(german).toMatch(/^ID;First Name;Last Name;/);
    expect(inEnglish).toMatch(/^ID,First Name,Last Name,/);
  });
});
