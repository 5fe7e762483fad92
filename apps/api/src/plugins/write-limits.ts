import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type RateLimiter, USER_LIMITS } from '../lib/rate-limiter';

export type WriteLimit = keyof typeof USER_LIMITS;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts each call against the caller's per-person limit (429 with Retry-After beyond it). */
    writeLimit?: WriteLimit;
  }
}

/**
 * Per-person limits on the writes people can abuse, declared on the route (`config.writeLimit`) and counted in
 * PostgreSQL, so every API process shares them. Runs after authorization (request.auth is the caller) and before
 * validation (every attempt counts) and before the handler reads a body such as an upload.
 */
export const writeLimitsPlugin = fp(async (app: FastifyInstance, opts: { limiter: RateLimiter }) => {
  app.addHook('preValidation', async (request) => {
    const name = request.routeOptions.config?.writeLimit;
    if (!name) return;
    const { limit, windowMs } = USER_LIMITS[name];
    await opts.limiter.enforce(`${name}:${request.auth.userId}`, limit, windowMs);
  });
});
