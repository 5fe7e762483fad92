import { describe, expect, it } from 'vitest';
import { expectProblem, signUp } from '../helpers/auth';
import { cleanerSignedIn } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { ADMIN } from './helpers';

const t = useTestApp();

/** Fills route parameters with a syntactically valid value that matches no record. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

describe('admin routes are admin-only', () => {
  const adminRoutes = () => t.app.routeTable.filter((r) => r.url.startsWith(`${ADMIN}/`));

  it('declares every /api/v1/admin route as [admin], covering every endpoint of the admin API', () => {
    const routes = adminRoutes();
    for (const route of routes) expect(route.access, `${route.method} ${route.url}`).toEqual(['admin']);
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      [
        'GET /api/v1/admin/stats',
        'GET /api/v1/admin/users',
        'GET /api/v1/admin/users/:profileId',
        'PATCH /api/v1/admin/users/:profileId',
        'GET /api/v1/admin/users/:profileId/booking-options',
        'GET /api/v1/admin/users/:profileId/slots',
        'POST /api/v1/admin/users/:profileId/bookings',
        'GET /api/v1/admin/users/:profileId/open-bookings',
        'GET /api/v1/admin/bookings',
        'GET /api/v1/admin/bookings.csv',
        'GET /api/v1/admin/bookings/:id',
        'GET /api/v1/admin/payouts',
        'POST /api/v1/admin/payouts/run',
        'POST /api/v1/admin/payouts/:id/resend',
        'GET /api/v1/admin/payouts.csv',
        'GET /api/v1/admin/reviews',
        'PATCH /api/v1/admin/reviews/:id',
        'GET /api/v1/admin/settings',
        'PUT /api/v1/admin/settings',
        'POST /api/v1/admin/bookings/:id/refunds',
        'POST /api/v1/admin/bookings/:id/cancel',
        'POST /api/v1/admin/bookings/:id/overtime',
        'POST /api/v1/admin/bookings/:id/payment/retry',
        'POST /api/v1/admin/bookings/:id/reassign',
        'GET /api/v1/admin/disputes',
        'GET /api/v1/admin/complaints',
        'POST /api/v1/admin/bookings/:id/complaint',
        'GET /api/v1/admin/reports',
        'PATCH /api/v1/admin/reports/:id',
        'GET /api/v1/admin/reports/revenue',
        'GET /api/v1/admin/reports/revenue.csv',
        'GET /api/v1/admin/service-standards',
        'PUT /api/v1/admin/service-standards',
        'GET /api/v1/admin/services',
        'PATCH /api/v1/admin/services/:id',
        'GET /api/v1/admin/tax-rates',
        'POST /api/v1/admin/tax-rates',
        'GET /api/v1/admin/invoices',
        'GET /api/v1/admin/support/cases',
        'POST /api/v1/admin/support/cases/:id/assign',
        'POST /api/v1/admin/support/cases/:id/close',
        'GET /api/v1/admin/documents',
        'POST /api/v1/admin/documents/:id/review',
        'POST /api/v1/admin/documents/:id/link',
        'GET /api/v1/admin/documents/files/:token',
      ].sort(),
    );
  });

  it('answers 401 signed out and 403 to customers and cleaners, changing nothing', async () => {
    const customer = (await signUp(t.app, { role: 'customer' })).cookie;
    const cleaner = (await cleanerSignedIn(t.app, t.db)).cookie;
    for (const route of adminRoutes()) {
      const payload =
        route.method === 'GET'
          ? undefined
          : { maintenanceMode: true, requireProviderApproval: false, earliestStartHours: 48 };
      for (const [cookie, status] of [
        [undefined, 401],
        [customer, 403],
        [cleaner, 403],
      ] as const) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: cookie ? { cookie } : {},
          payload,
        });
        expectProblem(res, status);
      }
    }
    const config = (await t.app.inject({ method: 'GET', url: '/api/v1/app-config' })).json();
    expect(config.maintenanceMode).toBe(false);
  });

  it('documents the admin API in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    for (const path of [
      '/api/v1/admin/stats',
      '/api/v1/admin/users/{profileId}',
      '/api/v1/admin/bookings.csv',
      '/api/v1/admin/payouts/run',
      '/api/v1/admin/settings',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
