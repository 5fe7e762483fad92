import { SUPPORT_CASE_STATUSES, SUPPORT_MESSAGE_MAX_CHARS, SUPPORT_TOPICS } from '@limpa/domain';
import { z } from 'zod';
import { requiredText } from './common';
import { MESSAGE_REQUIRED } from './messages';

/** The help desk (decision 064): a person's support cases and their conversation with the team. */
export const supportTopicSchema = z.enum(SUPPORT_TOPICS);
export const supportCaseStatusSchema = z.enum(SUPPORT_CASE_STATUSES);

const supportBody = z.string().trim().min(1, MESSAGE_REQUIRED).max(SUPPORT_MESSAGE_MAX_CHARS);

/** POST /api/v1/support/cases: what it is about, which of the person's bookings (if any), and what happened. */
export const openSupportCaseBody = z.strictObject({
  topic: supportTopicSchema,
  bookingId: z.uuid().optional(),
  body: supportBody,
});
export const openSupportCaseResponse = z.object({ id: z.uuid(), status: supportCaseStatusSchema });

/**
 * POST /api/v1/support/guest-cases: a signed-out visitor writes to the team (decision 073), answered by e-mail at
 * the address they give. Nothing about an account is taken from it: it is what a stranger says.
 */
export const guestSupportCaseBody = z.strictObject({
  email: z.email().max(254),
  /** As long as a name at sign-up may be. */
  name: requiredText(120),
  topic: supportTopicSchema,
  body: supportBody,
});
/** Received: the visitor cannot read the case back (they have no session); the answer comes by e-mail. */
export const guestSupportCaseResponse = z.object({ status: z.literal('received') });

/** POST /api/v1/support/cases/:id/messages */
export const supportMessageBody = z.strictObject({ body: supportBody });

/** GET /api/v1/support/cases/:id/photos/:photoId */
export const supportPhotoParams = z.object({ id: z.uuid(), photoId: z.uuid() });

export const supportMessageSchema = z.object({
  id: z.uuid(),
  /** Written by the team (an admin), not by the person who asked. */
  fromTeam: z.boolean(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportCaseSchema = z.object({
  id: z.uuid(),
  topic: supportTopicSchema,
  status: supportCaseStatusSchema,
  bookingId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  lastMessageAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
});
export type SupportCase = z.infer<typeof supportCaseSchema>;

/**
 * An admin's view adds who asked and who took it. A signed-out visitor's message has no requester id: its
 * `guestEmail` is where the team's answer goes.
 */
export const adminSupportCaseSchema = supportCaseSchema.extend({
  requesterId: z.string().nullable(),
  guestEmail: z.string().nullable(),
  requesterName: z.string().nullable(),
  requesterRole: z.enum(['customer', 'cleaner', 'admin']).nullable(),
  assignedAdminId: z.string().nullable(),
  assignedAdminName: z.string().nullable(),
});
export type AdminSupportCase = z.infer<typeof adminSupportCaseSchema>;

/** A photo of a case (decision 067): served only to the person who asked and to admins, at `url`. */
export const supportPhotoSchema = z.object({ id: z.uuid(), url: z.string() });
export type SupportPhoto = z.infer<typeof supportPhotoSchema>;

/** GET /api/v1/support/cases/:id: the case, its whole conversation (oldest first) and its photos. */
export const supportCaseDetailSchema = z.object({
  case: adminSupportCaseSchema,
  messages: z.array(supportMessageSchema),
  photos: z.array(supportPhotoSchema),
});
export type SupportCaseDetail = z.infer<typeof supportCaseDetailSchema>;

export const supportCasesQuery = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const supportCasePage = z.object({
  items: z.array(supportCaseSchema),
  nextCursor: z.string().nullable(),
});

/** GET /api/v1/admin/support/cases: the queue, newest activity first, by status and topic. */
export const adminSupportCasesQuery = supportCasesQuery.extend({
  status: supportCaseStatusSchema.optional(),
  topic: supportTopicSchema.optional(),
});
export const adminSupportCasePage = z.object({
  items: z.array(adminSupportCaseSchema),
  nextCursor: z.string().nullable(),
});
