import { meResponse } from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toMeUser, toProfile } from './me.mapper';

export async function meRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/me',
    { config: { access: 'signed-in' }, schema: { tags: ['me'], response: { 200: meResponse } } },
    async (request) => ({
      user: toMeUser(request.auth),
      profile: toProfile(request.auth.profile),
    }),
  );
}
