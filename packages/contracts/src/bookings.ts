import { BOOKING_STATUSES, HOME_TYPES, OVERTIME_STATUSES, PAYMENT_STATUSES, TAX_CODES } from '@limpa/domain';
import { z } from 'zod';
import { currencySchema } from './common';

export const homeTypeSchema = z.enum(HOME_TYPES);
export const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
export const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:mm');
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/**
 * A booking request. The API answers a body that lacks only required fields with the product's single
 * "Missing Information" problem; wrong types and unknown fields (e.g. a client total) are a validation error.
 */
export const createBookingBody = z.strictObject({
  homeType: homeTypeSchema,
  isRecurring: z.boolean().optional(),
  addressId: z.uuid(),
  bookingDate: dateSchema,
  bookingTime: timeSchema,
  addOnIds: z.array(z.uuid()).max(20).optional(),
  /** The cleaner asked for; absent: "any available cleaner", chosen by the API (decision 065). */
  cleanerId: z.string().min(1).max(64).optional(),
  paymentMethodId: z.uuid(),
  specialInstructions: z.string().trim().max(1000).optional(),
  serviceId: z.uuid().optional(),
  /** With isRecurring: how often the visit repeats (same weekday and local time). Default every week. */
  recurrence: z.strictObject({ everyWeeks: z.union([z.literal(1), z.literal(2), z.literal(4)]) }).optional(),
});
export type CreateBookingBody = z.infer<typeof createBookingBody>;

export const bookingChargeSchema = z.object({
  kind: z.enum(['charge', 'overtime', 'late_fee', 'tip', 'refund']),
  amountCents: z.number().int(),
  status: z.enum(['pending', 'succeeded', 'failed', 'requires_action']),
  reference: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const bookingPartySchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});

/**
 * A booking's tip (decision 076): `paid` once its charge succeeded, `processing` while the card processor has
 * not answered. A declined tip is no tip: the booking has none and its customer may try again.
 */
export const tipSchema = z.object({
  amountCents: z.number().int(),
  status: z.enum(['paid', 'processing']),
  createdAt: z.iso.datetime(),
});
export type Tip = z.infer<typeof tipSchema>;

/** POST /bookings/:id/tip: the amount, from 1 cent to the booking's total (checked by the API: 422 beyond). */
export const addTipBody = z.strictObject({ amountCents: z.number().int() });
export type AddTipBody = z.infer<typeof addTipBody>;

/** One tax of a line: its code, its rate as a decimal string ('0.09975') and its amount (decision 079). */
export const taxAmountSchema = z.object({
  code: z.enum(TAX_CODES),
  rate: z.string(),
  amountCents: z.number().int(),
});

