import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestLocale } from '../lib/request-locale';

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
