import {
  ADMIN_BOOKINGS_CSV_HEADER,
  ADMIN_PAYOUTS_CSV_HEADER,
  adminBookingPage,
  adminBookingsCsvQuery,
  adminBookingsQuery,
  adminPayoutsResponse,
  adminReviewPage,
  adminReviewSchema,
  adminReviewsQuery,
  adminSettingsBody,
  adminSettingsResponse,
  adminStatsResponse,
  adminUpdateReviewBody,
  adminUpdateUserBody,
  adminUserDetailSchema,
  adminUserListItemSchema,
  adminUserPage,
  adminUsersQuery,
  bookingSchema,
  idParam,
  problemSchema,
  profileIdParam,
  runPayoutsResponse,
} from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvHeaderIn } from '../../lib/i18n';
import { requestLocale } from '../../lib/request-locale';
import { getBookingFor } from '../bookings/read-bookings';
import { getAdminSettings, updateAdminSettings } from './admin-settings';
import { sendCsv } from './csv-response';
import { getStats } from './get-stats';
import { getUser } from './get-user';
import { bookingCsvPages, listAdminBookings } from './list-bookings';
import { listPayouts, payoutCsvPages } from './list-payouts';
import { listAdminReviews } from './list-reviews';
import { listUsers } from './list-users';
import { moderateReview } from './moderate-review';
import { runPayouts } from './run-payouts';
import { updateUser } from './update-user';

/**
 * The admin pages' API (docs/api.md#admin); every route is admin-only. The lists and figures read
 * `request.ctx.reader`, the replica when there is one (decision 081).
 */
