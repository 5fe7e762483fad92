import { z } from 'zod';

export const healthResponse = z.object({ status: z.literal('ok'), db: z.literal('ok') });

export const appConfigResponse = z.object({
  brandName: z.string(),
  googleEnabled: z.boolean(),
  /** REQUIRE_EMAIL_VERIFICATION: booking and confirming wait for the mailed link. */
  requireEmailVerification: z.boolean(),
  payments: z.enum(['local', 'stripe']),
  stripePublishableKey: z.string().nullable(),
  /** Admin setting: new bookings are refused (503) while on; the booking wizard says so up front. */
  maintenanceMode: z.boolean(),
  /** Admin setting: the hours ahead a new booking starts at the earliest (the wizard hides sooner times). */
  earliestStartHours: z.int(),
});
export type AppConfig = z.infer<typeof appConfigResponse>;

export const clientEventBody = z.strictObject({
  type: z.enum(['not_found']),
  path: z.string().max(2000),
});

/** GET /api/dev/outbox: the newest 50 mails, newest first. */
export const outboxResponse = z.array(
  z.object({
    id: z.uuid(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    headers: z.record(z.string(), z.string()).nullable(),
    createdAt: z.iso.datetime(),
  }),
);
export type OutboxMail = z.infer<typeof outboxResponse>[number];
