import { composeStories } from '@storybook/react-vite';
import { act, screen, within } from '@testing-library/react';
import { AppShell, defaultNavItems, fullUserName, isActivePath, shortUserName, type AppShellProps } from '../../src/components/AppShell/index.js';
import type { LinkRenderProps } from '../../src/components/Link/index.js';
import { NavigationProvider, type NavigationAdapter } from '../../src/components/Navigation/index.js';
import * as stories from '../../src/components/AppShell/AppShell.stories.js';
import { defaultMessages } from '../../src/i18n/messages.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';
import { stubBoxWidth } from '../support/boxWidth.js';

const { Expanded, Collapsed } = composeStories(stories);
const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'admin@partner-console.dev' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderShell(props: Partial<AppShellProps> = {}, navigation?: NavigationAdapter) {
  const onSignOut = vi.fn();
  const onChangePassword = vi.fn();
  const onNavigate = vi.fn();
  const element = (extra: Partial<AppShellProps>) => (
    <AppShell user={ada} activePath="/partners" onSignOut={onSignOut} onChangePassword={onChangePassword} onNavigate={onNavigate} {...props} {...extra}>
      <h1>Page</h1>
    </AppShell>
  );
  const provided = (extra: Partial<AppShellProps>) =>
    navigation ? <NavigationProvider navigation={navigation}>{element(extra)}</NavigationProvider> : element(extra);
  const view = renderWithProviders(provided({}));
  return { ...view, onSignOut, onChangePassword, onNavigate, rerenderWith: (extra: Partial<AppShellProps>) => view.rerender(provided(extra)) };
}

describe('user names (SPEC 2.3)', () => {
  it("shows the first name plus the last initial, or 'Admin User'", () => {
    expect(shortUserName({ firstName: 'Ada', lastName: 'Lovelace' }, 'Admin User')).toBe('Ada L.');
    expect(shortUserName({ firstName: ' Grace ', lastName: ' hopper ' }, 'Admin User')).toBe('Grace H.');
    expect(shortUserName({ firstName: 'Ada', lastName: null }, 'Admin User')).toBe('Ada');
    expect(shortUserName({ firstName: '', lastName: '' }, 'Admin User')).toBe('Admin User');
    expect(shortUserName(null, 'Admin User')).toBe('Admin User');
    expect(fullUserName({ firstName: 'Ada', lastName: 'Lovelace' }, 'Admin User')).toBe('Ada Lovelace');
    expect(fullUserName({}, 'Admin User')).toBe('Admin User');
  });
});

