import type { BetterAuthOptions } from 'better-auth';
import { getCookies } from 'better-auth/cookies';

/**
 * Whether a Cookie header carries something shaped like better-auth's session cookie, with or without the
 * __Secure- prefix. For presence checks only (ask for the Origin, skip a cached page, check the database before
 * a 401), where seeing either name errs on the careful side; the session itself is read only under its exact
 * name (sessionCookieName).
 */
export const SESSION_COOKIE = /(^|;\s*)(__Secure-)?better-auth\.session_token=/;

/**
 * The one session cookie name better-auth sets for this deployment: `__Secure-better-auth.session_token` over
 * HTTPS, `better-auth.session_token` otherwise. Over HTTPS, a cookie without the prefix may have been planted
 * over plain HTTP or by a sibling subdomain, so it is never read as a session.
 */
export const sessionCookieName = (options: BetterAuthOptions): string =>
  getCookies(options).sessionToken.name;
