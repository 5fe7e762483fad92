import { randomUUID } from 'node:crypto';
import { accounts, profiles, users } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem, me, signIn, signUp, uniqueEmail } from '../helpers/auth';
import { googleSignIn } from '../helpers/google-flow';
import { useGoogleTestApp } from '../helpers/google-test-app';
import type { OidcIdentity } from '../helpers/oidc-server';

const t = useGoogleTestApp();

const person = (overrides: Partial<OidcIdentity> = {}): OidcIdentity => ({
  sub: randomUUID(),
  email: uniqueEmail('google'),
  emailVerified: true,
  name: 'Gina Google',
  ...overrides,
});

const usersWithEmail = (email: string) => t.db.select().from(users).where(eq(users.email, email));
const accountsOf = (userId: string) => t.db.select().from(accounts).where(eq(accounts.userId, userId));

describe('Google sign-in (OIDC against a local provider)', () => {
  it('starts at the provider discovered from GOOGLE_DISCOVERY_URL, with PKCE and our callback', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/dashboard' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().url);
    expect(url.origin).toBe(new URL(t.oidc.issuer).origin);
    expect(url.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:3000/api/auth/callback/google');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toContain('email');
  });

  it('a first sign-in makes a customer and signs them in', async () => {
    const who = person();
    const { location, cookie } = await googleSignIn(t.app, who);
    expect(location.pathname).toBe('/dashboard');
    const res = await me(t.app, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { email: who.email },
      profile: { role: 'customer', fullName: 'Gina Google' },
    });
    // Signing in again finds the same person.
    const again = await googleSignIn(t.app, who);
    expect((await me(t.app, again.cookie)).json().user.id).toBe(res.json().user.id);
    expect(await usersWithEmail(who.email)).toHaveLength(1);
  });

  it('the Sign Up tab\'s "Provide Services" makes a cleaner with the new-cleaner defaults', async () => {
    const who = person({ name: 'Clara Cleaner' });
    const { cookie } = await googleSignIn(t.app, who, { role: 'cleaner' });
    const profile = (await me(t.app, cookie)).json().profile;
    expect(profile).toMatchObject({ role: 'cleaner', isApproved: false, onboardingComplete: false });
    expect(profile.servicesOffered.length).toBeGreaterThan(0);
  });

  it('a first sign-in keeps the language the person was using; English when the browser asks for none of ours', async () => {
    for (const [language, locale] of [
      ['pt-PT,pt;q=0.9', 'pt-PT'],
      ['fr-CA', 'fr-CA'],
      ['de-DE', 'en'],
    ] as const) {
      const { cookie } = await googleSignIn(t.app, person(), { locale: language, role: 'cleaner' });
      expect((await me(t.app, cookie)).json().profile, language).toMatchObject({ role: 'cleaner', locale });
    }
  });

  it('the role only counts for a new account: an existing customer stays a customer', async () => {
    const who = person();
    await googleSignIn(t.app, who);
    const { cookie } = await googleSignIn(t.app, who, { role: 'cleaner' });
    expect((await me(t.app, cookie)).json().profile.role).toBe('customer');
  });

  it('links to an existing account with the same verified e-mail instead of making a second one', async () => {
    const email = uniqueEmail('linked');
    const { cookie: passwordCookie } = await signUp(t.app, { role: 'cleaner', email, name: 'Linda Link' });
    const userId = (await me(t.app, passwordCookie)).json().user.id;
    // Verified by its owner (the mailed link): the password survives the link (test/security/google-linking).
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));

    const { location, cookie } = await googleSignIn(t.app, person({ email: email.toUpperCase() }), {
      role: 'customer',
    });
    expect(location.pathname).toBe('/dashboard');
    const res = (await me(t.app, cookie)).json();
    expect(res.user.id).toBe(userId);
    expect(res.profile).toMatchObject({ role: 'cleaner', fullName: 'Linda Link' });
    expect(await usersWithEmail(email)).toHaveLength(1);
    expect((await accountsOf(userId)).map((a) => a.providerId).sort()).toEqual(['credential', 'google']);
    expect(await t.db.select().from(profiles).where(eq(profiles.userId, userId))).toHaveLength(1);
    // The password still works.
    expect((await signIn(t.app, email)).statusCode).toBe(200);
  });

  it('refuses a new person whose Google e-mail is not verified, creating nothing', async () => {
    const who = person({ emailVerified: false });
    const { location, cookie } = await googleSignIn(t.app, who);
    expect(location.pathname).toBe('/auth');
    expect(location.searchParams.get('error')).toBe('google_email_not_verified');
    expect(cookie).not.toMatch(/session_token=[^;]+/);
    expect(await usersWithEmail(who.email)).toHaveLength(0);
  });

  it('refuses to link an unverified Google e-mail to an existing account', async () => {
    const email = uniqueEmail('unverified');
    const { cookie } = await signUp(t.app, { role: 'customer', email });
    const userId = (await me(t.app, cookie)).json().user.id;
    const { location } = await googleSignIn(t.app, person({ email, emailVerified: false }));
    expect(location.pathname).toBe('/auth');
    expect(location.searchParams.get('error')).toBe('account_not_linked');
    expect((await accountsOf(userId)).map((a) => a.providerId)).toEqual(['credential']);
  });

  it('a suspended person is sent back to /auth with the reason, without a session', async () => {
    const who = person();
    const { cookie } = await googleSignIn(t.app, who);
    const userId = (await me(t.app, cookie)).json().user.id;
    await t.db
      .update(profiles)
      .set({ suspendedAt: new Date(), suspensionReason: 'abuse' })
      .where(eq(profiles.userId, userId));
    const again = await googleSignIn(t.app, who);
    expect(again.location.pathname).toBe('/auth');
    expect(again.location.searchParams.get('error')).toBe('account_suspended');
    expect(again.cookie).not.toMatch(/session_token=[^;]+/);
  });

  it('refuses a role that is not offered at sign-up, and a provider that is not Google', async () => {
    for (const payload of [
      { provider: 'google', role: 'admin' },
      { provider: 'github' },
      { provider: 'google', callbackURL: 'https://evil.example/' },
    ]) {
      expectProblem(await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/social', payload }), 400);
    }
  });

  it('a callback without the state cookie signs nobody in', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google' },
    });
    const state = new URL(start.json().url).searchParams.get('state');
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/callback/google?code=x&state=${state}` });
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toMatch(/error=/);
    expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/session_token=[^;]/);
  });
});
