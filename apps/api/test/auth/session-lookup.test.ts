// The signed-in fast path (modules/auth/session-lookup.ts): one read by the signed token; better-auth keeps the
// daily refresh, expiry and anything unusual.
import { sessions } from '@limpa/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../src/lib/session-cookie';
import { createAuth } from '../../src/modules/auth/create-auth';
import { isServedWithoutRefresh, signedSessionToken as read } from '../../src/modules/auth/session-lookup';
import { expectProblem, me, signUp } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const secret = () => t.app.ctx.config.authSecret;
const signedSessionToken = (cookie: string | undefined, key: string) =>
  read(cookie, key, sessionCookieName(createAuth(t.app.ctx).options));
const tokenIn = (cookie: string) => /better-auth\.session_token=([^;]*)/.exec(cookie)?.[1] ?? '';

describe('signedSessionToken', () => {
  it('reads the token of a cookie better-auth signed, and nothing from a forged or unusual one', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    const token = signedSessionToken(cookie, secret());
    expect(token).toMatch(/^[A-Za-z0-9]{20,}$/);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, token ?? ''));
    expect(row).toBeDefined();

    const value = decodeURIComponent(tokenIn(cookie));
    const forged = `better-auth.session_token=${encodeURIComponent(`x${value}`)}`;
    expect(signedSessionToken(forged, secret())).toBeNull();
    expect(signedSessionToken(cookie, 'another-secret-of-at-least-32-characters')).toBeNull();
    expect(signedSessionToken(`${cookie}; ${cookie}`, secret())).toBeNull();
    expect(signedSessionToken('better-auth.session_token=%E0%A4%A', secret())).toBeNull();
    expect(signedSessionToken(undefined, secret())).toBeNull();
  });

  it('leaves a session due for its daily refresh, or expired, to better-auth', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    const day = 86_400_000;
    expect(isServedWithoutRefresh(new Date(now + 30 * day - 1000), now)).toBe(true);
    expect(isServedWithoutRefresh(new Date(now + 29 * day - 1000), now)).toBe(false);
    expect(isServedWithoutRefresh(new Date(now - 1000), now)).toBe(false);
  });
});

describe('a signed-in request', () => {
  it('answers from the session row, and a session ended in the database is gone at once', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.token, signedSessionToken(cookie, secret()) ?? ''));
    expectProblem(await me(t.app, cookie), 401);
  });

  it('still extends a session used a day after it was last extended (better-auth refreshes it)', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    const token = signedSessionToken(cookie, secret()) ?? '';
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '28 days'` })
      .where(eq(sessions.token, token));
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.token, token));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('refuses an expired session', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.token, signedSessionToken(cookie, secret()) ?? ''));
    expectProblem(await me(t.app, cookie), 401);
  });
});
