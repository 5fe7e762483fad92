import { randomUUID } from 'node:crypto';
import { accounts, users } from '@limpa/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, expectProblem, me, PASSWORD, signIn, signUp, uniqueEmail } from '../helpers/auth';
import { googleSignIn } from '../helpers/google-flow';
import { googleEnvFor, type OidcServer } from '../helpers/google-test-app';
import { startOidcServer } from '../helpers/oidc-server';
import { lastMailTo, resetLinkIn, resetPassword, tokenFromResetLink } from '../helpers/outbox';
import { buildTestApp, type TestApp } from '../helpers/test-app';

// Issue 30, finding 1: someone signed up with another person's e-mail and a password of their choosing; when
// the owner later used "Continue with Google" they landed in that account, and the first person's password (and
// sessions) still worked. A Google identity now keeps a password only on an account whose e-mail was verified;
// joining an unverified one removes its password and ends its sessions (decision 016).

let oidc: OidcServer;
let plain: TestApp;
let verifying: TestApp;

beforeAll(async () => {
  oidc = await startOidcServer();
  const google = googleEnvFor(oidc);
  plain = await buildTestApp({ env: google });
  verifying = await buildTestApp({ env: { ...google, REQUIRE_EMAIL_VERIFICATION: 'true' } });
});
afterAll(async () => {
  await plain?.close();
  await verifying?.close();
  await oidc?.stop();
});

const owner = (email: string) => ({ sub: randomUUID(), email, emailVerified: true, name: 'Olga Owner' });
const providersOf = async (t: TestApp, userId: string) =>
  (await t.db.select().from(accounts).where(eq(accounts.userId, userId))).map((a) => a.providerId).sort();
const isVerified = async (t: TestApp, userId: string) =>
  (await t.db.select().from(users).where(eq(users.id, userId)))[0]?.emailVerified;

/** Someone who does not own `email` signs up with it, and signs in a second time elsewhere. */
async function squat(app: FastifyInstance, email: string) {
  const { cookie } = await signUp(app, { role: 'customer', email, password: PASSWORD });
  const second = await signIn(app, email);
  expect(second.statusCode).toBe(200);
  const userId = (await me(app, cookie)).json().user.id as string;
  return { userId, sessions: [cookie, cookieFrom(second)] };
}

async function expectTakenOver(t: TestApp, email: string, squatter: Awaited<ReturnType<typeof squat>>) {
  const { location, cookie } = await googleSignIn(t.app, owner(email));
  expect(location.pathname).toBe('/dashboard');
  const mine = await me(t.app, cookie);
  expect(mine.statusCode).toBe(200);
  expect(mine.json().user.id).toBe(squatter.userId);
  // The squatter's password no longer signs in, and their sessions are over.
  expectProblem(await signIn(t.app, email), 401);
  for (const session of squatter.sessions) expectProblem(await me(t.app, session), 401);
  expect(await providersOf(t, squatter.userId)).toEqual(['google']);
  // The owner keeps the session Google gave them.
  expect((await me(t.app, cookie)).statusCode).toBe(200);
}

describe('Google joining an account whose e-mail nobody verified', () => {
  it('removes the password chosen at sign-up and ends its sessions; the owner sets a password by reset', async () => {
    const email = uniqueEmail('victim');
    const squatter = await squat(plain.app, email);
    await expectTakenOver(plain, email, squatter);

    await plain.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email, redirectTo: 'http://127.0.0.1:3000/reset-password' },
    });
    await expect.poll(() => lastMailTo(plain.app, email)).toBeDefined();
    const mail = (await lastMailTo(plain.app, email))!;
    const token = await tokenFromResetLink(plain.app, resetLinkIn(mail.text));
    const reset = await resetPassword(plain.app, token, 'the owner passphrase');
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(plain.app, email, 'the owner passphrase')).statusCode).toBe(200);
    expectProblem(await signIn(plain.app, email), 401);
  });

  it('does the same with REQUIRE_EMAIL_VERIFICATION on, where the link also marks the account verified', async () => {
    const email = uniqueEmail('victim');
    const squatter = await squat(verifying.app, email);
    expect(await isVerified(verifying, squatter.userId)).toBe(false);
    await expectTakenOver(verifying, email, squatter);
    expect(await isVerified(verifying, squatter.userId)).toBe(true);
  });
});

describe('Google joining an account whose e-mail was verified', () => {
  it('keeps its password and its sessions', async () => {
    const email = uniqueEmail('verified');
    const { cookie } = await signUp(verifying.app, { role: 'cleaner', email });
    const userId = (await me(verifying.app, cookie)).json().user.id as string;
    await expect.poll(() => lastMailTo(verifying.app, email)).toBeDefined();
    const link = (await lastMailTo(verifying.app, email))!.text.match(
      /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/,
    );
    const url = new URL(link![0]);
    expect((await verifying.app.inject({ method: 'GET', url: url.pathname + url.search })).statusCode).toBe(
      302,
    );
    expect(await isVerified(verifying, userId)).toBe(true);

    const google = await googleSignIn(verifying.app, owner(email));
    expect((await me(verifying.app, google.cookie)).json().user.id).toBe(userId);
    expect(await providersOf(verifying, userId)).toEqual(['credential', 'google']);
    expect((await me(verifying.app, cookie)).statusCode).toBe(200);
    expect((await signIn(verifying.app, email)).statusCode).toBe(200);
  });
});
