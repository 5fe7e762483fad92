import { ADMIN, booking, CLEANERS, CUSTOMERS, type Rule, SIGNED_IN } from './authorization-params';

/**
 * The cleaners' documents (decision 071), in the authorization matrix. A cleaner sends their own and reads only
 * their status; everything about the file is an admin's, and the file itself needs both an admin's session and a
 * link signed for it (an unknown token is refused, 403, before any lookup).
 */
export const DOCUMENT_ROUTES: Record<string, Rule> = {
  'GET /api/v1/me/documents': { allowed: CLEANERS },
  // Its body is a multipart file: the empty one sent here is refused (415) after the access check.
  'PUT /api/v1/me/documents/:kind': { allowed: CLEANERS, param: { kind: 'fixed', value: 'insurance' } },
  'GET /api/v1/admin/documents': { allowed: ADMIN },
  'POST /api/v1/admin/documents/:id/review': {
    allowed: ADMIN,
    param: { kind: 'public', existing: (w) => w.make.cleanerDocument() },
    body: { decision: 'approve' },
  },
  'POST /api/v1/admin/documents/:id/link': {
    allowed: ADMIN,
    param: { kind: 'public', existing: (w) => w.make.cleanerDocument() },
  },
  'GET /api/v1/admin/documents/files/:token': {
    allowed: ADMIN,
    param: { kind: 'public', existing: (w) => w.make.documentLinkToken(), unknownStatus: 403 },
  },
};

/**
 * Customers' invoices and credit notes (decision 080): a booking's and each document are its customer's and the
 * admins'; its cleaner and anyone else get 404, as for an unknown id.
 */
export const INVOICE_ROUTES: Record<string, Rule> = {
  'GET /api/v1/bookings/:id/invoices': {
    allowed: SIGNED_IN,
    param: { ...booking, owners: CUSTOMERS, seenByAll: ADMIN },
  },
  'GET /api/v1/invoices/:id.pdf': {
    allowed: SIGNED_IN,
    param: { kind: 'owned', owners: CUSTOMERS, make: (w, o) => w.make.invoice(o), seenByAll: ADMIN },
  },
  'GET /api/v1/me/invoices': { allowed: CUSTOMERS },
  'GET /api/v1/admin/invoices': { allowed: ADMIN },
};
