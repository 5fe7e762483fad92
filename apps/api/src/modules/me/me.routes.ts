import { meResponse, sessionResponse } from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { legalStatusOf } from '../legal/legal-status';
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
  // The same answer, or null signed out: the web's first request (decision 028). A suspended account's session
  // is still refused (403), as on every signed-in route.
  r.get(
    '/api/v1/session',
    { config: { access: 'public' }, schema: { tags: ['me'], response: { 200: sessionResponse } } },
    async (request) => {
      const auth = await app.resolveAuth(request);
      if (!auth) return null;
      // Whether the terms in force are accepted: false puts the web's "Updated terms" page first (decision 068).
      const legal = legalStatusOf(auth.profile, app.ctx.legal);
      return { user: toMeUser(auth), profile: toProfile(auth.profile), legal };
    },
  );
}
