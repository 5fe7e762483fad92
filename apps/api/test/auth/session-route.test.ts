// GET /api/v1/session: what /me answers, or null signed out (the web's first request, decision 028), so a
// signed-out visit logs no 401 in the browser's console.
import { profiles, sessions } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../src/lib/session-cookie';
import { createAuth } from '../../src/modules/auth/create-auth';
import { signedSessionToken } from '../../src/modules/auth/session-lookup';
import { expectProblem, me, signUp } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const session = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/session', headers: cookie ? { cookie } : {} });

describe('GET /api/v1/session', () => {
  it('answers 200 null signed out, and with a session that has ended', async () => {
    const signedOut = await session();
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toBeNull();

    const { cookie } = await signUp(t.app, { role: 'customer' });
    const token =
      signedSessionToken(
        cookie,
        t.app.ctx.config.authSecret,
        sessionCookieName(createAuth(t.app.ctx).options),
      ) ?? '';
    await t.db.delete(sessions).where(eq(sessions.token, token));
    const ended = await session(cookie);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toBeNull();
  });

  it('answers what /me answers when signed in, and whether the terms in force are accepted', async () => {
    const { cookie } = await signUp(t.app, { role: 'cleaner' });
    const res = await session(cookie);
    expect(res.statusCode).toBe(200);
    const { legal, ...rest } = res.json();
    expect(rest).toEqual((await me(t.app, cookie)).json());
    expect(legal).toMatchObject({ accepted: true });
    expect(res.json().profile.role).toBe('cleaner');
  });

  it("refuses a suspended account's live session, as /me does (403 Account Suspended)", async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    const { profile } = (await me(t.app, cookie)).json();
    await t.db
      .update(profiles)
      .set({ suspendedAt: new Date(), suspensionReason: 'fraud' })
      .where(eq(profiles.id, profile.id));
    expectProblem(await session(cookie), 403, 'Account Suspended');
  });
});
