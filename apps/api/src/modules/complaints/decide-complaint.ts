import type { AdminComplaintDecisionBody, Complaint } from '@limpa/contracts';
import { moneyAuditEvents } from '@limpa/db';
import type { AppContext } from '../../lib/app-context';
import { pgCode } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import {
  claimRefundParts,
  type RefundPart,
  sendRefundParts,
} from '../booking-payments/refund-booking-payment';
import { slotTaken } from '../bookings/bookable-slot';
import { tellComplaintDecided } from '../notifications/complaint-mails';
import { bookReclean } from './book-reclean';
import { complaintBookingFor } from './complaint-access';
import { complaintDecided, complaintNotFound, toComplaint } from './complaint-views';
import { closeComplaint, findComplaint, listComplaintPhotos } from './complaints.repository';

/**
 * An admin decides a complaint (decision 070): a free re-clean, a refund through the refund path (bounded by
 * what is left: 422 Refund Too Large), or nothing. One transaction under the booking's then the complaint's row
 * lock: the decision is a compare-and-swap on the open status (a second or racing decision gets 409 and changes
 * nothing), the re-clean or the refund's claim, the money audit and both sides' news commit together. Closing the
 * complaint releases the hold on the booking's earning; after a refund the payouts' rule judges it again (paid
 * only while what was collected net of refunds covers the final total). The refund's processor call runs after
 * the commit, as every refund's does; parts left pending are retried by the refund job.
 */
export async function decideComplaint(
  ctx: AppContext,
  admin: AuthContext,
  bookingId: string,
  body: AdminComplaintDecisionBody,
  now = new Date(),
): Promise<Complaint> {
  let parts: RefundPart[] = [];
  let decided: Awaited<ReturnType<typeof closeComplaint>>;
  try {
    decided = await ctx.db.transaction(async (tx) => {
      const { booking } = await complaintBookingFor(tx, admin, bookingId, ['admin'], true);
      const found = await findComplaint(tx, bookingId, true);
      if (!found) throw complaintNotFound();
      if (found.status !== 'open') throw complaintDecided();
      let refundCents: number | null = null;
      let recleanBookingId: string | null = null;
      if (body.decision === 'refund') {
        parts = await claimRefundParts(tx, bookingId, {
          amountCents: body.amountCents,
          reason: 'complaint',
          actorUserId: admin.userId,
        });
        refundCents = body.amountCents;
      } else if (body.decision === 'reclean') {
        recleanBookingId = await bookReclean(tx, booking, body, now);
      }
      const row = await closeComplaint(
        tx,
        found.id,
        { decision: body.decision, refundCents, recleanBookingId, decidedBy: admin.userId },
        now,
      );
      if (!row) throw complaintDecided();
      await tx.insert(moneyAuditEvents).values({
        actorUserId: admin.userId,
        action: 'complaint_decision',
        bookingId,
        amountCents: refundCents,
        reason: body.decision,
        detail: { complaintId: found.id, decision: body.decision, recleanBookingId },
      });
      await tellComplaintDecided(ctx, tx, bookingId, {
        decision: body.decision,
        refundCents,
        recleanBookingId,
      });
      return row;
    });
  } catch (err) {
    if (pgCode(err) === '23P01') throw slotTaken();
    throw err;
  }
  if (parts.length > 0) await sendRefundParts(ctx, bookingId, parts);
  return toComplaint(decided!, await listComplaintPhotos(ctx.db, decided!.id));
}
