import { lazy } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ProtectedLayout, RootLayout } from './App.js';

// The route table of SPEC 2.1, in one place. Each page is its own chunk (React.lazy), so the
// console loads only the screens it shows. To mount a library screen, replace the page file
// (or point its import here at the new page).
const LoginPage = lazy(() => import('./pages/LoginPage.js'));
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

export const consoleRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/', element: <Navigate to="/partners" replace /> },
      {
        // Everything below is guarded (SessionGuard) and framed by the app shell.
        element: <ProtectedLayout />,
        children: [
          { path: '/partners', element: <PartnersPage /> },
          { path: '/partners/requests', element: <PartnerRequestsPage /> },
          // Partner Review is mounted at both paths of SPEC 2.1.
          { path: '/partners/:id', element: <PartnerReviewPage /> },
          { path: '/partners/details/:id', element: <PartnerReviewPage /> },
          { path: '/distributors', element: <DistributorsPage /> },
          { path: '/distributors/requests', element: <DistributorRequestsPage /> },
          { path: '/distributors/:id', element: <DistributorReviewPage /> },
          { path: '/deals', element: <PartnerDealsPage /> },
          { path: '/distributor-deals', element: <DistributorDealsPage /> },
          { path: '/resources', element: <ResourcesPage /> },
          { path: '/quiz', element: <QuizPage /> },
          { path: '/certificates', element: <CertificatesPage /> },
        ],
      },
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];

export type ConsoleRouter = ReturnType<typeof createBrowserRouter>;

/** The console's router over the route table. */
export function createConsoleRouter(): ConsoleRouter {
  return createBrowserRouter(consoleRoutes);
}
