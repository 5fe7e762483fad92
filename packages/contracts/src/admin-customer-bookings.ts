import { z } from 'zod';
import { addressListResponse } from './addresses';
import { bookingSchema, createBookingBody, slotsQuery } from './bookings';
import { paymentMethodListResponse } from './payment-methods';

/**
 * An admin books for a customer (decision 057): the very body the customer's wizard sends, answered by the
 * same use case; the customer is taken from the path, so the address and card must be theirs.
 */
export const adminCreateCustomerBookingBody = createBookingBody;
export type AdminCreateCustomerBookingBody = z.infer<typeof adminCreateCustomerBookingBody>;

/** What the admin may pick from: the customer's own saved addresses and cards, nobody else's. */
export const adminCustomerBookingOptions = z.object({
  addresses: addressListResponse,
  cards: paymentMethodListResponse,
});
export type AdminCustomerBookingOptions = z.infer<typeof adminCustomerBookingOptions>;

/** The free start times at one of the customer's addresses, as the wizard reads them, with the cleaners named. */
export const adminCustomerSlotsQuery = slotsQuery;
export const adminCustomerSlotsResponse = z.array(
  z.object({
    time: z.string(),
    cleaners: z.array(z.object({ userId: z.string(), fullName: z.string() })),
  }),
);
export type AdminCustomerSlots = z.infer<typeof adminCustomerSlotsResponse>;

// ---------------------------------------------------------------- a cleaner's open bookings

/** A cleaner who could take an open booking instead: approved, serving its address, free then. */
export const replacementCleanerSchema = z.object({ userId: z.string(), fullName: z.string() });

/** A pending or confirmed booking of a cleaner, still to come, with who could take it over. */
export const adminOpenBookingSchema = z.object({
  booking: bookingSchema,
  replacements: z.array(replacementCleanerSchema),
});
export const adminOpenBookingsResponse = z.object({ items: z.array(adminOpenBookingSchema) });
export type AdminOpenBooking = z.infer<typeof adminOpenBookingSchema>;

/**
 * What happens to one open booking when its cleaner stops being one: another cleaner takes it at the same time
 * and price, or it is cancelled and the customer refunded.
 */
export const openBookingDecisionSchema = z.discriminatedUnion('action', [
  z.strictObject({
    bookingId: z.uuid(),
    action: z.literal('reassign'),
    cleanerId: z.string().min(1).max(64),
  }),
  z.strictObject({ bookingId: z.uuid(), action: z.literal('cancel') }),
]);
export type OpenBookingDecision = z.infer<typeof openBookingDecisionSchema>;
