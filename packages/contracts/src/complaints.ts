import { COMPLAINT_DECISIONS, COMPLAINT_STATUSES, COMPLAINT_TEXT_MAX_CHARS, HOME_TYPES } from '@limpa/domain';
import { z } from 'zod';
import { MESSAGE_REQUIRED } from './messages';

/** Complaints after a cleaning (decision 070): the customer's "Not satisfied", the cleaner's answer, the decision. */
const complaintText = z.string().trim().min(1, MESSAGE_REQUIRED).max(COMPLAINT_TEXT_MAX_CHARS);

/** POST /api/v1/bookings/:id/complaint */
export const complaintBody = z.strictObject({ reason: complaintText });
export type ComplaintBody = z.infer<typeof complaintBody>;

/** POST /api/v1/bookings/:id/complaint/answer: the cleaner's one answer. */
export const complaintAnswerBody = z.strictObject({ answer: complaintText });

/** GET /api/v1/bookings/:id/complaint/photos/:photoId */
export const complaintPhotoParams = z.object({ id: z.uuid(), photoId: z.uuid() });

export const complaintPhotoSchema = z.object({ id: z.uuid(), url: z.string() });
export type ComplaintPhoto = z.infer<typeof complaintPhotoSchema>;

export const complaintSchema = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  reason: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  answer: z.string().nullable(),
  answeredAt: z.iso.datetime().nullable(),
  decision: z.enum(COMPLAINT_DECISIONS).nullable(),
  refundCents: z.number().int().nullable(),
  recleanBookingId: z.uuid().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  photos: z.array(complaintPhotoSchema),
});
export type Complaint = z.infer<typeof complaintSchema>;

/**
 * GET /api/v1/bookings/:id/complaint: the booking's complaint (null when none), and whether and until when its
 * customer may still make one.
 */
export const bookingComplaintResponse = z.object({
  complaint: complaintSchema.nullable(),
  canComplain: z.boolean(),
  complainUntil: z.iso.datetime().nullable(),
});
export type BookingComplaint = z.infer<typeof bookingComplaintResponse>;

/**
 * POST /api/v1/admin/bookings/:id/complaint. `reclean`: a free visit at `bookingDate`/`bookingTime` with
 * `cleanerId` (the booking's own cleaner when left out); `refund`: `amountCents` back to the customer; `none`.
 */
export const adminComplaintDecisionBody = z.discriminatedUnion('decision', [
  z.strictObject({
    decision: z.literal('reclean'),
    cleanerId: z.string().min(1).max(100).optional(),
    bookingDate: z.iso.date(),
    bookingTime: z.string().regex(/^\d{2}:\d{2}$/),
  }),
  z.strictObject({ decision: z.literal('refund'), amountCents: z.number().int().min(1) }),
  z.strictObject({ decision: z.literal('none') }),
]);
export type AdminComplaintDecisionBody = z.infer<typeof adminComplaintDecisionBody>;

/** An admin's line of the complaints queue: the complaint with its booking's parties and money. */
export const adminComplaintSchema = complaintSchema.extend({
  customerName: z.string().nullable(),
  customerProfileId: z.uuid().nullable(),
  cleanerId: z.string().nullable(),
  cleanerName: z.string().nullable(),
  bookingDate: z.string(),
  bookingTime: z.string(),
  /** With the address, what the re-clean's free times are asked for (the "book for a customer" slots). */
  homeType: z.enum(HOME_TYPES),
  addressId: z.uuid().nullable(),
  currency: z.enum(['EUR', 'CAD']),
  /** What the customer paid, net of refunds: the most a refund decision may give back. */
  refundableCents: z.number().int(),
});
export type AdminComplaint = z.infer<typeof adminComplaintSchema>;

/** GET /api/v1/admin/complaints?status=open: oldest first, at most 100. */
export const adminComplaintsQuery = z.strictObject({ status: z.enum(COMPLAINT_STATUSES).default('open') });
export const adminComplaintsResponse = z.object({ items: z.array(adminComplaintSchema) });
