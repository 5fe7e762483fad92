import {
  appConfigResponse,
  clientEventBody,
  healthResponse,
  outboxResponse,
  problemSchema,
} from '@limpa/contracts';
import type { Database } from '@limpa/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { tooManyRequests } from '../../lib/app-error';
import { isDatabaseReachable, serviceUnavailable } from '../../lib/database-availability';
import { MINUTE, type RateLimiter } from '../../lib/rate-limiter';
import { getSettings } from '../settings/get-settings';
import { listRecentOutboxMails } from './platform.repository';

export async function platformRoutes(
  app: FastifyInstance,
  opts: { config: Config; db: Database; limiter: RateLimiter; outboxEnabled: boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['platform'], response: { 200: healthResponse, 503: problemSchema } },
    },
    async () => {
      if (!(await isDatabaseReachable(opts.db))) throw serviceUnavailable();
      return { status: 'ok' as const, db: 'ok' as const };
    },
  );

  // Readiness for a load balancer (decision 082): 503 from the moment this process starts draining after SIGTERM,
  // while /api/health above still answers, so the balancer takes it out before it stops accepting.
  r.get(
    '/api/health/ready',
    {
      config: { access: 'public' },
      schema: { tags: ['platform'], response: { 200: healthResponse, 503: problemSchema } },
    },
    async () => {
      if (app.drain.draining || !(await isDatabaseReachable(opts.db))) throw serviceUnavailable();
      return { status: 'ok' as const, db: 'ok' as const };
    },
  );

  r.get(
    '/api/v1/app-config',
    { config: { access: 'public' }, schema: { tags: ['platform'], response: { 200: appConfigResponse } } },
    async () => {
      const { maintenanceMode, earliestStartHours } = await getSettings(opts.db);
      return {
        brandName: opts.config.brandName,
        googleEnabled: opts.config.google !== null,
        requireEmailVerification: opts.config.requireEmailVerification,
        payments: opts.config.payments,
        stripePublishableKey: opts.config.stripe?.publishableKey ?? null,
        maintenanceMode,
        earliestStartHours,
      };
    },
  );

  // The 404 page reports misses so broken links can be found; rate-limited per IP.
  r.post(
    '/api/v1/client-events',
    { config: { access: 'public' }, schema: { tags: ['platform'], body: clientEventBody } },
    async (request, reply) => {
      const hit = await opts.limiter.hit(`client-events:${request.ip}`, 60, MINUTE);
      if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
      request.log.warn({ event: request.body.type, path: request.body.path }, 'client event');
      return reply.status(204).send();
    },
  );

  if (opts.outboxEnabled) {
    r.get(
      '/api/dev/outbox',
      { config: { access: 'public' }, schema: { tags: ['development'], response: { 200: outboxResponse } } },
      async () => {
        const rows = await listRecentOutboxMails(opts.db);
        return rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
      },
    );
  }
}
