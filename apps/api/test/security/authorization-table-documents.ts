import { ADMIN, CLEANERS, type Rule } from './authorization-params';

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
