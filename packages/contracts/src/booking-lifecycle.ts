import { z } from 'zod';
import { dateSchema, timeSchema } from './bookings';

/** Booking lifecycle requests (docs/api.md#booking-lifecycle, decision 020). */

const reasonText = z.string().trim().min(1).max(500);

/** POST /bookings/:id/reschedule: the new local date and start time, in the booking's time zone. */
export const rescheduleBody = z.strictObject({ bookingDate: dateSchema, bookingTime: timeSchema });
export type RescheduleBody = z.infer<typeof rescheduleBody>;

/** POST /bookings/:id/cancel: a reason, required when its cleaner cancels a confirmed booking. */
export const cancelBookingBody = z.strictObject({ reason: reasonText.optional() });

/** POST /bookings/:id/no-show: who did not come (the other side of the one reporting; decision 069). */
export const noShowBody = z.strictObject({ who: z.enum(['cleaner', 'customer']) });
export type NoShowBody = z.infer<typeof noShowBody>;

/** POST /bookings/:id/overtime/dispute. */
export const overtimeDisputeBody = z.strictObject({ reason: reasonText });

/** POST /admin/bookings/:id/overtime: an admin decides a disputed overtime. */
export const adminOvertimeDecisionBody = z.strictObject({ decision: z.enum(['charge', 'waive']) });
export type AdminOvertimeDecisionBody = z.infer<typeof adminOvertimeDecisionBody>;

/** POST /admin/bookings/:id/reassign: another approved cleaner takes the booking at the same time. */
export const adminReassignBody = z.strictObject({ cleanerId: z.string().min(1).max(64) });
