import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  /** The app path the entry opens. */
  link: z.string().nullable(),
  readAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const listNotificationsQuery = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const notificationPage = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPage>;

/** Marks these (the caller's own) as read; all of the caller's when `ids` is absent. */
export const readNotificationsBody = z.strictObject({ ids: z.array(z.uuid()).min(1).max(100).optional() });

/** One channel's switches: notification type → on/off (docs/api.md#messages-and-notifications). */
const channelPreferences = z.record(z.string().max(60), z.boolean());

/** `GET|PUT /api/v1/me/notification-preferences`: every type is listed on GET; a PUT may name only some. */
export const notificationPreferencesSchema = z.strictObject({
  email: channelPreferences,
  push: channelPreferences,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const putNotificationPreferencesBody = z.strictObject({
  email: channelPreferences.optional(),
  push: channelPreferences.optional(),
});

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** The browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  expirationTime: z.number().nullish(),
  keys: z.strictObject({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const deletePushSubscriptionBody = z.strictObject({ endpoint: z.string().min(1).max(2000) });

/** An unsubscribe token from an optional e-mail's link (`u1.…`, signed by the API). */
const unsubscribeToken = z.string().min(1).max(500);

/** `GET /api/v1/unsubscribe?token=…` (changes nothing) and the token of `POST` when it comes in the URL. */
export const unsubscribeQuery = z.strictObject({ token: unsubscribeToken.optional() });

/**
 * `POST /api/v1/unsubscribe`: the web page sends `{ token }`; a mail client's one-click (RFC 8058) sends the
 * form `List-Unsubscribe=One-Click` to the URL of the List-Unsubscribe header, which carries the token.
 */
export const unsubscribeBody = z.strictObject({
  token: unsubscribeToken.optional(),
  'List-Unsubscribe': z.literal('One-Click').optional(),
});

/** What a token turns off, and whether that e-mail is off now. */
export const unsubscribeResponse = z.object({
  type: z.string(),
  unsubscribed: z.boolean(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>;

/** An id of GET /api/v1/events: a person's event log position (decision 082). */
const liveEventId = z.string().regex(/^\d{1,15}$/, 'A live event id is a whole number.');

/**
 * GET /api/v1/events: where to resume. Browsers send the Last-Event-ID header on their own when they reconnect;
 * `lastEventId` is the same for a stream opened anew (an EventSource cannot set headers).
 */
export const eventsQuery = z.object({ lastEventId: liveEventId.optional() });
export const eventsHeaders = z.object({ 'last-event-id': liveEventId.optional() });
