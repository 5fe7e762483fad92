import { createBrowserRouter, type RouteObject } from 'react-router';
import { AliasRedirect, BookServiceRedirect } from './alias-redirects';
import { SIMPLE_ALIASES } from './aliases';
import { AppLayout } from './app-layout';
import { AuthLoading } from './auth-status';
import { DashboardRedirect } from './dashboard-redirect';
import { RedirectSignedIn } from './redirect-signed-in';
import { RequireAuth, RequireRole } from './require-auth';
import { RootLayout } from './root-layout';
import { APP_ROUTES, type AppPath } from './route-access';
import { RouteError } from './route-error';

type LazyPage = NonNullable<RouteObject['lazy']>;

/** Every page is its own chunk. */
const authPage: LazyPage = () =>
  import('@/features/auth/routes/auth-page').then((m) => ({ Component: m.AuthPage }));
const resetPasswordPage: LazyPage = () =>
  import('@/features/auth/routes/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage }));
const notFoundPage: LazyPage = () =>
  import('@/features/not-found/routes/not-found-page').then((m) => ({ Component: m.NotFoundPage }));
const placeholderPage: LazyPage = () =>
  import('@/features/placeholders/routes/placeholder-page').then((m) => ({ Component: m.PlaceholderPage }));

/**
 * The module behind each signed-in screen. Screens still to be built use the placeholder page, which
 * titles itself from the route's `handle.page`; replace an entry here when its screen lands.
 */
const PAGES: Record<AppPath, LazyPage> = {
  '/admin/dashboard': placeholderPage,
  '/admin/users': placeholderPage,
  '/admin/bookings': placeholderPage,
  '/admin/payouts': placeholderPage,
  '/admin/reviews': placeholderPage,
  '/admin/settings': placeholderPage,
  '/customer/dashboard': placeholderPage,
  '/customer/book': placeholderPage,
  '/customer/find-cleaners': placeholderPage,
  '/customer/bookings': placeholderPage,
  '/customer/profile': placeholderPage,
  '/customer/addresses': placeholderPage,
  '/customer/payments': placeholderPage,
  '/customer/faq': placeholderPage,
  '/customer/services': placeholderPage,
  '/customer/service-providers': placeholderPage,
  '/customer/favorites': placeholderPage,
  '/provider/dashboard': placeholderPage,
  '/provider/portal': placeholderPage,
  '/provider/schedule': placeholderPage,
  '/provider/jobs': placeholderPage,
  '/provider/profile': placeholderPage,
  '/provider/wallet': placeholderPage,
  '/provider/complete-profile': placeholderPage,
  '/provider/:providerId': placeholderPage,
};

const appScreens: RouteObject[] = APP_ROUTES.map((route) => ({
  path: route.path,
  element: <RequireRole access={route.access} />,
  children: [{ index: true, lazy: PAGES[route.path], handle: { page: route.page } }],
}));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <AuthLoading />,
    children: [
      {
        element: <RedirectSignedIn />,
        children: [
          { path: '/', lazy: authPage },
          { path: '/auth', lazy: authPage },
        ],
      },
      ...Object.entries(SIMPLE_ALIASES).map(([from, to]) => ({
        path: from,
        element: <AliasRedirect to={to} />,
      })),
      { path: '/book-service', element: <BookServiceRedirect /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/dashboard', element: <DashboardRedirect /> },
          { element: <AppLayout />, children: appScreens },
        ],
      },
      {
        // Open to everyone; the app chrome appears only for a signed-in visitor.
        element: <AppLayout />,
        children: [
          { path: '/reset-password', lazy: resetPasswordPage },
          { path: '*', lazy: notFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
