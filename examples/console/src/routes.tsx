import { Suspense, lazy, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { PageFallback, ScreenErrorBoundary } from 'partner-console';
import { useConsole } from './consoleContext.js';
import LoginPage from './pages/LoginPage.js';
import { RedirectToLogin } from './RedirectToLogin.js';

// The console's route table, in one place. Each page is its own chunk (React.lazy), so the
// console loads only the screens it shows, except the sign-in page: it is in the entry chunk,
// because it is where every visitor without a session starts (sessions last 24 hours), and a
// lazy chunk would make them wait for a second request after the entry has run. It costs a
// signed-in visitor little: most of what it uses (fields, banners, buttons) every other page
// needs too. To mount a library screen, replace the page file (or point its import
// here at the new page).
//
// The guarded shell around the signed-in pages (SessionGuard, AppShell, the change-password
// dialog) is a chunk of its own too, so /login and /forgot-password do not load it, nor does a
// visitor with no session whom a guarded path sends to /login (SignedInOnly); main.tsx fetches it
// early (`loadProtectedLayout`) so it is there by the time it is needed.
export const loadProtectedLayout = () => import('./ProtectedLayout.js');
const ProtectedLayout = lazy(loadProtectedLayout);
const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage.js'));
const PartnersPage = lazy(() => import('./pages/PartnersPage.js'));
const PartnerRequestsPage = lazy(() => import('./pages/PartnerRequestsPage.js'));
const PartnerReviewPage = lazy(() => import('./pages/PartnerReviewPage.js'));
const DistributorsPage = lazy(() => import('./pages/DistributorsPage.js'));
const DistributorRequestsPage = lazy(() => import('./pages/DistributorRequestsPage.js'));
const DistributorReviewPage = lazy(() => import('./pages/DistributorReviewPage.js'));
const PartnerDealsPage = lazy(() => import('./pages/PartnerDealsPage.js'));
const DistributorDealsPage = lazy(() => import('./pages/DistributorDealsPage.js'));
const ResourcesPage = lazy(() => import('./pages/ResourcesPage.js'));
const QuizPage = lazy(() => import('./pages/QuizPage.js'));
const CertificatesPage = lazy(() => import('./pages/CertificatesPage.js'));

/** The root route: page chunks load behind the 'Loading...' placeholder. */
function RootLayout() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * The routes behind sign-in. A visitor with no session stored at all goes straight to /login, as
 * SessionGuard would send them ('absent'), without loading the signed-in shell first; an expired
 * token, or a sign-out elsewhere while a page is open, is left to SessionGuard inside the shell.
 */
function SignedInOnly() {
  const { session } = useConsole();
  if (!session.read()) return <RedirectToLogin reason="absent" />;
  return <ProtectedLayout />;
}

/**
 * A screen's crash stays inside the screen: the shell around it keeps working, Retry mounts it
 * afresh, and going to another path (or another record's path) clears the crash.
 */
function Screen({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ScreenErrorBoundary resetKey={pathname}>{children}</ScreenErrorBoundary>;
}

const consoleRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/login', element: <Screen><LoginPage /></Screen> },
      { path: '/forgot-password', element: <Screen><ForgotPasswordPage /></Screen> },
      { path: '/', element: <Navigate to="/partners" replace /> },
      {
        // Everything below is guarded (SessionGuard) and framed by the app shell.
        element: <SignedInOnly />,
        children: [
          { path: '/partners', element: <Screen><PartnersPage /></Screen> },
          { path: '/partners/requests', element: <Screen><PartnerRequestsPage /></Screen> },
          // Partner Review is mounted at both of its paths: /partners/:id and /partners/details/:id.
          { path: '/partners/:id', element: <Screen><PartnerReviewPage /></Screen> },
          { path: '/partners/details/:id', element: <Screen><PartnerReviewPage /></Screen> },
          { path: '/distributors', element: <Screen><DistributorsPage /></Screen> },
          { path: '/distributors/requests', element: <Screen><DistributorRequestsPage /></Screen> },
          { path: '/distributors/:id', element: <Screen><DistributorReviewPage /></Screen> },
          // A deal's details at its own address over its list: one route each, so opening and
          // closing the details keeps the list mounted (its rows, scroll and focus stay).
          { path: '/deals/:dealId?', element: <Screen><PartnerDealsPage /></Screen> },
          { path: '/distributor-deals/:dealId?', element: <Screen><DistributorDealsPage /></Screen> },
          { path: '/resources', element: <Screen><ResourcesPage /></Screen> },
          { path: '/quiz', element: <Screen><QuizPage /></Screen> },
          { path: '/certificates', element: <Screen><CertificatesPage /></Screen> },
        ],
      },
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];

/** The route table rendered by the router around it (BrowserRouter in main.tsx, MemoryRouter in tests). */
export function ConsoleRoutes() {
  return useRoutes(consoleRoutes);
}
