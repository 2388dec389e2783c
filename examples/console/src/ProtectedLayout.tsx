import { Suspense, useCallback, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AppShell, ChangePasswordDialog, SessionGuard, SessionGuardLoading, type SessionEndReason } from 'partner-console';
import { useConsole } from './consoleContext.js';
import { forgetLocation, locationPath, rememberLocation, type LoginLocationState } from './redirectAfterLogin.js';
import { routerLink } from './routerLink.js';
import { sessionEnding } from './sessionEnding.js';

/**
 * Sends a visitor without a valid session to /login, remembering where they were headed
 * (unless they signed out on purpose) and saying so when the session expired.
 */
function RedirectToLogin({ reason }: { reason: SessionEndReason }) {
  const location = useLocation();
  const from = locationPath(location);
  const ending = sessionEnding.read();
  const deliberate = ending === 'signedOut';
  useEffect(() => {
    if (!deliberate) rememberLocation(from);
  }, [deliberate, from]);
  if (deliberate) return <Navigate to="/login" replace />;
  const state: LoginLocationState = { from, ...(reason === 'expired' || ending === 'expired' ? { notice: 'expired' as const } : {}) };
  return <Navigate to="/login" replace state={state} />;
}

/** Every route but /login and /forgot-password: the session guard, then the app shell around the page. */
export default function ProtectedLayout() {
  const { api, session } = useConsole();
  const location = useLocation();
  const navigate = useNavigate();
  const [changingPassword, setChangingPassword] = useState(false);

  const signOut = useCallback(() => {
    sessionEnding.mark('signedOut');
    forgetLocation();
    session.clear();
    void navigate('/login', { replace: true });
  }, [navigate, session]);

  return (
    <SessionGuard session={session} revalidateKey={locationPath(location)} fallback={(reason) => <RedirectToLogin reason={reason} />}>
      <AppShell
        user={session.read()?.user ?? null}
        activePath={location.pathname}
        renderLink={routerLink}
        onSignOut={signOut}
        onChangePassword={() => setChangingPassword(true)}
      >
        <Suspense fallback={<SessionGuardLoading />}>
          <Outlet />
        </Suspense>
      </AppShell>
      <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} api={api} onSignedOut={signOut} />
    </SessionGuard>
  );
}