describe('navigation entries', () => {
  it("draws the entries with the NavigationProvider's link, keeping their hrefs and the current mark", () => {
    const navigate = vi.fn();
    const RouterLink = (props: LinkRenderProps) => <a {...props} data-router="yes" />;
    renderWithProviders(
      <NavigationProvider navigation={{ Link: RouterLink, navigate }}>
        <AppShell user={ada} activePath="/deals" onSignOut={() => {}}>
          <h1>Page</h1>
        </AppShell>
      </NavigationProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(7);
    for (const link of links) expect(link).toHaveAttribute('data-router', 'yes');
    expect(within(nav).getByRole('link', { name: 'Partner Deals' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Partner Deals' })).toHaveAttribute('href', '/deals');
  });

  it("hands a plain click of an entry to the provider's navigate when it gives no link", async () => {
    const navigate = vi.fn();
    const { user } = renderWithProviders(
      <NavigationProvider navigation={{ navigate }}>
        <AppShell user={ada} activePath="/deals" onSignOut={() => {}}>
          <h1>Page</h1>
        </AppShell>
      </NavigationProvider>,
    );
    await user.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Quiz' }));
    expect(navigate).toHaveBeenCalledWith('/quiz');
  });

  it('lists the seven areas of SPEC 2.3 in order', () => {
    expect(defaultNavItems(defaultMessages.shell).map(({ label, href }) => [label, href])).toEqual([
      ['Partners', '/partners'],
      ['Partner Deals', '/deals'],
      ['Distributors', '/distributors'],
      ['Distributor Deals', '/distributor-deals'],
      ['Resources', '/resources'],
      ['Quiz', '/quiz'],
      ['Certificates', '/certificates'],
    ]);
  });

  it('marks an entry current for its own path and the paths below it only', () => {
    expect(isActivePath('/partners', '/partners')).toBe(true);
    expect(isActivePath('/partners', '/partners/requests')).toBe(true);
    expect(isActivePath('/partners', '/partners/details/7?tab=deals')).toBe(true);
    expect(isActivePath('/distributors', '/distributor-deals')).toBe(false);
    expect(isActivePath('/deals', '/distributor-deals')).toBe(false);
  });
});

describe('AppShell', () => {
  it('shows the sidebar with real links, the current one marked', async () => {
    renderWithProviders(<Expanded />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      defaultNavItems(defaultMessages.shell).map(({ label, href }) => [label, href]),
    );
    expect(within(nav).getByRole('link', { name: 'Partners' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getByRole('main')).toHaveTextContent('Page at /partners');
    await expectNoAxeViolations();
  });

  it('hands plain clicks to onNavigate and leaves ctrl-click to the browser', async () => {
    const { user, onNavigate } = renderShell();
    await user.click(screen.getByRole('link', { name: 'Quiz' }));
    expect(onNavigate).toHaveBeenCalledWith('/quiz');
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Resources' }));
    await user.keyboard('{/Control}');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it("draws links with the NavigationProvider's link", () => {
    const navigation: NavigationAdapter = {
      Link: ({ href, children, ...rest }) => <a href={`/app${href}`} data-router="yes" {...rest}>{children}</a>,
      navigate: vi.fn(),
    };
    renderShell({}, navigation);
    const link = screen.getByRole('link', { name: 'Certificates' });
    expect(link).toHaveAttribute('href', '/app/certificates');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('collapses to icons keeping every accessible name, and expands again', async () => {
    const onCollapsedChange = vi.fn();
    const { user } = renderShell({ onCollapsedChange });
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(onCollapsedChange).toHaveBeenCalledWith(true);
    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    for (const label of ['Partners', 'Partner Deals', 'Distributors', 'Distributor Deals', 'Resources', 'Quiz', 'Certificates']) {
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('title', label);
    }
    await user.click(expand);
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('passes axe collapsed', async () => {
    renderWithProviders(<Collapsed />);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('collapses by itself where its own box is narrower than 1024 px, on a wide window too', () => {
    const resize = stubBoxWidth(900);
    renderShell();
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    act(() => resize(1280));
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
    act(() => resize(1000));
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  it('uses a navigation drawer below 768 px that closes on Escape, on a route change and on a chosen entry', async () => {
    stubBoxWidth(375);
    const { user, rerenderWith } = renderShell();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Open navigation' });
    await user.click(open);
    const drawer = screen.getByRole('dialog', { name: 'Navigation' });
    expect(within(drawer).getByRole('link', { name: 'Partners' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByRole('link', { name: 'Partners' })).toHaveFocus();
    await expectNoAxeViolations();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    await user.click(open);
    rerenderWith({ activePath: '/deals' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(open);
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Quiz' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'Ada L.' and a menu with the full name, the e-mail, 'Change Password' and 'Sign out'", async () => {
    const { user, onChangePassword, onSignOut } = renderShell();
    const trigger = screen.getByRole('button', { name: /Ada L\./ });
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Change Password', 'Sign out']);
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('admin@partner-console.dev')).toBeInTheDocument();
    await expectNoAxeViolations();

    await user.click(await screen.findByRole('menuitem', { name: 'Change Password' }));
    expect(onChangePassword).toHaveBeenCalledTimes(1);
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it("shows 'Admin User' when the session has no name", async () => {
    const { user } = renderShell({ user: null });
    await user.click(screen.getByRole('button', { name: /Admin User/ }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('starts expanded in a wide box and collapsed in a narrow one unless told otherwise', () => {
    vi.stubGlobal('innerWidth', 1400);
    stubBoxWidth(900);
    const { unmount } = renderShell();
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    unmount();
    renderShell({ defaultCollapsed: false });
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
  });

  it('keeps the skip link out of sight until it has the focus (inside a positioned box of a host page too)', async () => {
    const { user } = renderWithProviders(
      <div style={{ position: 'relative', marginTop: 200 }}>
        <AppShell user={ada} activePath="/partners" onSignOut={() => {}}>
          <h1>Page</h1>
        </AppShell>
      </div>,
    );
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    // Clipped to nothing rather than moved up by its own height, which showed it above a host's box.
    const hidden = getComputedStyle(skip);
    expect({ position: hidden.position, width: hidden.width, height: hidden.height, overflow: hidden.overflow }).toEqual({
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
    });
    expect(hidden.transform).not.toMatch(/translate/);
    await user.tab();
    expect(skip).toHaveFocus();
    // jsdom's computed styles leave out :focus rules: read the link's own one from the style sheets.
    const focusRules = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText.endsWith(':focus') && skip.matches(rule.selectorText.replace(/:focus$/, '')));
    expect(focusRules).toHaveLength(1);
    const shown = focusRules[0]!.style;
    expect({ width: shown.width, height: shown.height, overflow: shown.overflow, clip: shown.clip }).toEqual({ width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' });
    // Positioned within the shell (its frame is the containing block), not the host's page.
    expect(getComputedStyle(skip.parentElement!).position).toBe('relative');
  });

  it('has a skip link that moves focus to the main content', async () => {
    const { user } = renderShell();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
