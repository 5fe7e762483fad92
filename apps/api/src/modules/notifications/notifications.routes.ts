import {
  listNotificationsQuery,
  noContentResponse,
  notificationPage,
  readNotificationsRequest,
} from '@limpa/contracts';
import type { notifications } from '@limpa/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { keysetPage, requireInstantCursor } from '../../lib/keyset-cursor';
import {
  countUnreadNotifications,
  listNotificationRows,
  markNotificationsRead,
} from './notifications.repository';

const toNotification = (n: typeof notifications.$inferSelect) => ({
  id: n.id,
  type: n.type,
  title: n.title,
  body: n.body,
  link: n.link,
  readAt: n.readAt?.toISOString() ?? null,
  createdAt: n.createdAt.toISOString(),
});

export async function notificationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  r.get(
    '/api/v1/me/notifications',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        querystring: listNotificationsQuery,
        response: { 200: notificationPage },
      },
    },
    async (request) => {
      const { userId } = request.auth;
      const { limit, cursor } = request.query;
      const [rows, unreadCount] = await Promise.all([
        listNotificationRows(db, userId, requireInstantCursor(cursor), limit + 1),
        countUnreadNotifications(db, userId),
      ]);
      const page = keysetPage(
        rows,
        limit,
        (r) => ({ at: r.createdAtKey, id: r.row.id }),
        (r) => toNotification(r.row),
      );
      return { ...page, unreadCount };
    },
  );

  r.post(
    '/api/v1/me/notifications/read',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        body: readNotificationsRequest,
        response: { 204: noContentResponse },
      },
    },
    async (request, reply) => {
      await markNotificationsRead(db, request.auth.userId, request.body?.ids);
      return reply.status(204).send(null);
    },
  );
}
