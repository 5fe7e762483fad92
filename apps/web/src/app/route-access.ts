import { matchRoutes } from 'react-router';
import type { Role } from '@/lib/auth';
import type en from '@/lib/locales/en-signed-in.json';
import { dashboardPathForRole } from '@/lib/role-paths';

/**
 * Pure route rules of docs/product-rules.md#routes-and-who-may-enter (who may enter what, where each role
 * lands).
 */

export type PageKey = keyof (typeof en)['pages'];

/** 'any' = any signed-in role; a list = only those roles. */
export type RouteAccess = 'any' | readonly Role[];

export interface AppRoute {
  path: string;
  access: RouteAccess;
  page: PageKey;
}

const ADMIN = ['admin'] as const satisfies readonly Role[];
const CUSTOMER = ['customer'] as const satisfies readonly Role[];
const CLEANER = ['cleaner'] as const satisfies readonly Role[];
const BOOKING_SIDES = ['customer', 'cleaner'] as const satisfies readonly Role[];

/** Every signed-in screen, with who may enter it. */
export const APP_ROUTES = [
  { path: '/admin/dashboard', access: ADMIN, page: 'adminDashboard' },
  { path: '/admin/users', access: ADMIN, page: 'adminUsers' },
  { path: '/admin/bookings', access: ADMIN, page: 'adminBookings' },
  { path: '/admin/payouts', access: ADMIN, page: 'adminPayouts' },
  { path: '/admin/reviews', access: ADMIN, page: 'adminReviews' },
  { path: '/admin/disputes', access: ADMIN, page: 'adminDisputes' },
  { path: '/admin/settings', access: ADMIN, page: 'adminSettings' },
  { path: '/admin/reports/revenue', access: ADMIN, page: 'adminRevenue' },
  { path: '/admin/service-standards', access: ADMIN, page: 'adminServiceStandards' },
  { path: '/admin/services', access: ADMIN, page: 'adminServices' },
  { path: '/admin/tax-rates', access: ADMIN, page: 'adminTaxRates' },
  { path: '/admin/invoices', access: ADMIN, page: 'adminInvoices' },
  { path: '/admin/support', access: ADMIN, page: 'adminSupport' },
  { path: '/admin/complaints', access: ADMIN, page: 'adminComplaints' },
  { path: '/admin/documents', access: ADMIN, page: 'adminDocuments' },
  { path: '/help', access: 'any', page: 'help' },
  { path: '/notifications', access: 'any', page: 'notifications' },
  { path: '/messages', access: BOOKING_SIDES, page: 'messages' },
  { path: '/messages/:conversationId', access: BOOKING_SIDES, page: 'messages' },
  { path: '/customer/dashboard', access: 'any', page: 'customerDashboard' },
  { path: '/customer/book', access: CUSTOMER, page: 'customerBook' },
  { path: '/customer/find-cleaners', access: CUSTOMER, page: 'customerFindCleaners' },
  { path: '/customer/bookings', access: CUSTOMER, page: 'customerBookings' },
  { path: '/customer/profile', access: CUSTOMER, page: 'customerProfile' },
  { path: '/customer/addresses', access: CUSTOMER, page: 'customerAddresses' },
  { path: '/customer/payments', access: CUSTOMER, page: 'customerPayments' },
  { path: '/customer/receipts', access: CUSTOMER, page: 'customerReceipts' },
  { path: '/customer/faq', access: CUSTOMER, page: 'customerFaq' },
  { path: '/customer/services', access: CUSTOMER, page: 'customerServices' },
  { path: '/customer/service-providers', access: CUSTOMER, page: 'customerServiceCleaners' },
  { path: '/customer/favorites', access: CUSTOMER, page: 'customerFavorites' },
  { path: '/provider/dashboard', access: CLEANER, page: 'cleanerDashboard' },
  { path: '/provider/portal', access: CLEANER, page: 'cleanerPortal' },
  { path: '/provider/schedule', access: CLEANER, page: 'cleanerSchedule' },
  { path: '/provider/jobs', access: CLEANER, page: 'cleanerJobs' },
  { path: '/provider/jobs/:bookingId/receipt', access: CLEANER, page: 'cleanerJobReceipt' },
  { path: '/provider/profile', access: CLEANER, page: 'cleanerProfile' },
  { path: '/provider/wallet', access: CLEANER, page: 'cleanerWallet' },
  { path: '/provider/complete-profile', access: CLEANER, page: 'cleanerCompleteProfile' },
  { path: '/provider/service-standards', access: CLEANER, page: 'cleanerServiceStandards' },
  { path: '/provider/:cleanerId', access: 'any', page: 'cleanerDetail' },
] as const satisfies readonly AppRoute[];

export type AppPath = (typeof APP_ROUTES)[number]['path'];

/** Signed-out only: a signed-in visitor goes to their dashboard. */
export const SIGNED_OUT_ONLY_PATHS = ['/', '/auth'] as const;
/** Open to everyone. */
export const PUBLIC_PATHS = [
  '/reset-password',
  '/unsubscribe',
  '/contact',
  '/legal/terms',
  '/legal/privacy',
] as const;

/** Whether a role may enter a route's access rule (null role = signed in without a known role). */
export function roleAllowed(access: RouteAccess, role: Role | null): boolean {
  return access === 'any' || (role !== null && access.includes(role));
}

/** The signed-in route a path belongs to (static paths win over `/provider/:cleanerId`). */
export function findAppRoute(pathname: string): AppRoute | undefined {
  const matches = matchRoutes(
    APP_ROUTES.map((route) => ({ path: route.path, route })),
    pathname,
  );
  return matches?.[0]?.route.route;
}

export type Visitor = { signedIn: false } | { signedIn: true; role: Role | null };

/**
 * Whether a visitor may see a path as it is (true), or gets redirected (false). Paths outside the
 * table are the 404 page, which everyone sees.
 */
export function canEnter(visitor: Visitor, pathname: string): boolean {
  if ((SIGNED_OUT_ONLY_PATHS as readonly string[]).includes(pathname)) return !visitor.signedIn;
  if ((PUBLIC_PATHS as readonly string[]).includes(pathname)) return true;
  if (pathname === '/dashboard') return false; // always redirects
  const route = findAppRoute(pathname);
  if (!route) return true;
  if (!visitor.signedIn) return false;
  return roleAllowed(route.access, visitor.role);
}

/** Where a visitor lands instead of a path they may not see. */
export function redirectFor(visitor: Visitor, pathname: string): string | null {
  if (canEnter(visitor, pathname)) return null;
  if (!visitor.signedIn) return '/auth';
  return dashboardPathForRole(visitor.role);
}
