import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { SESSION_COOKIE } from '../lib/session-cookie';
import { trustedOriginsFor } from '../modules/auth/create-auth';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const foreignOrigin = () =>
  new AppError(403, 'origin_not_allowed', 'Forbidden', 'This request did not come from the app.');

/** The origin a browser says the request comes from: Origin, else the Referer's origin (older browsers). */
function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery stops here, whatever the browser does with SameSite: a state-changing /api request
 * that carries a session cookie must come from the app's own origin (PUBLIC_URL), else 403 — a sibling subdomain
 * or a page elsewhere cannot act for the person. Requests without the session cookie (sign-in, signed
 * webhooks) have nobody to impersonate and are left to their own checks.
 */
export const originCheckPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const trusted = new Set(trustedOriginsFor(opts.config));
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!SESSION_COOKIE.test(request.headers.cookie ?? '')) return;
    const origin = requestOrigin(request);
    if (!origin || !trusted.has(origin)) throw foreignOrigin();
  });
});
