import type { Locale } from '@limpa/contracts';
import {
  listNotificationsQuery,
  noContentResponse,
  notificationPage,
  readNotificationsRequest,
} from '@limpa/contracts';
import type { notifications } from '@limpa/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { matchLocale } from '../../lib/i18n';
import { keysetPage, requireInstantCursor } from '../../lib/keyset-cursor';
import { requestLocale } from '../../lib/request-locale';
import { notificationTexts } from './notification-texts';
import {
  countUnreadNotifications,
  listNotificationRows,
  markNotificationsRead,
} from './notifications.repository';

const toNotification = (n: typeof notifications.$inferSelect, locale: Locale) => ({
  id: n.id,
  type: n.type,
  ...notificationTexts(locale, n),
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
      // The language the asking screen shows (the web sends it as Accept-Language; it follows the profile, and
      // a change of language refetches this before the profile's save lands), else the profile's.
      const locale = matchLocale(request.headers['accept-language']?.split(',')[0]) ?? requestLocale(request);
      const [rows, unreadCount] = await Promise.all([
        listNotificationRows(db, userId, requireInstantCursor(cursor), limit + 1),
        countUnreadNotifications(db, userId),
      ]);
      const page = keysetPage(
        rows,
        limit,
        (r) => ({ at: r.createdAtKey, id: r.row.id }),
        (r) => toNotification(r.row, locale),
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
