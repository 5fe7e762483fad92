import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config';

/** The CSP: only what the app uses (self-hosted assets, Stripe when on). */
function helmetOptions(config: Config): Parameters<typeof helmet>[0] {
  const stripe = config.payments === 'stripe' ? ['https://js.stripe.com'] : [];
  const https = config.publicUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe],
        // Radix and toasts position elements with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(stripe.length ? ['https://api.stripe.com'] : [])],
        frameSrc: stripe.length ? stripe : ["'none'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https,
  };
}

/** The headers helmet would set on any response, computed once (they depend on the configuration only). */
export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(helmetOptions(config))({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers, for answers written outside Fastify's send (the event stream). */
    securityHeaders: Record<string, string>;
  }
}

/**
 * Security headers on every response. @fastify/helmet rebuilt helmet (parsing every CSP directive) in two hooks
 * per request, ~4 % of a health check's CPU; the headers never change, so they are computed at start.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { headers: Record<string, string> }) => {
  const { headers } = opts;
  app.decorate('securityHeaders', headers);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
