import { z } from 'zod';

/** The longest message a person may send (docs/product-rules.md#messages). */
export const MESSAGE_MAX_LENGTH = 2000;

/** Said when a message is empty (translated by the API, decision 027). */
export const MESSAGE_REQUIRED = 'Write a message.';

export const postMessageBody = z.strictObject({
  body: z.string().trim().min(1, MESSAGE_REQUIRED).max(MESSAGE_MAX_LENGTH),
});

export const bookingMessageSchema = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  senderId: z.string(),
  senderRole: z.enum(['customer', 'cleaner']),
  body: z.string(),
  createdAt: z.iso.datetime(),
  /** When the other side read it (read receipt); null while unread. */
  readAt: z.iso.datetime().nullable(),
});
export type BookingMessage = z.infer<typeof bookingMessageSchema>;

export const listMessagesQuery = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** Newest first; `nextCursor` leads to older messages. `open`: whether new messages may still be sent. */
export const messagePage = z.object({
  items: z.array(bookingMessageSchema),
  nextCursor: z.string().nullable(),
  open: z.boolean(),
});
export type MessagePage = z.infer<typeof messagePage>;

/** Messages to the caller not read yet: per booking, per pre-booking conversation, and in all. */
export const unreadMessagesSchema = z.object({
  total: z.number().int(),
  byBooking: z.record(z.string(), z.number().int()),
  byConversation: z.record(z.string(), z.number().int()),
});
export type UnreadMessages = z.infer<typeof unreadMessagesSchema>;

export const listConversationsQuery = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** One conversation as the caller's inbox lists it: a booking's, or a pre-booking one (decision 056). */
export const conversationSummarySchema = z.object({
  /** `booking`: the id is the booking's, the conversation belongs to it; `enquiry`: a pre-booking conversation's id. */
  kind: z.enum(['booking', 'enquiry']),
  id: z.uuid(),
  /** The other side's name; null when the booking has no cleaner any more. */
  otherName: z.string().nullable(),
  /** The booking's start, and the time zone it is shown in (its address's); null before any booking. */
  startsAt: z.iso.datetime().nullable(),
  timeZone: z.string().nullable(),
  lastMessage: z.object({
    /** The start of the newest message, as a notification shows it. */
    excerpt: z.string(),
    fromMe: z.boolean(),
    createdAt: z.iso.datetime(),
  }),
  /** Messages to the caller in this conversation not read yet. */
  unreadCount: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** The caller's conversations, newest message first; `nextCursor` leads to older ones. */
export const conversationPage = z.object({
  items: z.array(conversationSummarySchema),
  nextCursor: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof conversationPage>;
