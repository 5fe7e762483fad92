import type { Rule } from './authorization-params';
import {
  ADMIN,
  anyBooking,
  booking,
  CLEANERS,
  CUSTOMERS,
  customersBooking,
  EVERYONE,
  SIGNED_IN,
  supportCase,
  unknownId,
} from './authorization-params';

/** The help desk, reports and complaints (decisions 064, 067, 070, 072, 073): their rows of the matrix. */
export const TRUST_AND_SUPPORT: Record<string, Rule> = {
  'POST /api/v1/support/cases': {
    allowed: [...CUSTOMERS, ...CLEANERS],
    body: { topic: 'other', body: 'How do I change my e-mail address?' },
  },
  // A message from anyone signed out, a suspended person above all (decision 073).
  'POST /api/v1/support/guest-cases': {
    allowed: EVERYONE,
    body: { email: 'locked.out@example.test', name: 'Locked Out', topic: 'account', body: 'Why?' },
  },
  'GET /api/v1/support/cases': { allowed: SIGNED_IN },
  'GET /api/v1/support/cases/:id': { allowed: SIGNED_IN, param: { ...supportCase, seenByAll: ADMIN } },
  'POST /api/v1/support/cases/:id/messages': {
    allowed: SIGNED_IN,
    param: { ...supportCase, seenByAll: ADMIN },
    body: { body: 'One more thing.' },
  },
  // Its body is a multipart photo: the empty one sent here is refused (415) after the case's check (404).
  'POST /api/v1/support/cases/:id/photos': {
    allowed: SIGNED_IN,
    param: { ...supportCase, seenByAll: ADMIN },
  },
  // Two ids: only the access rule is walked here; whose photo it is, support-photos.test.ts checks.
  'GET /api/v1/support/cases/:id/photos/:photoId': {
    allowed: SIGNED_IN,
    param: unknownId,
  },
  'GET /api/v1/admin/support/cases': { allowed: ADMIN },
  'POST /api/v1/admin/support/cases/:id/assign': {
    allowed: ADMIN,
    param: { kind: 'public', existing: (w) => w.make.supportCase('customerA') },
  },
  'POST /api/v1/admin/support/cases/:id/close': {
    allowed: ADMIN,
    param: { kind: 'public', existing: (w) => w.make.supportCase('customerA') },
  },
  // Whom one may report depends on who one dealt with (test/reports); here only the role rule is walked, with a
  // body naming no target, which every allowed role reaches (400) and which writes nothing.
  'POST /api/v1/reports': { allowed: [...CUSTOMERS, ...CLEANERS], body: { reason: 'Rude' } },
  'GET /api/v1/admin/reports': { allowed: ADMIN },
  'PATCH /api/v1/admin/reports/:id': {
    allowed: ADMIN,
    param: { kind: 'public', existing: (w) => w.make.report() },
    body: { status: 'dismissed' },
  },
  // Complaints (decision 070): a booking's customer complains, its cleaner answers, both and admins read.
  'POST /api/v1/bookings/:id/complaint': {
    allowed: CUSTOMERS,
    param: customersBooking,
    body: { reason: 'Dusty' },
  },
  'GET /api/v1/bookings/:id/complaint': { allowed: SIGNED_IN, param: { ...booking, seenByAll: ADMIN } },
  'POST /api/v1/bookings/:id/complaint/answer': {
    allowed: CLEANERS,
    param: booking,
    body: { answer: 'Sorry' },
  },
  'POST /api/v1/bookings/:id/complaint/photos': { allowed: CUSTOMERS, param: customersBooking },
  // Two ids: only the access rule is walked here; whose photo it is, complaints tests check.
  'GET /api/v1/bookings/:id/complaint/photos/:photoId': {
    allowed: SIGNED_IN,
    param: unknownId,
  },
  'GET /api/v1/admin/complaints': { allowed: ADMIN },
  'POST /api/v1/admin/bookings/:id/complaint': {
    allowed: ADMIN,
    param: anyBooking,
    body: { decision: 'none' },
  },
};
