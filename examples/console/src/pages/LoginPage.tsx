import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Login, useMessages } from 'partner-console';
import { sessionMessages } from 'partner-console/texts';
import { useConsole } from '../consoleContext.js';
import { forgetLocation, returnPath, type LoginLocationState } from '../redirectAfterLogin.js';
import { routerLink } from '../routerLink.js';
import { sessionEnding } from '../sessionEnding.js';

/** /login: the sign-in screen; someone already signed in goes straight on to where they were headed. */
export default function LoginPage() {
  const { api, session } = useConsole();
  const messages = useMessages({ session: sessionMessages });
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as LoginLocationState | null;
  const [signedInAlready] = useState(() => !session.isExpired());

  useEffect(() => {
    // The redirect that brought us here has read why the session ended; later visits start afresh.
    sessionEnding.reset();
    if (signedInAlready) forgetLocation();
  }, [signedInAlready]);

  if (signedInAlready) return <Navigate to={returnPath(state)} replace />;
  return (
    <Login
      api={api}
      session={session}
      notice={state?.notice === 'expired' ? messages.session.expired : undefined}
      renderLink={routerLink}
      onSignedIn={() => {
        const target = returnPath(state);
        forgetLocation();
        navigate(target, { replace: true });
      }}
    />
  );
}
