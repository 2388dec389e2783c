import styled from '@emotion/styled';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { AdminUser } from '../../api/types.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { vars, breakpoints } from '../../theme/theme.js';
import { IconButton } from '../Button/Button.js';
import { Dialog } from '../Dialog/Dialog.js';
import { ChevronsLeftIcon, ChevronsRightIcon, MenuIcon } from '../Icon/icons.js';
import { forwardExcept } from '../shouldForwardProp.js';
import { useControllableState } from '../useControllableState.js';
import { useBoxWidth } from '../useBoxWidth.js';
import { visuallyHidden } from '../visuallyHidden.js';
import { defaultNavItems, type NavItem } from './navItems.js';
import { SideNav } from './SideNav.js';
import type { MenuItem } from '../Menu/Menu.js';
import { UserMenu } from './UserMenu.js';
import { shellMessages } from '../../i18n/texts/shell.js';
import { ScreenErrorBoundary } from '../ScreenErrorBoundary/ScreenErrorBoundary.js';
import { screen } from '../ScreenErrorBoundary/screen.js';
import { callback, optional, text } from '../ScreenErrorBoundary/propRules.js';

export interface AppShellProps {
  /** The signed-in administrator, from the session; the header shows 'Ada L.' or 'Admin User'. @default null */
  user?: AdminUser | null;
  /** The current path; the matching entry is marked aria-current="page", and a change closes the drawer. */
  activePath: string;
  /** The navigation entries. @default the seven areas, from Partners to Certificates (`defaultNavItems`) */
  items?: readonly NavItem[];
  /** Called on a plain click of an entry instead of a page load (modified clicks keep the browser's behaviour). */
  onNavigate?: (href: string) => void;
  /** 'Sign out' in the account menu: the host clears the session and goes to /login. */
  onSignOut: () => void;
  /** 'Change Password' in the account menu, e.g. to open `ChangePasswordDialog`. */
  onChangePassword?: () => void;
  /** More account menu entries, shown before 'Change Password': e.g. a 'Dark mode' checkbox item or the language as radio items. @default [] */
  accountMenuItems?: readonly MenuItem[];
  /** Whether the sidebar shows icons only (controlled). */
  collapsed?: boolean;
  /** Whether it starts collapsed, when uncontrolled. @default true where the shell is narrower than 1024 px, false where wider */
  defaultCollapsed?: boolean;
  /** Called when the sidebar is collapsed or expanded, by the toggle or by the shell's width crossing 1024 px. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Whether the small-screen navigation drawer is open (controlled). */
  drawerOpen?: boolean;
  /** Whether the drawer starts open, when uncontrolled. @default false */
  defaultDrawerOpen?: boolean;
  /** Called when the drawer opens or closes. */
  onDrawerOpenChange?: (open: boolean) => void;
  /** The page. */
  children?: ReactNode;
}

const EXPANDED_WIDTH = 240;
const COLLAPSED_WIDTH = 64;

/**
 * The shell lays itself out by its own width and height, not the window's: it may sit in a host's
 * column or in a box of fixed height. It is at least as tall as a container of fixed height, fills
 * a flex container (a full-page console: a column flex box at least as tall as the window, see
 * `fullPage` in .storybook/fixtures.ts) and grows with the page; it never reaches below it.
 */
const Frame = styled.div({
  position: 'relative',
  display: 'flex',
  flexGrow: 1,
  minHeight: '100%',
  background: vars.colors.background,
  color: vars.colors.text,
});

/** Hidden until focused (wherever the shell sits: no part of it shows above a host's box), then at the shell's top corner. */
const SkipLink = styled.a({
  ...visuallyHidden,
  '&:focus': {
    insetInlineStart: vars.space.sm,
    top: vars.space.sm,
    zIndex: vars.zIndices.toast,
    width: 'auto',
    height: 'auto',
    margin: 0,
    overflow: 'visible',
    clip: 'auto',
    padding: `${vars.space.sm} ${vars.space.lg}`,
    borderRadius: vars.radii.md,
    background: vars.colors.surface,
    color: vars.colors.link,
    boxShadow: vars.shadows.menu,
    outline: `2px solid ${vars.colors.focus}`,
  },
});

/** The sidebar's column: as tall as the shell, with the navigation kept in view as the page scrolls (never beyond the shell). */
const Sidebar = styled('aside', { shouldForwardProp: forwardExcept('collapsed') })<{ collapsed: boolean }>(({ collapsed }) => ({
  flexShrink: 0,
  width: collapsed ? COLLAPSED_WIDTH : EXPANDED_WIDTH,
  background: vars.colors.sidebar,
  color: vars.colors.sidebarText,
  transition: `width ${vars.motion.duration}`,
}));

const SidebarPanel = styled.div({
  position: 'sticky',
  top: 0,
  maxHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  overflowX: 'hidden',
  overflowY: 'auto',
});

const Brand = styled('div', { shouldForwardProp: forwardExcept('collapsed') })<{ collapsed: boolean }>(({ collapsed }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: collapsed ? 'center' : 'space-between',
  gap: vars.space.sm,
  minHeight: 60,
  padding: collapsed ? vars.space.sm : `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.colors.sidebarActive}`,
  fontWeight: vars.fontWeights.bold,
  fontSize: vars.fontSizes.lg,
  whiteSpace: 'nowrap',
  button: { color: vars.colors.sidebarText },
  'button:hover:not(:disabled)': { background: vars.colors.sidebarActive },
}));

