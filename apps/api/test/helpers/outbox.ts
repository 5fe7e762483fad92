import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The newest mail for this address in the local outbox, read through the development endpoint. */
export async function lastMailTo(app: FastifyInstance, to: string) {
  const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { to: string; subject: string; text: string }[]).find((m) => m.to === to);
}

export function resetLinkIn(text: string): string {
  const match = text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[0];
}

/** Follows the e-mailed link like a browser: better-auth redirects to /reset-password?token=… */
export async function tokenFromResetLink(app: FastifyInstance, link: string): Promise<string> {
  const url = new URL(link);
  const res = await app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(res.statusCode).toBe(302);
  const location = new URL(String(res.headers.location), 'http://127.0.0.1:3000');
  expect(location.pathname).toBe('/reset-password');
  const token = location.searchParams.get('token');
  expect(token).toBeTruthy();
  return token!;
}

/** What the reset page posts: the token from the e-mailed link and the new password. */
export function resetPassword(app: FastifyInstance, token: string, newPassword: string) {
  return app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { newPassword, token } });
}
