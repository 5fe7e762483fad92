import { randomUUID } from 'node:crypto';
import { mailOutbox } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestUnreadMessages } from '../../src/modules/notifications/digest-unread-messages';
import { signUp, uniqueEmail } from '../helpers/auth';
import { pendingBooking } from '../helpers/booking-fixtures';
import { googleSignIn } from '../helpers/google-flow';
import { googleEnvFor, type OidcServer } from '../helpers/google-test-app';
import { appWithLogLines, type LoggedApp, useAppWithLogLines } from '../helpers/log-lines';
import { startOidcServer } from '../helpers/oidc-server';
import { lastMailTo, resetLinkIn, resetPassword, tokenFromResetLink } from '../helpers/outbox';

// Finding 7 of the security review: password-reset, e-mail verification and unsubscribe tokens (and OAuth's
// code and state) were written to the request log lines, in the path or the query. Each flow runs for real
// through the app's own logger, at its most talkative level, and no line may hold any of its secrets.

/** The secret in every spelling a log line could carry it. */
const spellings = (secret: string) => [...new Set([secret, encodeURIComponent(secret)])];

function expectNoneLogged(logged: LoggedApp, secrets: string[]) {
  expect(secrets.every((s) => s.length >= 8)).toBe(true);
  for (const line of logged.written)
    for (const secret of secrets.flatMap(spellings)) expect(line).not.toContain(secret);
}

/** The request lines of one path, as logged (the path must be there: a dropped line would hide nothing). */
const urlsLoggedFor = (logged: LoggedApp, path: string) =>
  logged
    .requestLines()
    .map((l) => (l.req as { url: string }).url)
    .filter((url) => url.split('?')[0]!.startsWith(path));

const browse = (logged: LoggedApp, link: string) => {
  const url = new URL(link);
  return logged.t.app.inject({ method: 'GET', url: url.pathname + url.search });
};

describe('password reset and e-mail verification', () => {
  const logged = useAppWithLogLines({ REQUIRE_EMAIL_VERIFICATION: 'true' }, 'trace');

  it('the reset link, the page it lands on and the new password: no token in any line', async () => {
    const { email } = await signUp(logged.t.app, { role: 'customer' });
    const asked = await logged.t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email, redirectTo: 'http://127.0.0.1:3000/reset-password' },
    });
    expect(asked.statusCode).toBe(200);
    await expect.poll(async () => (await lastMailTo(logged.t.app, email))?.subject).toMatch(/Reset/);
    const link = resetLinkIn((await lastMailTo(logged.t.app, email))!.text);
    const token = await tokenFromResetLink(logged.t.app, link);
    await browse(logged, `http://127.0.0.1:3000/reset-password?token=${token}`);
    const reset = await resetPassword(logged.t.app, token, 'a brand new passphrase');
    expect(reset.statusCode, reset.body).toBe(200);

    const inLink = new URL(link).pathname.split('/').at(-1)!;
    expect(urlsLoggedFor(logged, '/api/auth/reset-password/')).toHaveLength(1);
    expect(urlsLoggedFor(logged, '/reset-password')).toHaveLength(1);
    expectNoneLogged(logged, [token, inLink]);
  });

  it('the verification link: no token in any line', async () => {
    const { email } = await signUp(logged.t.app, { role: 'customer', email: uniqueEmail('verify') });
    const mail = await lastMailTo(logged.t.app, email);
    const link = mail!.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)![0];
    const landed = await browse(logged, link);
    expect(landed.statusCode, landed.body).toBe(302);
    expect(urlsLoggedFor(logged, '/api/auth/verify-email')).toHaveLength(1);
    expectNoneLogged(logged, [new URL(link).searchParams.get('token')!]);
  });
  it('a link the router cannot read, or spelled otherwise: its line and its error hold no token', async () => {
    const secret = randomUUID();
    for (const url of [
      `/api/auth/reset-password/${secret}%zz`,
      `/api/auth/reset-passwor%64/${secret}`,
      `/api/v1/unsubscribe?to%6Ben=${secret}`,
    ]) {
      const res = await logged.t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(logged.written.filter((l) => l.includes('[redacted]')).length).toBeGreaterThanOrEqual(3);
    expectNoneLogged(logged, [secret]);
  });
});

describe('unsubscribe links and Google sign-in', () => {
  let oidc: OidcServer;
  const logged = {} as LoggedApp;
  beforeAll(async () => {
    oidc = await startOidcServer();
    Object.assign(logged, await appWithLogLines(googleEnvFor(oidc), 'trace'));
  });
  afterAll(async () => {
    await logged.t?.close();
    await oidc?.stop();
  });

  it("an unread-messages digest's page link and one-click link: no token in any line", async () => {
    const b = await pendingBooking(logged.t.app, logged.t.db);
    const sent = await logged.t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${b.id}/messages`,
      headers: { cookie: b.cleaner.cookie },
      payload: { body: 'Is there parking?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await digestUnreadMessages(logged.t.app.ctx, new Date(Date.now() + 16 * 60_000));
    const mails = await logged.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, b.customer.email));
    const digest = mails.find((m) => m.headers && 'List-Unsubscribe' in m.headers)!;
    const page = digest.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)![0];
    const oneClick = String(digest.headers!['List-Unsubscribe']).slice(1, -1);

    await browse(logged, page);
    expect((await browse(logged, oneClick)).statusCode).toBe(200);
    const posted = await logged.t.app.inject({
      method: 'POST',
      url: new URL(oneClick).pathname + new URL(oneClick).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: '' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.json()).toMatchObject({ unsubscribed: true });

    expect(urlsLoggedFor(logged, '/api/v1/unsubscribe')).toHaveLength(2);
    expect(urlsLoggedFor(logged, '/unsubscribe')).toHaveLength(1);
    expectNoneLogged(logged, [new URL(page).searchParams.get('token')!]);
  });

  it("Google's callback: neither the code nor the state in any line", async () => {
    const { callbackUrl, location } = await googleSignIn(logged.t.app, {
      sub: randomUUID(),
      email: uniqueEmail('google'),
      emailVerified: true,
      name: 'Gina Google',
    });
    expect(location.pathname).toBe('/dashboard');
    expect(urlsLoggedFor(logged, '/api/auth/callback/google')).toHaveLength(1);
    expectNoneLogged(logged, [callbackUrl.searchParams.get('code')!, callbackUrl.searchParams.get('state')!]);
  });
});