export const bookingSchema = z.object({
  id: z.uuid(),
  customerId: z.string(),
  cleanerId: z.string().nullable(),
  serviceId: z.uuid().nullable(),
  serviceName: z.string(),
  homeType: homeTypeSchema,
  isRecurring: z.boolean(),
  /** The recurring series this visit belongs to, and how often it repeats; null for a one-off booking. */
  seriesId: z.uuid().nullable(),
  seriesEveryWeeks: z.number().int().nullable(),
  estimatedTime: z.string(),
  currency: currencySchema,
  basePriceCents: z.number().int(),
  addOns: z.array(z.object({ id: z.string(), name: z.string(), priceCents: z.number().int() })),
  addOnsTotalCents: z.number().int(),
  extras: z.array(z.string()),
  /** Before tax: what the platform fee and the cleaner's earnings are worked out on (decision 079). */
  subtotalCents: z.number().int(),
  taxes: z.array(taxAmountSchema),
  /** True in Portugal: the prices shown include the tax; false in Canada: the tax is added on top. */
  taxIncluded: z.boolean(),
  /** The rates the booking was priced under, for later lines (overtime, a late fee) to be taxed alike. */
  taxRates: z.array(z.object({ code: z.enum(TAX_CODES), rate: z.string() })),
  /** What the customer pays. */
  totalAmountCents: z.number().int(),
  platformFeeCents: z.number().int(),
  cleanerEarningsCents: z.number().int(),
  bookingDate: z.string(),
  bookingTime: z.string(),
  timeZone: z.string(),
  durationHours: z.number(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  customerAddress: z.string(),
  addressId: z.uuid().nullable(),
  paymentMethodId: z.uuid().nullable(),
  selectedRooms: z.array(z.object({ type: z.string(), count: z.number(), size: z.string() })),
  specialInstructions: z.string().nullable(),
  status: bookingStatusSchema,
  paymentStatus: paymentStatusSchema,
  /** Sum of succeeded refunds ("Partially refunded €12.00"). */
  refundedCents: z.number().int(),
  actualHoursWorked: z.number().nullable(),
  overtimeMinutes: z.number().int().nullable(),
  overtimeFeeCents: z.number().int().nullable(),
  finalTotalCents: z.number().int().nullable(),
  /** The final total's taxes (the booked line's and any approved overtime's); null until completed. */
  finalTaxes: z.array(taxAmountSchema).nullable(),
  finalPlatformFeeCents: z.number().int().nullable(),
  finalCleanerEarningsCents: z.number().int().nullable(),
  charges: z.array(bookingChargeSchema),
  customer: bookingPartySchema,
  cleaner: bookingPartySchema.nullable(),
  /** Overtime consent (decision 020); null when the booking had no overtime. */
  overtimeStatus: z.enum(OVERTIME_STATUSES).nullable(),
  overtimeDisputeReason: z.string().nullable(),
  /** Until when the customer may answer an overtime request (silence approves after it). */
  overtimeAnswerBy: z.iso.datetime().nullable(),
  cancelledBy: z.enum(['customer', 'cleaner', 'admin']).nullable(),
  cancellationReason: z.string().nullable(),
  /**
   * The late-cancellation fee this cancelled booking owes (decision 069): the customer cancelled inside 24 h, or
   * its cleaner could not get in. Null when there is none.
   */
  lateCancellationFeeCents: z.number().int().nullable(),
  /** Who did not come, when a no-show was reported (the booking is then cancelled), and when. */
  noShow: z.object({ who: z.enum(['cleaner', 'customer']), reportedAt: z.iso.datetime() }).nullable(),
  /** A confirmed booking's move the customer asked for, waiting for its cleaner. */
  rescheduleRequest: z
    .object({
      bookingDate: z.string(),
      bookingTime: z.string(),
      startsAt: z.iso.datetime(),
      endsAt: z.iso.datetime(),
      requestedAt: z.iso.datetime(),
    })
    .nullable(),
  hasReview: z.boolean(),
  /** The customer's tip, paid or in flight; null when there is none (docs/product-rules.md#tips). */
  tip: tipSchema.nullable(),
  /**
   * Until when its customer may add a tip: 7 days after completion while no tip exists and the window is open;
   * null otherwise (not completed, tipped, or too late).
   */
  tipUntil: z.iso.datetime().nullable(),
  canCustomerCancel: z.boolean(),
  /**
   * Whether the customer may reschedule now (pending, or confirmed before its start with no open request, and
   * reschedules left).
   */
  canCustomerReschedule: z.boolean(),
  /** Reschedules this booking may still have (of MAX_RESCHEDULES; moves and requests alike). */
  reschedulesLeft: z.number().int().min(0),
  createdAt: z.iso.datetime(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const listBookingsQuery = z.strictObject({
  as: z.enum(['customer', 'cleaner']).optional(),
  /** Comma-separated statuses. */
  status: z.string().max(100).optional(),
  /** upcoming: starts in the future and active; past: everything else. */
  when: z.enum(['upcoming', 'past']).optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  /**
   * soonest: by start time, earliest first; latest: latest first. Without it, upcoming lists read soonest first
   * and past lists latest first.
   */
  sort: z.enum(['soonest', 'latest']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

/** GET /me/booking-requests: keyset pages of a cleaner's pending requests, soonest expiry first. */
export const bookingRequestsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  cursor: z.string().max(200).optional(),
});

export const bookingPage = z.object({ items: z.array(bookingSchema), nextCursor: z.string().nullable() });
/** The cleaner's requests page, with how many requests wait in all (not just on this page). */
export const bookingRequestsPage = bookingPage.extend({ total: z.number().int().nonnegative() });

export const slotsQuery = z.strictObject({
  date: dateSchema,
  addressId: z.uuid(),
  homeType: homeTypeSchema.default('T2'),
  isRecurring: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  cleanerId: z.string().min(1).max(64).optional(),
  /** The service to be booked: a start is free when its duration for the home fits (default House Cleaning). */
  serviceId: z.uuid().optional(),
});
export const slotsResponse = z.array(z.object({ time: timeSchema, cleanerIds: z.array(z.string()) }));

export const reviewBody = z.strictObject({
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(1000).optional(),
});

export const everyWeeksSchema = z.union([z.literal(1), z.literal(2), z.literal(4)]);
export const seriesStatusSchema = z.enum(['pending', 'active', 'cancelled', 'expired']);
export const skipReasonSchema = z.enum(['slot_taken', 'time_off', 'not_working']);

/** One visit of a series, as the series view lists it. */
export const seriesVisitSchema = z.object({
  id: z.uuid(),
  bookingDate: z.string(),
  bookingTime: z.string(),
  startsAt: z.iso.datetime(),
  status: bookingStatusSchema,
  paymentStatus: paymentStatusSchema,
  canCustomerCancel: z.boolean(),
  /** Skipping a confirmed visit inside 24 h is a late cancellation (decision 069): the fee is half of this. */
  basePriceCents: z.number().int(),
});

export const bookingSeriesSchema = z.object({
  id: z.uuid(),
  everyWeeks: everyWeeksSchema,
  status: seriesStatusSchema,
  cleanerId: z.string(),
  customerId: z.string(),
  bookingTime: z.string(),
  timeZone: z.string(),
  bookings: z.array(seriesVisitSchema),
  skipped: z.array(z.object({ date: z.string(), reason: skipReasonSchema })),
});
export type BookingSeries = z.infer<typeof bookingSeriesSchema>;
