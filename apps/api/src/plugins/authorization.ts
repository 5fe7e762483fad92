import { AUTH_CHANGES_CHANNEL, changeFeedOf, type Database } from '@limpa/db';
import { hasAcceptedCurrentLegal, type LegalVersions } from '@limpa/domain';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/app-error';
import type { Access, AuthContext } from '../lib/auth-context';
import { isDatabaseReachable, serviceUnavailable } from '../lib/database-availability';
import { SESSION_COOKIE, sessionCookieName } from '../lib/session-cookie';
import { toWebHeaders } from '../lib/web-request';
import { accountSuspended, isProfileActive } from '../modules/auth/account-access';
import type { Auth } from '../modules/auth/create-auth';
import { SessionCache } from '../modules/auth/session-cache';
import {
  isServedWithoutRefresh,
  prepareSessionLookup,
  type SessionWithProfile,
  signedSessionToken,
} from '../modules/auth/session-lookup';
import { termsNotAccepted } from '../modules/legal/legal.errors';
import { findProfileByUserId } from '../modules/profile/profile.repository';

export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
    /** Every route's request schemas (params, querystring, body) by "METHOD url", for request-generating tests. */
    routeSchemas: Map<string, FastifySchema>;
    resolveAuth: (request: FastifyRequest) => Promise<AuthContext | null>;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Requests whose terms check waits for their body (see `beforeTerms`). */
const pendingTerms = new WeakSet<FastifyRequest>();

/**
 * Every /api route declares who may call it; registering one without `config.access` fails at start.
 * The collected route table lets a test walk every route with every role.
 */
export const authorizationPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { auth: Auth; db: Database; sessionCache: boolean; legal: LegalVersions },
  ) => {
    app.decorate('routeTable', [] as RouteEntry[]);
    app.decorate('routeSchemas', new Map<string, FastifySchema>());
    app.decorateRequest('auth', null as unknown as AuthContext);

    const readSession = prepareSessionLookup(opts.db);
    // Sessions remembered between requests while PostgreSQL reports every change to them (decision 034).
    const feed = opts.sessionCache ? changeFeedOf(opts.db.$client, AUTH_CHANGES_CHANNEL) : null;
    const cache = feed ? new SessionCache<SessionWithProfile>(feed) : null;
    if (cache) app.addHook('onClose', async () => cache.close());
    const keep = (row: SessionWithProfile) => row.profile !== null && isServedWithoutRefresh(row.expiresAt);
    const lookupSession = (token: string) =>
      cache ? cache.get(token, readSession, keep) : readSession(token);
    const authSecret = opts.auth.options.secret ?? '';
    const cookieName = sessionCookieName(opts.auth.options);

    app.decorate('resolveAuth', async (request: FastifyRequest): Promise<AuthContext | null> => {
      // Fast path: one joined read by the signed token. A missing row is a session that was ended (sign-out,
      // suspension, deletion): no session. Refreshes, expiry and anything unusual go through better-auth below.
      const token = signedSessionToken(request.headers.cookie, authSecret, cookieName);
      if (token) {
        const row = await lookupSession(token);
        if (!row) return null;
        if (isServedWithoutRefresh(row.expiresAt)) {
          if (!row.profile) return null;
          if (!isProfileActive(row.profile)) throw accountSuspended();
          return {
            userId: row.userId,
            email: row.email,
            emailVerified: row.emailVerified,
            sessionId: row.sessionId,
            profile: row.profile,
          };
        }
      }
      const session = await opts.auth.api.getSession({ headers: toWebHeaders(request.headers) });
      if (!session) {
        // better-auth also says "no session" when it could not read the sessions table: with a session cookie
        // sent, make sure the database is there before answering 401 (which signs the person out in the app).
        if (SESSION_COOKIE.test(request.headers.cookie ?? '') && !(await isDatabaseReachable(opts.db))) {
          throw serviceUnavailable();
        }
        return null;
      }
      const profile = await findProfileByUserId(opts.db, session.user.id);
      if (!profile) return null;
      // A live session of an account suspended (or deleted) since is refused at once.
      if (!isProfileActive(profile)) throw accountSuspended();
      return {
        userId: session.user.id,
        email: session.user.email,
        emailVerified: session.user.emailVerified,
        sessionId: session.session.id,
        profile,
      };
    });

    app.addHook('onRoute', (route) => {
      const url = route.url ?? route.path;
      for (const method of [route.method].flat())
        app.routeSchemas.set(`${method} ${url}`, route.schema ?? {});
      if (!url.startsWith('/api/') || url.startsWith('/api/auth/') || url.startsWith('/api/docs')) return;
      const access = route.config?.access;
      if (!access) throw new Error(`Route ${String(route.method)} ${url} does not declare config.access`);
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        app.routeTable.push({ method: String(method), url, access });
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access || access === 'public') return;
      const ctx = await app.resolveAuth(request);
      if (!ctx) throw unauthorized();
      if (access !== 'signed-in' && !access.includes(ctx.profile.role)) throw forbidden();
      // Set first, so that the refusal below speaks the person's language.
      request.auth = ctx;
      // Terms not accepted in their current version: reading stays open (the app shows the "Updated terms"
      // page), writing waits, from the profile already read with the session (decision 068).
      const beforeTerms = request.routeOptions.config.beforeTerms;
      if (
        beforeTerms !== true &&
        !READS.has(request.method) &&
        !hasAcceptedCurrentLegal(ctx.profile, opts.legal)
      ) {
        // A route that allows some bodies (the language alone) decides once the body is read.
        if (!beforeTerms) throw termsNotAccepted();
        pendingTerms.add(request);
      }
    });

    app.addHook('preHandler', async (request) => {
      if (!pendingTerms.delete(request)) return;
      const allows = request.routeOptions.config.beforeTerms;
      if (typeof allows !== 'function' || !allows(request.body)) throw termsNotAccepted();
    });
  },
);
