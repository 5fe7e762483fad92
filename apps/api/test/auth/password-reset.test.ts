import { randomBytes } from 'node:crypto';
import { mailOutbox } from '@limpa/db';
import { describe, expect, it } from 'vitest';
import { cookieFrom, expectProblem, me, signIn, signUp, uniqueEmail } from '../helpers/auth';
import { lastMailTo, resetLinkIn, resetPassword, tokenFromResetLink } from '../helpers/outbox';
import { buildTestApp, type TestApp, useTestApp } from '../helpers/test-app';

const t = useTestApp();

const requestReset = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: 'http://127.0.0.1:3000/reset-password' },
  });

/** Mails go out without blocking the request (same answer time for known and unknown e-mails). */
async function waitForMail(email: string) {
  await expect.poll(() => lastMailTo(t.app, email)).toBeDefined();
  return (await lastMailTo(t.app, email))!;
}

describe('password reset', () => {
  it('answers known and unknown e-mails alike and mails only the known one', async () => {
    const { email } = await signUp(t.app, { role: 'customer' });
    const ghost = uniqueEmail('ghost');
    // The unknown address first: once the known one's mail (sent later) is there, a mail to the ghost would be too.
    const unknown = await requestReset(ghost);
    const known = await requestReset(email);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect((await waitForMail(email)).subject).toMatch(/Reset your Limpa password/);
    expect(await lastMailTo(t.app, ghost)).toBeUndefined();
  });

  it('resets through the e-mailed link, ends every session, and only the new password works', async () => {
    const { email, cookie: firstSession } = await signUp(t.app, { role: 'cleaner' });
    const secondSession = cookieFrom(await signIn(t.app, email));
    await requestReset(email);
    const token = await tokenFromResetLink(t.app, resetLinkIn((await waitForMail(email)).text));

    const reset = await resetPassword(t.app, token, 'a brand new passphrase');
    expect(reset.statusCode, reset.body).toBe(200);

    expect((await me(t.app, firstSession)).statusCode).toBe(401);
    expect((await me(t.app, secondSession)).statusCode).toBe(401);
    expectProblem(await signIn(t.app, email), 401);
    expect((await signIn(t.app, email, 'a brand new passphrase')).statusCode).toBe(200);

    // The token is single-use.
    const again = await resetPassword(t.app, token, 'yet another passphrase');
    expectProblem(again, 400);
  });

  it('refuses a forged token and a too-short password', async () => {
    expectProblem(await resetPassword(t.app, 'forged-token', 'long enough password'), 400);
    const { email } = await signUp(t.app, { role: 'customer' });
    await requestReset(email);
    const token = await tokenFromResetLink(t.app, resetLinkIn((await waitForMail(email)).text));
    expectProblem(await resetPassword(t.app, token, 'short'), 400);
  });

  it('a bad link redirects to /reset-password with an error', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/reset-password/not-a-token?callbackURL=http%3A%2F%2F127.0.0.1%3A3000%2Freset-password',
    });
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toMatch(/\/reset-password\?error=INVALID_TOKEN/);
  });

  it('keeps the outbox out of production', async () => {
    const prod = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        AUTH_SECRET: randomBytes(32).toString('hex'),
        ALLOW_TEST_PAYMENTS: 'true',
        SEED_DEMO: 'false',
        SMTP_URL: 'smtp://127.0.0.1:1',
        PUBLIC_URL: 'https://limpa.example',
      },
      databaseUrl: (t as TestApp & { databaseUrl: string }).databaseUrl,
    });
    try {
      expectProblem(await prod.app.inject({ method: 'GET', url: '/api/dev/outbox' }), 404);
    } finally {
      await prod.close();
    }
    expect(await t.db.select().from(mailOutbox)).not.toHaveLength(0);
  });
});
