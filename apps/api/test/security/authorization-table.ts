import { CURRENT_LEGAL_VERSIONS } from '@limpa/domain';
import type { World } from './authorization-fixtures';
import {
  ADMIN,
  address,
  anyBooking,
  booking,
  CLEANERS,
  CUSTOMERS,
  card,
  cleanerProfile,
  customersBooking,
  EVERYONE,
  enquiry,
  type Param,
  type Rule,
  SIGNED_IN,
  series,
  unknownId,
} from './authorization-params';
import { DOCUMENT_ROUTES, INVOICE_ROUTES } from './authorization-table-documents';
import { TRUST_AND_SUPPORT } from './authorization-table-trust';

export type { Param, Rule };

/**
 * Every /api route and who may call it (issue 17's authorization matrix). A route missing here fails the test:
 * whoever adds a route decides its row.
 */
export const AUTHORIZATION: Record<string, Rule> = {
  'GET /api/health': { allowed: EVERYONE },
  'GET /api/health/ready': { allowed: EVERYONE },
  'GET /api/v1/app-config': { allowed: EVERYONE },
  'GET /api/v1/payments/config': { allowed: EVERYONE },
  'POST /api/v1/client-events': { allowed: EVERYONE },
  'GET /api/dev/outbox': { allowed: EVERYONE },
  'GET /api/v1/services': { allowed: EVERYONE },
  'GET /api/v1/add-ons': { allowed: EVERYONE },
  'GET /api/v1/pricing': { allowed: EVERYONE },
  'GET /api/v1/faq': { allowed: EVERYONE },
  'GET /api/v1/legal/terms': { allowed: EVERYONE },
  'GET /api/v1/legal/privacy': { allowed: EVERYONE },
  'GET /api/v1/files/avatars/:name': { allowed: EVERYONE, param: { kind: 'fixed', value: 'nobody.jpg' } },

  'GET /api/v1/me': { allowed: SIGNED_IN },
  // Answers null to anyone signed out — a suspended person too, whose sessions ended with the suspension; a
  // session that outlived it is refused 403 (test/auth/session-route.test.ts).
  'GET /api/v1/session': { allowed: EVERYONE },
  'PATCH /api/v1/me/profile': { allowed: SIGNED_IN },
  'PUT /api/v1/me/avatar': { allowed: SIGNED_IN },
  'POST /api/v1/me/password': { allowed: SIGNED_IN },
  'GET /api/v1/me/export': { allowed: SIGNED_IN },
  'POST /api/v1/me/verification-email': { allowed: SIGNED_IN },
  'POST /api/v1/me/legal-acceptance': {
    allowed: SIGNED_IN,
    body: { termsVersion: CURRENT_LEGAL_VERSIONS.terms, privacyVersion: CURRENT_LEGAL_VERSIONS.privacy },
  },
  // Admin accounts are removed by an operator. Without a body the allowed callers stop at validation (400).
  'DELETE /api/v1/me': { allowed: [...CUSTOMERS, ...CLEANERS] },
  'POST /api/v1/payments/local/tokens': { allowed: SIGNED_IN },
  'GET /api/v1/providers': { allowed: SIGNED_IN },
  'GET /api/v1/providers/:userId': { allowed: SIGNED_IN, param: cleanerProfile },
  'GET /api/v1/providers/:userId/reviews': { allowed: SIGNED_IN, param: cleanerProfile },
  'GET /api/v1/bookings': { allowed: SIGNED_IN },
  'GET /api/v1/bookings/:id': { allowed: SIGNED_IN, param: { ...booking, seenByAll: ADMIN } },

  'GET /api/v1/me/favorites': { allowed: CUSTOMERS },
  'PUT /api/v1/me/favorites/:userId': { allowed: CUSTOMERS, param: cleanerProfile },
  // Removing a favourite that is not there is a no-op.
  'DELETE /api/v1/me/favorites/:userId': {
    allowed: CUSTOMERS,
    param: { ...cleanerProfile, unknownStatus: 204 },
  },
  'GET /api/v1/me/addresses': { allowed: CUSTOMERS },
  'POST /api/v1/me/addresses': { allowed: CUSTOMERS },
  'GET /api/v1/me/addresses/:id': { allowed: CUSTOMERS, param: address },
  'GET /api/v1/me/addresses/:id/tax': { allowed: CUSTOMERS, param: address },
  'PATCH /api/v1/me/addresses/:id': { allowed: CUSTOMERS, param: address },
  'DELETE /api/v1/me/addresses/:id': { allowed: CUSTOMERS, param: address },
  'GET /api/v1/me/payment-methods': { allowed: CUSTOMERS },
  'POST /api/v1/me/payment-methods': { allowed: CUSTOMERS },
  'POST /api/v1/me/payment-methods/:id/default': { allowed: CUSTOMERS, param: card },
  'DELETE /api/v1/me/payment-methods/:id': { allowed: CUSTOMERS, param: card },
  'GET /api/v1/slots': { allowed: CUSTOMERS },
  'POST /api/v1/bookings': { allowed: CUSTOMERS },
  'POST /api/v1/me/payment-methods/setup-intent': { allowed: CUSTOMERS },
  'POST /api/v1/payments/local/authenticate': { allowed: CUSTOMERS },
  'GET /api/v1/bookings/:id/payment': { allowed: CUSTOMERS, param: customersBooking },
  'POST /api/v1/bookings/:id/payment/retry': { allowed: CUSTOMERS, param: customersBooking },
  // A tip is its customer's alone (test/tips walks the window, the range and the card).
  'POST /api/v1/bookings/:id/tip': {
    allowed: CUSTOMERS,
    param: customersBooking,
    body: { amountCents: 100 },
  },
  'POST /api/v1/bookings/:id/review': { allowed: CUSTOMERS, param: booking, body: { rating: 5 } },
  'POST /api/v1/bookings/:id/cancel': { allowed: [...CUSTOMERS, ...CLEANERS], param: booking },
  'GET /api/v1/booking-series/:id': { allowed: SIGNED_IN, param: { ...series, seenByAll: ADMIN } },
  'POST /api/v1/booking-series/:id/cancel': { allowed: CUSTOMERS, param: { ...series, owners: CUSTOMERS } },
  'POST /api/v1/bookings/:id/reschedule': {
    allowed: CUSTOMERS,
    param: booking,
    body: { bookingDate: '2030-01-07', bookingTime: '10:00' },
  },
  'POST /api/v1/bookings/:id/overtime/approve': { allowed: CUSTOMERS, param: booking },
  'POST /api/v1/bookings/:id/overtime/dispute': {
    allowed: CUSTOMERS,
    param: booking,
    body: { reason: 'Matrix check' },
  },

  'GET /api/v1/bookings/:id/messages': { allowed: SIGNED_IN, param: { ...booking, seenByAll: ADMIN } },
  'POST /api/v1/bookings/:id/messages': {
    allowed: [...CUSTOMERS, ...CLEANERS],
    param: booking,
    body: { body: 'Is there parking nearby?' },
  },
  'POST /api/v1/bookings/:id/messages/read': { allowed: [...CUSTOMERS, ...CLEANERS], param: booking },
  'GET /api/v1/me/unread-messages': { allowed: SIGNED_IN },
  'GET /api/v1/me/conversations': { allowed: [...CUSTOMERS, ...CLEANERS] },
  'GET /api/v1/conversations': { allowed: [...CUSTOMERS, ...CLEANERS] },
  'POST /api/v1/conversations': {
    allowed: CUSTOMERS,
    body: (w: World) => ({ cleanerId: w.people.cleaner.userId }),
  },
  'GET /api/v1/conversations/:id': { allowed: SIGNED_IN, param: { ...enquiry, seenByAll: ADMIN } },
  'GET /api/v1/conversations/:id/messages': { allowed: SIGNED_IN, param: { ...enquiry, seenByAll: ADMIN } },
  'POST /api/v1/conversations/:id/messages': {
    allowed: [...CUSTOMERS, ...CLEANERS],
    param: enquiry,
    body: { body: 'Do you bring your own products?' },
  },
  'POST /api/v1/conversations/:id/messages/read': { allowed: [...CUSTOMERS, ...CLEANERS], param: enquiry },
  ...TRUST_AND_SUPPORT,
  'GET /api/v1/me/notifications': { allowed: SIGNED_IN },
  'POST /api/v1/me/notifications/read': { allowed: SIGNED_IN },
  'GET /api/v1/me/notification-preferences': { allowed: SIGNED_IN },
  'PUT /api/v1/me/notification-preferences': {
    allowed: SIGNED_IN,
    body: { push: { booking_reminder: false } },
  },
  'GET /api/v1/unsubscribe': { allowed: EVERYONE },
  'POST /api/v1/unsubscribe': { allowed: EVERYONE, body: {} },
  'GET /api/v1/push/public-key': { allowed: EVERYONE },
  'POST /api/v1/me/push-subscriptions': {
    allowed: SIGNED_IN,
    body: { endpoint: 'https://push.example.test/sub/1', keys: { p256dh: 'key', auth: 'auth' } },
  },
  'DELETE /api/v1/me/push-subscriptions': {
    allowed: SIGNED_IN,
    body: { endpoint: 'https://push.example.test/sub/1' },
  },
  // Without `Accept: text/event-stream` the allowed get 406 (a stream would never end an inject).
  'GET /api/v1/events': { allowed: SIGNED_IN },
  // Who did not come; the other side of the booking reports it (test/late-fee walks the sides and the window).
  'POST /api/v1/bookings/:id/no-show': {
    allowed: [...CUSTOMERS, ...CLEANERS],
    param: booking,
    body: { who: 'cleaner' },
  },
  'POST /api/v1/bookings/:id/confirm': { allowed: CLEANERS, param: booking },
  'POST /api/v1/bookings/:id/complete': { allowed: CLEANERS, param: booking, body: { hoursWorked: 2.5 } },
  'POST /api/v1/bookings/:id/reschedule/accept': { allowed: CLEANERS, param: booking },
  'POST /api/v1/bookings/:id/reschedule/decline': { allowed: CLEANERS, param: booking },
  'PUT /api/v1/me/onboarding/steps/1': { allowed: CLEANERS },
  'PUT /api/v1/me/onboarding/steps/2': { allowed: CLEANERS },
  'PUT /api/v1/me/onboarding/steps/3': { allowed: CLEANERS },
  'PUT /api/v1/me/onboarding/steps/:step': { allowed: CLEANERS, param: { kind: 'fixed', value: '9' } },
  'POST /api/v1/me/onboarding/complete': { allowed: CLEANERS },
  'POST /api/v1/me/payout/connect': { allowed: CLEANERS },
  'GET /api/v1/me/payout': { allowed: CLEANERS },
  'GET /api/v1/me/payouts/withdrawal': { allowed: CLEANERS },
  'POST /api/v1/me/payouts/withdraw': { allowed: CLEANERS },
  'GET /api/v1/me/availability': { allowed: CLEANERS },
  'PUT /api/v1/me/availability': { allowed: CLEANERS },
  'GET /api/v1/me/time-off': { allowed: CLEANERS },
  'PUT /api/v1/me/time-off': { allowed: CLEANERS, body: [] },
  'PUT /api/v1/me/accepting-jobs': { allowed: CLEANERS, body: { accepting: true } },
  'GET /api/v1/me/earnings': { allowed: CLEANERS },
  'GET /api/v1/me/earnings.csv': { allowed: CLEANERS },
  // A cleaner's own statements (decision 077): no id in the path, so only the access rule is checked here.
  'GET /api/v1/me/statements/:month.csv': { allowed: CLEANERS, param: { kind: 'fixed', value: '2025-10' } },
  'GET /api/v1/me/statements/:month.pdf': { allowed: CLEANERS, param: { kind: 'fixed', value: '2025-10' } },
  'GET /api/v1/me/statements/year/:year.csv': { allowed: CLEANERS, param: { kind: 'fixed', value: '2025' } },
  'GET /api/v1/me/statements/year/:year.pdf': { allowed: CLEANERS, param: { kind: 'fixed', value: '2025' } },
  'GET /api/v1/me/rating': { allowed: CLEANERS },
  'GET /api/v1/me/booking-requests': { allowed: CLEANERS },

  'GET /api/v1/admin/stats': { allowed: ADMIN },
  'GET /api/v1/admin/users': { allowed: ADMIN },
  'GET /api/v1/admin/users/:profileId': {
    allowed: ADMIN,
    param: { kind: 'public', existing: (w) => w.people.customerA.profileId },
  },
  'PATCH /api/v1/admin/users/:profileId': {
    allowed: ADMIN,
    param: { kind: 'public', existing: (w) => w.people.customerB.profileId },
  },
  'GET /api/v1/admin/users/:profileId/booking-options': {
    allowed: ADMIN,
    param: { kind: 'public', existing: (w) => w.people.customerA.profileId },
  },
  // The query is checked before anyone is looked up: without one, any profile is a 400.
  'GET /api/v1/admin/users/:profileId/slots': {
    allowed: ADMIN,
    param: { kind: 'public', existing: (w) => w.people.customerA.profileId, unknownStatus: 400 },
  },
  'POST /api/v1/admin/users/:profileId/bookings': {
    allowed: ADMIN,
    param: { kind: 'public', existing: (w) => w.people.customerA.profileId },
    // Well formed, so an unknown customer is told apart (404) from a start time the rules refuse (400).
    body: {
      homeType: 'T2',
      addressId: '00000000-0000-4000-8000-000000000001',
      bookingDate: '2030-01-02',
      bookingTime: '07:00',
      cleanerId: 'matrix-cleaner',
      paymentMethodId: '00000000-0000-4000-8000-000000000002',
    },
  },
  'GET /api/v1/admin/users/:profileId/open-bookings': {
    allowed: ADMIN,
    param: { kind: 'public', existing: (w) => w.people.cleaner.profileId },
  },
  'GET /api/v1/admin/bookings': { allowed: ADMIN },
  'GET /api/v1/admin/bookings.csv': { allowed: ADMIN },
  'GET /api/v1/admin/bookings/:id': { allowed: ADMIN, param: anyBooking },
  'POST /api/v1/admin/bookings/:id/refunds': {
    allowed: ADMIN,
    param: anyBooking,
    body: { amountCents: 100, reason: 'Matrix check' },
  },
  'POST /api/v1/admin/bookings/:id/cancel': {
    allowed: ADMIN,
    param: anyBooking,
    body: { reason: 'Matrix check', refund: 'none' },
  },
  'POST /api/v1/admin/bookings/:id/payment/retry': { allowed: ADMIN, param: anyBooking },
  'POST /api/v1/admin/bookings/:id/overtime': {
    allowed: ADMIN,
    param: anyBooking,
    body: { decision: 'waive' },
  },
  'POST /api/v1/admin/bookings/:id/reassign': {
    allowed: ADMIN,
    param: anyBooking,
    body: { cleanerId: 'matrix-no-such-cleaner' },
  },
  'GET /api/v1/admin/disputes': { allowed: ADMIN },
  'GET /api/v1/admin/payouts': { allowed: ADMIN },
  'POST /api/v1/admin/payouts/run': { allowed: ADMIN },
  'POST /api/v1/admin/payouts/:id/resend': {
    allowed: ADMIN,
    param: unknownId,
  },
  'GET /api/v1/admin/payouts.csv': { allowed: ADMIN },
  'GET /api/v1/admin/reviews': { allowed: ADMIN },
  'GET /api/v1/admin/reports/revenue': { allowed: ADMIN },
  'GET /api/v1/admin/reports/revenue.csv': { allowed: ADMIN },
  'GET /api/v1/admin/service-standards': { allowed: ADMIN },
  'PUT /api/v1/admin/service-standards': {
    allowed: ADMIN,
    body: { texts: { en: 'Arrive on time.', 'pt-PT': '', 'fr-CA': '' } },
  },
  'GET /api/v1/me/service-standards': { allowed: CLEANERS },
  'GET /api/v1/admin/services': { allowed: ADMIN },
  'PATCH /api/v1/admin/services/:id': {
    allowed: ADMIN,
    param: { kind: 'public', existing: (w) => w.make.service() },
    body: {},
  },
  'PATCH /api/v1/admin/reviews/:id': {
    allowed: ADMIN,
    param: { kind: 'public', existing: (w) => w.make.review() },
    body: { isHidden: true },
  },
  'GET /api/v1/admin/settings': { allowed: ADMIN },
  'PUT /api/v1/admin/settings': { allowed: ADMIN },
  'GET /api/v1/admin/tax-rates': { allowed: ADMIN },
  'POST /api/v1/admin/tax-rates': {
    allowed: ADMIN,
    body: { country: 'canada', region: 'BC', code: 'PST', rate: '0.07', effectiveFrom: '2099-01-01' },
  },
  ...DOCUMENT_ROUTES,
  ...INVOICE_ROUTES,
};
