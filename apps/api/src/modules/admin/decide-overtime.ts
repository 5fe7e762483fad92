import type { AdminOvertimeDecisionBody } from '@limpa/contracts';
import { bookings, type Database, moneyAuditEvents } from '@limpa/db';
import { and, eq } from 'drizzle-orm';
import { conflict } from '../../lib/app-error';
import { bookingNotFound } from '../../lib/booking-privacy';
import { markOvertimeApproved } from '../bookings/overtime-consent';

/**
 * An admin decides a disputed overtime: "charge" approves it (the caller then charges it), "waive" closes it
 * without charging. A compare-and-swap from `disputed` and its money_audit_events row commit together.
 */
export async function decideOvertime(
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
