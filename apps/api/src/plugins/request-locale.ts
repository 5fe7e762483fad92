import type { Locale } from '@limpa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { negotiateLocale } from '../lib/i18n';

/**
 * The caller's language (docs/product-rules.md#languages): the signed-in person's profile locale, else
 * Accept-Language. Public routes resolve no session, so there the web's Accept-Language (its active language)
 * decides.
 */
export function requestLocale(request: FastifyRequest): Locale {
  return request.auth?.profile.locale ?? negotiateLocale(request.headers['accept-language']);
}

/**
 * Every /api answer says its language in Content-Language and, since it depends on Accept-Language, says so
 * in Vary (the catalogue is cached by browsers and proxies for five minutes).
 */
export const requestLocalePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    reply.header('content-language', requestLocale(request));
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-language/i.test(vary))
      reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
  });
});
