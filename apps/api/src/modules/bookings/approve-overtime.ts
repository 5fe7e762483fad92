import type { AppContext } from '../../lib/app-context';
import type { AuthContext } from '../../lib/auth-context';
import { notifyOvertime } from '../notifications/overtime-mails';
import { chargeBookingNow } from './charge-booking-now';
import { markOvertimeApproved, noOvertimeRequest, ownCompletedBooking } from './overtime-consent';
import { getBookingFor } from './read-bookings';

/**
 * The customer approves the overtime waiting for them (any time while it waits: after 48 h silence would approve
 * it anyway): it is charged at once and both sides are told.
 */
export async function approveOvertime(ctx: AppContext, customer: AuthContext, id: string) {
  await ownCompletedBooking(ctx.db, customer, id);
  if (!(await markOvertimeApproved(ctx.db, id, ['pending_approval']))) throw noOvertimeRequest();
  const status = await chargeBookingNow(ctx, id);
  await notifyOvertime(ctx, id, 'approved');
  return { booking: await getBookingFor(ctx.db, customer, id), payment: { status } };
}
