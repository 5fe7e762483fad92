import { notificationPreferencesSchema, putNotificationPreferencesBody } from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readNotificationPreferences, updateNotificationPreferences } from './notification-preferences';

export async function notificationPreferencesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const schema = { tags: ['notifications'], response: { 200: notificationPreferencesSchema } };

  r.get('/api/v1/me/notification-preferences', { config: { access: 'signed-in' }, schema }, async (request) =>
    readNotificationPreferences(db, request.auth.userId, request.auth.profile.role),
  );

  r.put(
    '/api/v1/me/notification-preferences',
    { config: { access: 'signed-in' }, schema: { ...schema, body: putNotificationPreferencesBody } },
    async (request) =>
      updateNotificationPreferences(db, request.auth.userId, request.body, request.auth.profile.role),
  );
}
