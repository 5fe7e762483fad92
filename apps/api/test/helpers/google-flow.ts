import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { cookieFrom } from './auth';
import { identityCookie, type OidcIdentity } from './oidc-server';

/**
 * A person pressing "Continue with Google": our API answers with the provider URL, the browser visits the
 * provider (which answers at once with a code) and comes back to the callback with the state cookie.
 */
export async function googleSignIn(
  app: FastifyInstance,
  identity: OidcIdentity,
  options: {
    role?: 'customer' | 'cleaner' /** the web's active language, as Accept-Language */;
    locale?: string;
    /** The Sign Up tab's terms box, ticked. */
    acceptTerms?: true;
  } = {},
) {
  const start = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: options.locale ? { 'accept-language': options.locale } : {},
    payload: {
      provider: 'google',
      callbackURL: '/dashboard',
      ...(options.role ? { role: options.role } : {}),
      ...(options.acceptTerms ? { acceptTerms: true } : {}),
    },
  });
  expect(start.statusCode, start.body).toBe(200);
  const { url } = start.json() as { url: string };
  const authorize = await fetch(url, { redirect: 'manual', headers: { cookie: identityCookie(identity) } });
  expect(authorize.status).toBe(302);
  const back = new URL(authorize.headers.get('location')!);
  const callback = await app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: cookieFrom(start) },
  });
  expect(callback.statusCode, callback.body).toBe(302);
  const location = new URL(String(callback.headers.location), 'http://127.0.0.1:3000');
  return { callback, location, cookie: cookieFrom(callback), providerUrl: new URL(url), callbackUrl: back };
}
