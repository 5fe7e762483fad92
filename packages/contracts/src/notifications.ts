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
