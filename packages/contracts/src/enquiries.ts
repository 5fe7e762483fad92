import { z } from 'zod';

/**
 * Pre-booking conversations (decision 056): a customer writes to a cleaner before any booking exists. Their
 * messages are sent with the same body as a booking's (`postMessageBody`, messages.ts) and listed with the same
 * query (`listMessagesQuery`).
 */

/** POST /api/v1/conversations: the cleaner to write to; the answer is the one conversation of the pair. */
export const openEnquiryBody = z.strictObject({
  cleanerId: z.string().trim().min(1).max(200),
});
export const openEnquiryResponse = z.object({ id: z.uuid() });
export type OpenEnquiryResponse = z.infer<typeof openEnquiryResponse>;

/** Why a pre-booking conversation takes no more messages: no message for a while, or a booking was placed. */
export const enquiryClosedReason = z.enum(['idle', 'booked']);

/** GET /api/v1/conversations/:id: its two sides, as its members and admins see it. */
export const enquirySchema = z.object({
  id: z.uuid(),
  customerId: z.string(),
  cleanerId: z.string(),
  customerName: z.string().nullable(),
  cleanerName: z.string().nullable(),
  open: z.boolean(),
  closedReason: enquiryClosedReason.nullable(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const enquiryMessageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  senderId: z.string(),
  senderRole: z.enum(['customer', 'cleaner']),
  body: z.string(),
  createdAt: z.iso.datetime(),
  /** When the other side read it (read receipt); null while unread. */
  readAt: z.iso.datetime().nullable(),
});
export type EnquiryMessage = z.infer<typeof enquiryMessageSchema>;

/** Newest first; `nextCursor` leads to older messages. `open`: whether new messages may still be sent. */
export const enquiryMessagePage = z.object({
  items: z.array(enquiryMessageSchema),
  nextCursor: z.string().nullable(),
  open: z.boolean(),
});
export type EnquiryMessagePage = z.infer<typeof enquiryMessagePage>;
