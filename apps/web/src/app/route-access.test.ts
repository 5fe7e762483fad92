import { describe, expect, it } from 'vitest';
import type { Role } from '@/lib/auth';
import { dashboardPathForRole } from '@/lib/role-paths';
import { APP_ROUTES, canEnter, findAppRoute, redirectFor, type Visitor } from './route-access';

const signedOut: Visitor = { signedIn: false };
const as = (role: Role | null): Visitor => ({ signedIn: true, role });

describe('dashboardPathForRole', () => {
  it.each([
    ['customer', '/customer/dashboard'],
    ['cleaner', '/provider/dashboard'],
    ['admin', '/admin/dashboard'],
    ['superuser', '/customer/dashboard'],
    [null, '/customer/dashboard'],
    [undefined, '/customer/dashboard'],
  ])('%s → %s', (role, path) => {
    expect(dashboardPathForRole(role)).toBe(path);
  });
});

describe('findAppRoute', () => {
  it('prefers static provider paths over /provider/:cleanerId', () => {
    expect(findAppRoute('/provider/dashboard')?.page).toBe('cleanerDashboard');
    expect(findAppRoute('/provider/complete-profile')?.page).toBe('cleanerCompleteProfile');
    expect(findAppRoute('/provider/8c1d2e')?.page).toBe('cleanerDetail');
  });

  it('knows nothing of unknown paths', () => {
    expect(findAppRoute('/customer/nope')).toBeUndefined();
    expect(findAppRoute('/admin')).toBeUndefined();
  });

  it('lists every route of the product rules once', () => {
    const paths = APP_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    // The product's original 25 routes plus the cleaner's printable receipt page, the admin's disputes,
    // every role's notifications, the customers' and cleaners' messages and a pre-booking conversation's page,
    // the revenue report, the service standards (admin's editor, cleaner's reading), the service catalogue, and
    // the help desk's Help page (every role) and admin queue, the admins' complaints queue, the cleaners'
    // documents to review and the tax rates, and the invoices: the customer's Receipts and the admins' look-up.
    expect(paths).toHaveLength(41);
  });
});

describe('canEnter / redirectFor', () => {
  const admin = [
    '/admin/dashboard',
    '/admin/users',
    '/admin/bookings',
    '/admin/payouts',
    '/admin/reviews',
    '/admin/disputes',
    '/admin/settings',
    '/admin/reports/revenue',
    '/admin/service-standards',
    '/admin/services',
    '/admin/tax-rates',
    '/admin/support',
    '/admin/complaints',
    '/admin/documents',
  ];
  const customerOnly = [
    '/customer/book',
    '/customer/find-cleaners',
    '/customer/bookings',
    '/customer/profile',
    '/customer/addresses',
    '/customer/payments',
    '/customer/faq',
    '/customer/services',
    '/customer/service-providers',
    '/customer/favorites',
  ];
  const cleanerOnly = [
    '/provider/dashboard',
    '/provider/portal',
    '/provider/schedule',
    '/provider/jobs',
    '/provider/profile',
    '/provider/wallet',
    '/provider/complete-profile',
    '/provider/service-standards',
  ];
  const anyRole = ['/customer/dashboard', '/provider/abc-123', '/help'];

  it.each(admin)('%s: admin only', (path) => {
    expect(canEnter(as('admin'), path)).toBe(true);
    expect(redirectFor(as('customer'), path)).toBe('/customer/dashboard');
    expect(redirectFor(as('cleaner'), path)).toBe('/provider/dashboard');
    expect(redirectFor(signedOut, path)).toBe('/auth');
  });

  it.each(customerOnly)('%s: customer only', (path) => {
    expect(canEnter(as('customer'), path)).toBe(true);
    expect(redirectFor(as('cleaner'), path)).toBe('/provider/dashboard');
    expect(redirectFor(as('admin'), path)).toBe('/admin/dashboard');
    expect(redirectFor(as(null), path)).toBe('/customer/dashboard');
    expect(redirectFor(signedOut, path)).toBe('/auth');
  });

  it.each(cleanerOnly)('%s: cleaner only', (path) => {
    expect(canEnter(as('cleaner'), path)).toBe(true);
    expect(redirectFor(as('customer'), path)).toBe('/customer/dashboard');
    expect(redirectFor(as('admin'), path)).toBe('/admin/dashboard');
    expect(redirectFor(signedOut, path)).toBe('/auth');
  });

  it('/messages: customers and cleaners, not admins', () => {
    expect(canEnter(as('customer'), '/messages')).toBe(true);
    expect(canEnter(as('cleaner'), '/messages')).toBe(true);
    expect(redirectFor(as('admin'), '/messages')).toBe('/admin/dashboard');
    expect(redirectFor(signedOut, '/messages')).toBe('/auth');
  });

  it.each(anyRole)('%s: any signed-in role', (path) => {
    for (const role of ['customer', 'cleaner', 'admin', null] as const) {
      expect(canEnter(as(role), path)).toBe(true);
    }
    expect(redirectFor(signedOut, path)).toBe('/auth');
  });

  it.each(['/', '/auth'])('%s: signed-out only', (path) => {
    expect(canEnter(signedOut, path)).toBe(true);
    expect(redirectFor(as('customer'), path)).toBe('/customer/dashboard');
    expect(redirectFor(as('cleaner'), path)).toBe('/provider/dashboard');
    expect(redirectFor(as('admin'), path)).toBe('/admin/dashboard');
  });

  it('/reset-password is open to everyone', () => {
    expect(canEnter(signedOut, '/reset-password')).toBe(true);
    expect(canEnter(as('cleaner'), '/reset-password')).toBe(true);
  });

  it('/contact is open to the signed out (decision 073: someone suspended cannot sign in)', () => {
    expect(canEnter(signedOut, '/contact')).toBe(true);
    expect(redirectFor(signedOut, '/contact')).toBeNull();
  });

  it('/dashboard always redirects by role', () => {
    expect(redirectFor(as('admin'), '/dashboard')).toBe('/admin/dashboard');
    expect(redirectFor(as('cleaner'), '/dashboard')).toBe('/provider/dashboard');
    expect(redirectFor(as('customer'), '/dashboard')).toBe('/customer/dashboard');
    expect(redirectFor(signedOut, '/dashboard')).toBe('/auth');
  });

  it('unknown paths are the 404 page, for everyone', () => {
    expect(canEnter(signedOut, '/nowhere')).toBe(true);
    expect(canEnter(as('admin'), '/customer/unknown')).toBe(true);
  });
});