export async function adminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const admin = { access: ['admin'] as const };
  const tags = ['admin'];

  r.get(
    '/api/v1/admin/stats',
    {
      config: admin,
      schema: {
        tags,
        description:
          'Dashboard figures. activeCleaners: approved and onboarded. revenue: platform fees of paid bookings (final fee once completed with a final total) per currency. activeSessions: unexpired sessions used in the last 15 minutes. reviewsThisWeek: visible reviews created in the last 7 days (reviews publish at once; there is no approval queue). failedPayments: bookings with payment status failed.',
        response: { 200: adminStatsResponse },
      },
    },
    async (request) => getStats(request.ctx.reader),
  );

  // ---------------------------------------------------------------- users
  r.get(
    '/api/v1/admin/users',
    {
      config: admin,
      schema: {
        tags,
        description:
          'Users newest first, 50 a page (keyset cursor). q: contains, case-insensitive, over full name, phone, city and e-mail. role: customer|cleaner|admin.',
        querystring: adminUsersQuery,
        response: { 200: adminUserPage, 400: problemSchema },
      },
    },
    async (request) => listUsers(request.ctx.reader, request.query),
  );

  r.get(
    '/api/v1/admin/users/:profileId',
    {
      config: admin,
      schema: {
        tags,
        description:
          'The "User details" dialog, e-mail included, with the audit of role and approval changes.',
        params: profileIdParam,
        response: { 200: adminUserDetailSchema, 404: problemSchema },
      },
    },
    async (request) => getUser(db, request.params.profileId),
  );

  r.patch(
    '/api/v1/admin/users/:profileId',
    {
      config: admin,
      schema: {
        tags,
        description:
          'Changes role, approval and/or suspension (audited per field; `reason` required when suspending). A suspension ends the person\'s sessions, cancels and refunds their pending bookings and takes a cleaner out of search. 422 "Update failed" when removing one\'s own admin role or suspending oneself; 422 identity_not_verified when approving a cleaner whose identity document is not approved while "Require identity verification" is on.',
        params: profileIdParam,
        body: adminUpdateUserBody,
        response: {
          200: adminUserListItemSchema,
          400: problemSchema,
          404: problemSchema,
          422: problemSchema,
        },
      },
    },
    async (request) => updateUser(request.ctx, request.auth, request.params.profileId, request.body),
  );

  // ---------------------------------------------------------------- bookings
  r.get(
    '/api/v1/admin/bookings',
    {
      config: admin,
      schema: {
        tags,
        description:
          'Every booking newest first (by creation), 50 a page (keyset cursor). q: customer or cleaner name (contains) or booking id prefix. counts and revenue cover q and paymentStatus over every status.',
        querystring: adminBookingsQuery,
        response: { 200: adminBookingPage, 400: problemSchema },
      },
    },
    async (request) => listAdminBookings(request.ctx.reader, request.query, requestLocale(request)),
  );

  r.get(
    '/api/v1/admin/bookings.csv',
    {
      config: admin,
      schema: {
        tags,
        description: `Every booking matching the filters as text/csv, newest first: ${ADMIN_BOOKINGS_CSV_HEADER.join(',')}.`,
        querystring: adminBookingsCsvQuery,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'bookings.csv',
        csvHeaderIn(requestLocale(request), ADMIN_BOOKINGS_CSV_HEADER),
        bookingCsvPages(request.ctx.reader, request.query),
      ),
  );

  r.get(
    '/api/v1/admin/bookings/:id',
    {
      config: admin,
      schema: { tags, params: idParam, response: { 200: bookingSchema, 404: problemSchema } },
    },
    async (request) => getBookingFor(db, request.auth, request.params.id),
  );

  // ---------------------------------------------------------------- payouts
  r.get(
    '/api/v1/admin/payouts',
    {
      config: admin,
      schema: {
        tags,
        description:
          'Balances per cleaner and currency (available: completed, paid bookings not yet paid out), the 50 newest payouts and totals per currency.',
        response: { 200: adminPayoutsResponse },
      },
    },
    async (request) => listPayouts(request.ctx.reader),
  );

  r.post(
    '/api/v1/admin/payouts/run',
    {
      config: admin,
      schema: {
        tags,
        description:
          'Pays every available balance: one payout per cleaner and currency; concurrent runs serialise and earnings are never paid twice. count 0 when nothing new is owed.',
        response: { 200: runPayoutsResponse, 409: problemSchema },
      },
    },
    async (request) => runPayouts(request.ctx, request.auth.userId),
  );

  r.get(
    '/api/v1/admin/payouts.csv',
    {
      config: admin,
      schema: {
        tags,
        description: `Every payout as text/csv, newest first: ${ADMIN_PAYOUTS_CSV_HEADER.join(',')}.`,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'payouts.csv',
        csvHeaderIn(requestLocale(request), ADMIN_PAYOUTS_CSV_HEADER),
        payoutCsvPages(request.ctx.reader),
      ),
  );

  // ---------------------------------------------------------------- reviews
  r.get(
    '/api/v1/admin/reviews',
    {
      config: admin,
      schema: {
        tags,
        description: 'Every review newest first, 50 a page (keyset cursor); hidden=true|false filters.',
        querystring: adminReviewsQuery,
        response: { 200: adminReviewPage, 400: problemSchema },
      },
    },
    async (request) => listAdminReviews(request.ctx.reader, request.query),
  );

  r.patch(
    '/api/v1/admin/reviews/:id',
    {
      config: admin,
      schema: {
        tags,
        description: "Hides or shows a review; hidden reviews leave the provider's average and public lists.",
        params: idParam,
        body: adminUpdateReviewBody,
        response: { 200: adminReviewSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request) => moderateReview(db, request.auth.userId, request.params.id, request.body.isHidden),
  );

  // ---------------------------------------------------------------- settings
  r.get(
    '/api/v1/admin/settings',
    { config: admin, schema: { tags, response: { 200: adminSettingsResponse } } },
    async () => getAdminSettings(db),
  );

  r.put(
    '/api/v1/admin/settings',
    {
      config: admin,
      schema: {
        tags,
        description:
          'Maintenance mode refuses new bookings (503); "Require provider approval" decides whether new cleaners start approved; `requireIdentityVerification` (optional; unchanged when left out; audited) makes an approved identity document a condition of approving a cleaner; `earliestStartHours` (1–168) is how far ahead a new booking must start (422 too_soon otherwise).',
        body: adminSettingsBody,
        response: { 200: adminSettingsResponse, 400: problemSchema },
      },
    },
    async (request) => updateAdminSettings(db, request.auth.userId, request.body),
  );
}
