import type { AdminSupportCase, SupportCase, SupportMessage } from '@limpa/contracts';
import type { supportCases, supportMessages } from '@limpa/db';
import { AppError, notFound } from '../../lib/app-error';

/** The one 404 of the help desk: unknown, or not the caller's (nobody learns a case exists). */
export const supportCaseNotFound = () => notFound();

/** Where a photo is served: only through the case's access check, the storage itself is never public. */
export const supportPhotoUrl = (caseId: string, photoId: string) =>
  `/api/v1/support/cases/${caseId}/photos/${photoId}`;

/** A closed case takes no message: asking again is a new request. */
export const supportCaseClosed = () =>
  new AppError(
    409,
    'support_case_closed',
    'Request Closed',
    'This request is closed. To ask again, open a new request.',
  );

export const toSupportCase = (c: typeof supportCases.$inferSelect): SupportCase => ({
  id: c.id,
  topic: c.topic,
  status: c.status,
  bookingId: c.bookingId,
  createdAt: c.createdAt.toISOString(),
  lastMessageAt: c.lastMessageAt.toISOString(),
  closedAt: c.closedAt?.toISOString() ?? null,
});

export const toAdminSupportCase = (r: {
  row: typeof supportCases.$inferSelect;
  requesterName: string | null;
  requesterRole: 'customer' | 'cleaner' | 'admin' | null;
  assignedAdminName: string | null;
}): AdminSupportCase => ({
  ...toSupportCase(r.row),
  requesterId: r.row.requesterId,
  guestEmail: r.row.guestEmail,
  requesterName: r.requesterName,
  requesterRole: r.requesterRole,
  assignedAdminId: r.row.assignedAdminId,
  assignedAdminName: r.assignedAdminName,
});

export const toSupportMessage = (m: typeof supportMessages.$inferSelect): SupportMessage => ({
  id: m.id,
  fromTeam: m.fromTeam,
  body: m.body,
  createdAt: m.createdAt.toISOString(),
});
