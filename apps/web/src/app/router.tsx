import { createBrowserRouter, type RouteObject } from 'react-router';
import { AliasRedirect, BookServiceRedirect } from './alias-redirects';
import { SIMPLE_ALIASES } from './aliases';
import { AuthLoading } from './auth-status';
import { DashboardRedirect } from './dashboard-redirect';
import { RedirectSignedIn } from './redirect-signed-in';
import { RequireAuth, RequireRole } from './require-auth';
import { RootLayout } from './root-layout';
import { APP_ROUTES, type AppPath } from './route-access';
import { RouteError } from './route-error';

type LazyPage = NonNullable<RouteObject['lazy']>;

/** Every page is its own chunk. */
const authPage: LazyPage = () => import('./sign-in-screen').then((m) => ({ Component: m.SignInRoute }));
const resetPasswordPage: LazyPage = () =>
  import('@/features/auth/routes/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage }));
/** The signed-in shell (header, side menu, bottom navigation) stays out of the first screen's JavaScript. */
const appLayout: LazyPage = () => import('./app-layout').then((m) => ({ Component: m.AppLayout }));
/** Writing to the team without signing in (decision 073): a suspended person above all. */
const contactPage: LazyPage = () =>
  import('@/features/contact/routes/contact-page').then((m) => ({ Component: m.ContactPage }));
const termsPage: LazyPage = () =>
  import('@/features/legal/routes/legal-document-page').then((m) => ({ Component: m.TermsPage }));
const privacyPage: LazyPage = () =>
  import('@/features/legal/routes/legal-document-page').then((m) => ({ Component: m.PrivacyPage }));
const unsubscribePage: LazyPage = () =>
  import('@/features/unsubscribe/routes/unsubscribe-page').then((m) => ({ Component: m.UnsubscribePage }));
/** Development's sent mail (decision 052): its own chunk, fetched only by whoever opens it. */
const devOutboxPage: LazyPage = () =>
  import('@/features/dev-outbox/routes/dev-outbox-page').then((m) => ({ Component: m.DevOutboxPage }));
const notFoundPage: LazyPage = () =>
  import('@/features/not-found/routes/not-found-page').then((m) => ({ Component: m.NotFoundPage }));

/** The module behind each signed-in screen; every page is its own chunk. */
const PAGES: Record<AppPath, LazyPage> = {
  '/admin/dashboard': () =>
    import('@/features/admin-console/routes/admin-dashboard-page').then((m) => ({
      Component: m.AdminDashboardPage,
    })),
  '/admin/users': () =>
    import('@/features/admin-console/routes/admin-users-page').then((m) => ({ Component: m.AdminUsersPage })),
  '/admin/bookings': () =>
    import('@/features/admin-operations/routes/admin-bookings-page').then((m) => ({
      Component: m.AdminBookingsPage,
    })),
  '/admin/payouts': () =>
    import('@/features/admin-operations/routes/admin-payouts-page').then((m) => ({
      Component: m.AdminPayoutsPage,
    })),
  '/admin/reviews': () =>
    import('@/features/admin-operations/routes/admin-reviews-page').then((m) => ({
      Component: m.AdminReviewsPage,
    })),
  '/admin/disputes': () =>
    import('@/features/admin-operations/routes/admin-disputes-page').then((m) => ({
      Component: m.AdminDisputesPage,
    })),
  '/admin/settings': () =>
    import('@/features/admin-console/routes/admin-settings-page').then((m) => ({
      Component: m.AdminSettingsPage,
    })),
  '/admin/reports/revenue': () =>
    import('@/features/admin-operations/routes/admin-revenue-page').then((m) => ({
      Component: m.AdminRevenuePage,
    })),
  '/admin/service-standards': () =>
    import('@/features/admin-console/routes/admin-service-standards-page').then((m) => ({
      Component: m.AdminServiceStandardsPage,
    })),
  '/admin/services': () =>
    import('@/features/admin-console/routes/admin-services-page').then((m) => ({
      Component: m.AdminServicesPage,
    })),
  '/admin/tax-rates': () =>
    import('@/features/admin-tax-rates/routes/admin-tax-rates-page').then((m) => ({
      Component: m.AdminTaxRatesPage,
    })),
  '/admin/invoices': () =>
    import('@/features/admin-invoices/routes/admin-invoices-page').then((m) => ({
      Component: m.AdminInvoicesPage,
    })),
  '/admin/documents': () =>
    import('@/features/admin-documents/routes/admin-documents-page').then((m) => ({
      Component: m.AdminDocumentsPage,
    })),
  '/admin/support': () =>
    import('@/features/admin-support/routes/admin-support-page').then((m) => ({
      Component: m.AdminSupportPage,
    })),
  '/admin/complaints': () =>
    import('@/features/admin-complaints/routes/admin-complaints-page').then((m) => ({
      Component: m.AdminComplaintsPage,
    })),
  '/help': () => import('@/features/help/routes/help-page').then((m) => ({ Component: m.HelpPage })),
  '/notifications': () =>
    import('@/features/notifications/routes/notifications-page').then((m) => ({
      Component: m.NotificationsPage,
    })),
  '/messages': () =>
    import('@/features/conversations/routes/conversations-page').then((m) => ({
      Component: m.ConversationsPage,
    })),
  '/messages/:conversationId': () =>
    import('@/features/conversations/routes/enquiry-page').then((m) => ({ Component: m.EnquiryPage })),
  '/customer/dashboard': () =>
    import('@/features/customer-home/routes/customer-home-page').then((m) => ({
      Component: m.CustomerHomePage,
    })),
  '/customer/book': () =>
    import('@/features/booking-wizard/routes/book-page').then((m) => ({ Component: m.BookPage })),
  '/customer/find-cleaners': () =>
    import('@/features/cleaners/routes/find-cleaners-page').then((m) => ({ Component: m.FindCleanersPage })),
  '/customer/bookings': () =>
    import('@/features/my-bookings/routes/my-bookings-page').then((m) => ({ Component: m.MyBookingsPage })),
  '/customer/profile': () =>
    import('@/features/customer-profile/routes/customer-profile-page').then((m) => ({
      Component: m.CustomerProfilePage,
    })),
  '/customer/addresses': () =>
    import('@/features/addresses/routes/addresses-page').then((m) => ({ Component: m.AddressesPage })),
  '/customer/payments': () =>
    import('@/features/payment-methods/routes/payments-page').then((m) => ({ Component: m.PaymentsPage })),
  '/customer/receipts': () =>
    import('@/features/receipts/routes/receipts-page').then((m) => ({ Component: m.ReceiptsPage })),
  '/customer/faq': () => import('@/features/faq/routes/faq-page').then((m) => ({ Component: m.FaqPage })),
  '/customer/services': () =>
    import('@/features/services/routes/services-page').then((m) => ({ Component: m.ServicesPage })),
  '/customer/service-providers': () =>
    import('@/features/cleaners/routes/service-cleaners-page').then((m) => ({
      Component: m.ServiceCleanersPage,
    })),
  '/customer/favorites': () =>
    import('@/features/cleaners/routes/favorites-page').then((m) => ({ Component: m.FavoritesPage })),
  '/provider/dashboard': () =>
    import('@/features/cleaner-dashboard/routes/cleaner-dashboard-page').then((m) => ({
      Component: m.CleanerDashboardPage,
    })),
  '/provider/portal': () =>
    import('@/features/cleaner-portal/routes/cleaner-portal-page').then((m) => ({
      Component: m.CleanerPortalPage,
    })),
  '/provider/schedule': () =>
    import('@/features/cleaner-schedule/routes/cleaner-schedule-page').then((m) => ({
      Component: m.CleanerSchedulePage,
    })),
  '/provider/jobs': () =>
    import('@/features/cleaner-jobs/routes/cleaner-jobs-page').then((m) => ({
      Component: m.CleanerJobsPage,
    })),
  '/provider/jobs/:bookingId/receipt': () =>
    import('@/features/cleaner-jobs/routes/job-receipt-page').then((m) => ({ Component: m.JobReceiptPage })),
  '/provider/profile': () =>
    import('@/features/cleaner-profile/routes/cleaner-profile-page').then((m) => ({
      Component: m.CleanerProfilePage,
    })),
  '/provider/wallet': () =>
    import('@/features/cleaner-wallet/routes/cleaner-wallet-page').then((m) => ({
      Component: m.CleanerWalletPage,
    })),
  '/provider/complete-profile': () =>
    import('@/features/cleaner-onboarding/routes/complete-profile-page').then((m) => ({
      Component: m.CompleteProfilePage,
    })),
  '/provider/service-standards': () =>
    import('@/features/cleaner-profile/routes/service-standards-page').then((m) => ({
      Component: m.ServiceStandardsPage,
    })),
  '/provider/:cleanerId': () =>
    import('@/features/cleaners/routes/cleaner-detail-page').then((m) => ({
      Component: m.CleanerDetailPage,
    })),
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
          { lazy: appLayout, children: appScreens },
        ],
      },
      {
        // Open to everyone; the app chrome appears only for a signed-in visitor.
        lazy: appLayout,
        children: [
          { path: '/reset-password', lazy: resetPasswordPage },
          { path: '/unsubscribe', lazy: unsubscribePage },
          { path: '/contact', lazy: contactPage },
          { path: '/legal/terms', lazy: termsPage },
          { path: '/legal/privacy', lazy: privacyPage },
          { path: '/dev/outbox', lazy: devOutboxPage },
          { path: '*', lazy: notFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
