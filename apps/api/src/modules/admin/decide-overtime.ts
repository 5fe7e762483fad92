import type { AdminOvertimeDecisionBody } from '@limpa/contracts';
import { bookings, type Database, moneyAuditEvents } from '@limpa/db';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { conflict } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { bookingNotFound } from '../../lib/booking-privacy';
import { chargeOrScheduleRetry } from '../booking-payments/retry-booking-payment';
import { markOvertimeApproved } from '../bookings/overtime-consent';
import { getBookingFor } from '../bookings/read-bookings';
import { notifyOvertime } from '../notifications/overtime-mails';

/** The decision's one transaction: a compare-and-swap from `disputed` and its money_audit_events row. */
async function recordDecision(
  db: Database,
  adminUserId: string,
  id: string,
  body: AdminOvertimeDecisionBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [b] = await tx
      .select({ overtimeStatus: bookings.overtimeStatus, fee: bookings.overtimeFeeCents })
      .from(bookings)
      .where(eq(bookings.id, id));
    if (!b) throw bookingNotFound();
    const decided =
      body.decision === 'charge'
        ? await markOvertimeApproved(tx, id, ['disputed'])
        : (
            await tx
              .update(bookings)
              .set({ overtimeStatus: 'waived' })
              .where(and(eq(bookings.id, id), eq(bookings.overtimeStatus, 'disputed')))
              .returning({ id: bookings.id })
          ).length > 0;
    if (!decided) {
      throw conflict(
        'Only a disputed overtime can be decided.',
        'Overtime not updated',
        'overtime_not_disputed',
      );
    }
    await tx.insert(moneyAuditEvents).values({
      actorUserId: adminUserId,
      action: 'overtime_decision',
      bookingId: id,
      amountCents: b.fee,
      detail: { decision: body.decision },
    });
  });
}

/**
 * An admin decides a disputed overtime (audited): "charge" approves it and charges it at once, "waive" closes it
 * without charging. Both sides are told the outcome.
 */
export async function decideOvertime(
  ctx: AppContext,
  admin: AuthContext,
  id: string,
  body: AdminOvertimeDecisionBody,
) {
  await recordDecision(ctx.db, admin.userId, id, body);
  if (body.decision === 'charge') await chargeOrScheduleRetry(ctx, id);
  await notifyOvertime(ctx, id, body.decision === 'charge' ? 'charged' : 'waived');
  return { booking: await getBookingFor(ctx.db, admin, id) };
}
