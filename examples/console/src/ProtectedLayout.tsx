import { Suspense, useCallback, useMemo, useReducer, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  AppShell,
  ListPreferences,
  memoryListPreferences,
  storageListPreferences,
  type ListPreferenceStore,
  ChangePasswordDialog,
  forgetLists,
  PageFallback,
  SessionGuard,
  SignInAgainDialog,
  useMessages,
  type MenuItem,
  type SessionEndCause,
} from 'partner-console';
import { shellMessages } from 'partner-console/texts';
import { useConsole } from './consoleContext.js';
import { LANGUAGES } from './language.js';
import { RedirectToLogin } from './RedirectToLogin.js';
import { forgetLocation } from './redirectAfterLogin.js';

/**
 * Where the console remembers each list's hidden columns and rows per page: its own localStorage
 * keys, `console.columns.<list>` and `console.pageSize.<list>`.
 */
export const LIST_PREFERENCES_PREFIX = 'console.';

function consoleListPreferences(): ListPreferenceStore {
  try {
    return storageListPreferences(window.localStorage, LIST_PREFERENCES_PREFIX);
  } catch {
    // a browser that refuses storage altogether: remembered for this page only
    return memoryListPreferences();
  }
}

const FULL_PAGE = { display: 'flex', flexDirection: 'column', minHeight: '100vh' } as const;

/** Every route but /login and /forgot-password: the session guard, then the app shell around the page. */
export default function ProtectedLayout() {
  const { api, session, colorScheme, setColorScheme, language, setLanguage } = useConsole();
  const texts = useMessages({ shell: shellMessages }).shell;
  const location = useLocation();
  const navigate = useNavigate();
  const [changingPassword, setChangingPassword] = useState(false);
  const [listPreferences] = useState(consoleListPreferences);
  // Who was signed in, for the sign-in request over a page whose session ended (the store is empty by then).
  const user = session.read()?.user ?? null;
  const [lastUser, setLastUser] = useState(user);
  if (user && (user.id !== lastUser?.id || user.email !== lastUser?.email)) setLastUser(user);
  // A new sign-in over the page may be someone else: the shell shows whoever it is.
  // (What failed for want of a session resumes by itself: the guard sees the new session.)
  const [, showSignedInUser] = useReducer((count: number) => count + 1, 0);

  // A sign-out on purpose goes to /login: never the sign-in request over the page, not even for the
  // moment before the navigation (a transition) lands.
  const [signingOut, setSigningOut] = useState(false);
  const endSession = useCallback(
    (cause: SessionEndCause) => {
      setSigningOut(true);
      forgetLocation();
      session.clear(cause);
      forgetLists();
      void navigate('/login', { replace: true });
    },
    [navigate, session],
  );
  const signOut = useCallback(() => endSession('signedOut'), [endSession]);
  const signOutAfterPasswordChange = useCallback(() => endSession('passwordChanged'), [endSession]);

  const accountMenuItems = useMemo<MenuItem[]>(
    () => [
      {
        id: 'dark-mode',
        kind: 'checkbox',
        label: texts.darkMode,
        checked: colorScheme === 'dark',
        onSelect: () => setColorScheme(colorScheme === 'dark' ? 'light' : 'dark'),
      },
      ...LANGUAGES.map(
        (entry): MenuItem => ({
          id: `language-${entry.code}`,
          kind: 'radio',
          label: <span lang={entry.code}>{entry.name}</span>,
          checked: language === entry.code,
          onSelect: () => setLanguage(entry.code),
        }),
      ),
    ],
    [colorScheme, setColorScheme, texts.darkMode, language, setLanguage],
  );

  const openChangePassword = useCallback(() => setChangingPassword(true), []);
  // The session store gives a new user object on each read: the shell takes a new one only when
  // what it says changes.
  const userText = JSON.stringify(user ?? lastUser);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const shownUser = useMemo(() => user ?? lastUser, [userText]);
  const { pathname } = location;
  // The shell, made again only when what it shows changes: a list's state written to the URL (a
  // keystroke, a page step, a sort) changes the query alone, and the shell's sidebar, header and
  // menus then stay as they are; the page below follows the URL through its own route (the Outlet).
  // That write comes after the rows' paint, and a fast typist's next key waits for it (issue 33).
  const shell = useMemo(
    () => (
      <AppShell user={shownUser} activePath={pathname} onSignOut={signOut} onChangePassword={openChangePassword} accountMenuItems={accountMenuItems}>
        <Suspense fallback={<PageFallback />}>
          <ListPreferences store={listPreferences}>
            <Outlet />
          </ListPreferences>
        </Suspense>
      </AppShell>
    ),
    [shownUser, pathname, signOut, openChangePassword, accountMenuItems, listPreferences],
  );

  return (
    <SessionGuard
      session={session}
      // A new page checks the session again; a list's state written to the query does not.
      revalidateKey={pathname}
      fallback={(reason) => <RedirectToLogin reason={reason} />}
      // A session that ends while a page is open keeps the page (its dialogs, what was typed) and asks to sign in again over it.
      resume={signingOut ? undefined : <SignInAgainDialog api={api} session={session} email={lastUser?.email ?? undefined} onSignedIn={showSignedInUser} onSignOut={signOut} />}
    >
      {/* The console is the whole page: the shell, which follows its container's height, gets the window's. */}
      <div style={FULL_PAGE}>
        {shell}
      </div>
      <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} api={api} onSignedOut={signOutAfterPasswordChange} />
    </SessionGuard>
  );
}
