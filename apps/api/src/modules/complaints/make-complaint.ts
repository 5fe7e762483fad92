import type { BookingComplaint, Complaint, ComplaintBody } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { canComplainAt, complaintDeadline } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import type { AuthContext } from '../../lib/auth-context';
import { tellCleanerOfComplaint } from '../notifications/complaint-mails';
import { complaintBookingFor } from './complaint-access';
import {
  complaintExists,
  complaintNotCompleted,
  complaintWindowClosed,
  toComplaint,
} from './complaint-views';
import { findComplaint, insertComplaint, listComplaintPhotos } from './complaints.repository';

/**
 * The customer says "Not satisfied" about their completed booking (decision 070), within COMPLAINT_WINDOW_HOURS
 * of its completion (422 after, judged on `now`). Under the booking's row lock the complaint is inserted and its
 * cleaner told; the unique booking_id turns a second complaint, even a racing one, into 409. From this commit on
 * the booking's earning is held from payouts (owedToCleaner) until an admin decides.
 */
export async function makeComplaint(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'mailer' | 'config'>,
  customer: AuthContext,
  bookingId: string,
  body: ComplaintBody,
  now = new Date(),
): Promise<Complaint> {
  return ctx.db.transaction(async (tx) => {
    const { booking } = await complaintBookingFor(tx, customer, bookingId, ['customer'], true);
    if (booking.status !== 'completed' || !booking.completedAt) throw complaintNotCompleted();
    if (!canComplainAt({ status: booking.status, completedAt: booking.completedAt, now })) {
      throw complaintWindowClosed();
    }
    const row = await insertComplaint(tx, { bookingId, reason: body.reason });
    if (!row) throw complaintExists();
    await tellCleanerOfComplaint(ctx, tx, bookingId);
    return toComplaint(row, []);
  });
}

/**
 * A booking's complaint for its customer, its cleaner or an admin (anyone else: 404), with whether and until when
 * the customer may still make one.
 */
export async function getBookingComplaint(
  db: Database,
  viewer: AuthContext,
  bookingId: string,
  now = new Date(),
): Promise<BookingComplaint> {
  const { booking, side } = await complaintBookingFor(db, viewer, bookingId, [
    'customer',
    'cleaner',
    'admin',
  ]);
  const row = await findComplaint(db, bookingId);
  const complaint = row ? toComplaint(row, await listComplaintPhotos(db, row.id)) : null;
  const open = { status: booking.status, completedAt: booking.completedAt, now };
  return {
    complaint,
    canComplain: side === 'customer' && !complaint && canComplainAt(open),
    complainUntil:
      booking.status === 'completed' && booking.completedAt
        ? complaintDeadline(booking.completedAt).toISOString()
        : null,
  };
}