const Column = styled.div({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

const Header = styled.header({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndices.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 60,
  padding: `0 ${vars.space.lg}`,
  background: vars.colors.surface,
  borderBottom: `1px solid ${vars.colors.border}`,
});

const HeaderTitle = styled.span({ fontWeight: vars.fontWeights.bold, fontSize: vars.fontSizes.lg });

const Spacer = styled.div({ flex: 1 });

const Main = styled('main', { shouldForwardProp: forwardExcept('compact') })<{ compact: boolean }>(({ compact }) => ({
  flex: 1,
  minWidth: 0,
  padding: compact ? vars.space.lg : vars.space.xl,
  '&:focus': { outline: 'none' },
}));

/**
 * The frame around every signed-in page: a side navigation with the seven areas that
 * can be collapsed to icons and collapses by itself where the shell is narrower than 1024 px, a
 * navigation drawer where it is narrower than 768 px that closes when the route changes (widths of
 * the shell's own box, not the window's: it works in a host's column as on a whole page), a header with the administrator's name and account
 * menu (full name, e-mail, 'Change Password', 'Sign out'), and a skip link to the content.
 *
 * @example
 * <AppShell user={session.read()?.user} activePath={location.pathname} onSignOut={signOut} onChangePassword={() => setChanging(true)}>
 *   <PartnersOverview api={api} ... />
 * </AppShell>
 */
export const AppShell = screen('AppShell', AppShellView, {
  activePath: text,
  onSignOut: callback,
  onNavigate: optional(callback),
  onChangePassword: optional(callback),
});

function AppShellView({
  user = null,
  activePath,
  items,
  onNavigate,
  onSignOut,
  onChangePassword,
  accountMenuItems,
  collapsed: collapsedProp,
  defaultCollapsed,
  onCollapsedChange,
  drawerOpen: drawerOpenProp,
  defaultDrawerOpen = false,
  onDrawerOpenChange,
  children,
}: AppShellProps) {
  const messages = useMessages({ shell: shellMessages });
  const t = messages.shell;
  const [frameRef, width] = useBoxWidth<HTMLDivElement>();
  // By the shell's own width (undefined until measured, and in jsdom: the wide layout).
  const narrow = width === undefined ? undefined : width < breakpoints.sidebar;
  const mobile = width !== undefined && width < breakpoints.mobile;
  const entries = items ?? defaultNavItems(t);
  const mainId = useId();
  const sidebarId = useId();
  const mainRef = useRef<HTMLElement>(null);

  // Uncontrolled and never toggled, the sidebar follows the width (`undefined` state).
  const [collapsedState, setCollapsed] = useControllableState<boolean | undefined>({
    value: collapsedProp,
    defaultValue: defaultCollapsed,
    onChange: (next) => {
      if (next !== undefined) onCollapsedChange?.(next);
    },
  });
  const collapsed = collapsedState ?? narrow ?? false;
  const [drawerOpen, setDrawerOpen] = useControllableState({ value: drawerOpenProp, defaultValue: defaultDrawerOpen, onChange: onDrawerOpenChange });

  // Crossing 1024 px collapses or expands the sidebar by itself; the toggle still works at any width.
  // The first measurement is no crossing: it only sets where an uncontrolled sidebar starts.
  const lastNarrow = useRef(narrow);
  useEffect(() => {
    const last = lastNarrow.current;
    lastNarrow.current = narrow;
    if (last === undefined || narrow === undefined || last === narrow) return;
    setCollapsed(narrow);
  }, [narrow, setCollapsed]);

  // A route change closes the drawer.
  const lastPath = useRef(activePath);
  useEffect(() => {
    if (lastPath.current === activePath) return;
    lastPath.current = activePath;
    setDrawerOpen(false);
  }, [activePath, setDrawerOpen]);

  const nav = (tone: 'sidebar' | 'drawer', compact: boolean) => (
    <SideNav
      items={entries}
      activePath={activePath}
      tone={tone}
      compact={compact}
      onNavigate={onNavigate}
      onItemClick={tone === 'drawer' ? () => setDrawerOpen(false) : undefined}
      label={t.navLabel}
    />
  );

  return (
    <Frame ref={frameRef}>
      <SkipLink
        href={`#${mainId}`}
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {t.skipToContent}
      </SkipLink>
      {!mobile && (
        <Sidebar id={sidebarId} collapsed={collapsed}>
          <SidebarPanel>
            <Brand collapsed={collapsed}>
              {!collapsed && <span>{t.productName}</span>}
              <IconButton
                label={collapsed ? t.expandSidebar : t.collapseSidebar}
                aria-expanded={!collapsed}
                aria-controls={sidebarId}
                onClick={() => setCollapsed(!collapsed)}
              >
                {collapsed ? <ChevronsRightIcon /> : <ChevronsLeftIcon />}
              </IconButton>
            </Brand>
            {nav('sidebar', collapsed)}
          </SidebarPanel>
        </Sidebar>
      )}
      <Column>
        <Header>
          {mobile && (
            <>
              <IconButton label={t.openNavigation} aria-haspopup="dialog" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
                <MenuIcon />
              </IconButton>
              <HeaderTitle>{t.productName}</HeaderTitle>
            </>
          )}
          <Spacer />
          <UserMenu user={user} onSignOut={onSignOut} onChangePassword={onChangePassword} extraItems={accountMenuItems} />
        </Header>
        <Main id={mainId} ref={mainRef} tabIndex={-1} compact={mobile}>
          {/* A page that crashes stays inside the content area: the navigation and the account menu keep working. */}
          <ScreenErrorBoundary resetKey={activePath}>{children}</ScreenErrorBoundary>
        </Main>
      </Column>
      {mobile && (
        <Dialog open={drawerOpen} onOpenChange={setDrawerOpen} title={t.navigationTitle} closeLabel={t.closeNavigation} size="sm">
          {nav('drawer', false)}
        </Dialog>
      )}
    </Frame>
  );
}
