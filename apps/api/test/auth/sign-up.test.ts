import { profiles, settings, users } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem, me, PASSWORD, signIn, signUp, uniqueEmail } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const countUsers = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email))).length;

describe('sign-up', () => {
  it.each(['customer', 'cleaner'] as const)(
    'creates a %s with a profile and a session cookie',
    async (role) => {
      const { email, cookie, res } = await signUp(t.app, {
        role,
        name: 'Maria Santos',
        phone: '+351 912 000 111',
      });
      expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/i);
      const meRes = await me(t.app, cookie);
      expect(meRes.statusCode).toBe(200);
      expect(meRes.json()).toMatchObject({
        user: { email },
        profile: { role, fullName: 'Maria Santos', phone: '+351 912 000 111', onboardingComplete: false },
      });
    },
  );

  it('starts cleaners unapproved while "Require provider approval" is on, approved when off', async () => {
    const first = await signUp(t.app, { role: 'cleaner' });
    expect((await me(t.app, first.cookie)).json().profile).toMatchObject({
      isApproved: false,
      servicesOffered: ['Regular House Cleaning', 'Office Cleaning'],
      homeTypes: ['T0', 'T1', 'T2', 'T3', 'T4'],
      workRadiusKm: 10,
    });
    await t.db.update(settings).set({ requireProviderApproval: false });
    const second = await signUp(t.app, { role: 'cleaner' });
    expect((await me(t.app, second.cookie)).json().profile.isApproved).toBe(true);
    await t.db.update(settings).set({ requireProviderApproval: true });
  });

  it.each([
    ['admin', { role: 'admin' }],
    ['a made-up role', { role: 'superuser' }],
    ['no role', {}],
  ])('refuses %s with 400 and leaves no account behind', async (_label, extra) => {
    const email = uniqueEmail('refused');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { acceptTerms: true, email, password: PASSWORD, name: 'Eve', ...extra },
    });
    expectProblem(res, 400);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await countUsers(email)).toBe(0);
  });

  it.each([
    ['a short password', { password: 'short' }],
    ['an invalid e-mail', { email: 'not-an-email' }],
    ['an empty name', { name: '   ' }],
    ['an unknown field', { isApproved: true }],
  ])('refuses %s with 400', async (_label, override) => {
    const email = uniqueEmail('bad');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { acceptTerms: true, email, password: PASSWORD, name: 'Bob', role: 'customer', ...override },
    });
    expectProblem(res, 400);
    expect(await countUsers(email)).toBe(0);
  });

  it('refuses a second account with the same e-mail (any case) and keeps one user', async () => {
    const { email } = await signUp(t.app, { role: 'customer' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        acceptTerms: true,
        email: email.toUpperCase(),
        password: PASSWORD,
        name: 'Dup',
        role: 'cleaner',
      },
    });
    expectProblem(res, 422, 'Sign up failed');
    expect(await countUsers(email)).toBe(1);
    const [profile] = await t.db
      .select({ role: profiles.role })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, email));
    expect(profile?.role).toBe('customer');
  });

  it('stores an empty phone as null', async () => {
    const email = uniqueEmail('nophone');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        acceptTerms: true,
        email,
        password: PASSWORD,
        name: 'No Phone',
        role: 'customer',
        phone: '',
      },
    });
    expect(res.statusCode).toBe(200);
    const signedIn = await signIn(t.app, email);
    expect(signedIn.statusCode).toBe(200);
    const [profile] = await t.db
      .select({ phone: profiles.phone })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, email));
    expect(profile?.phone).toBeNull();
  });
});
