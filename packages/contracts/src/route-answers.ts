import { z } from 'zod';
import { cancelBookingBody } from './booking-lifecycle';
import { bookingSchema, tipSchema } from './bookings';
import { readNotificationsBody } from './notifications';
import { retryPaymentBody } from './payments';

/**
 * Bodies and answers the API's routes declared in place, here so the route table (api-route-schemas.ts) can
 * name them: what the API registers and what the web's tests are answered with is one schema.
 */

/** A 204: no body. */
export const noContentResponse = z.null().describe('Done');

/** An action on one booking: the booking as it now is. */
export const bookingResponse = z.object({ booking: bookingSchema });

/** requires_action: the customer's bank wants them to authenticate (they are told; GET …/payment has the secret). */
export const paymentOutcome = z.object({ status: z.enum(['paid', 'failed', 'none', 'requires_action']) });
/** Confirm, complete, approve overtime: the booking and what happened to its charge. */
export const bookingActionResponse = bookingResponse.extend({ payment: paymentOutcome });
/** POST /bookings/:id/tip: the tip made and the booking with it. */
export const addTipResponse = z.object({ tip: tipSchema, booking: bookingSchema });
/** A reschedule moved the booking at once or asked its cleaner. */
export const rescheduleResponse = bookingResponse.extend({ outcome: z.enum(['moved', 'requested']) });

/** The cleaner's hours are checked by the completion rule itself (its own wording), not by the schema. */
export const completeBookingBody = z.strictObject({ hoursWorked: z.unknown() });
/** No body at all (a customer cancelling a pending booking) arrives as null. */
export const cancelBookingRequest = cancelBookingBody.nullish();
/** Without a body, every notification is read. */
export const readNotificationsRequest = readNotificationsBody.nullish();
/** Without a body, the booking's own card is charged again. */
export const retryPaymentRequest = retryPaymentBody.optional();

export const reviewCreatedResponse = z.object({
  id: z.uuid(),
  rating: z.number(),
  comment: z.string().nullable(),
});

/** GET /me/rating: the cleaner's live average and count. */
export const ratingResponse = z.object({
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
});
