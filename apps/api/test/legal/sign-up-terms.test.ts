import { profiles, users } from '@limpa/db';
import { CURRENT_LEGAL_VERSIONS } from '@limpa/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem, PASSWORD, signUp, uniqueEmail } from '../helpers/auth';
import { legalAcceptanceOf } from '../helpers/legal-acceptance';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const countUsers = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length;

const signUpBody = (email: string, extra: object) => ({
  email,
  password: PASSWORD,
  name: 'Terry Terms',
  role: 'customer',
  ...extra,
});

describe('sign-up and the terms (POST /api/auth/sign-up/email)', () => {
  it.each([
    ['without acceptTerms', {}],
    ['with acceptTerms false', { acceptTerms: false }],
    ['with acceptTerms "true" as text', { acceptTerms: 'true' }],
  ])('refuses a sign-up %s with 422 terms_not_accepted and writes nothing', async (_case, extra) => {
    const email = uniqueEmail('noterms');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: signUpBody(email, extra),
    });
    const problem = expectProblem(res, 422, 'Terms Not Accepted');
    expect(problem.code).toBe('terms_not_accepted');
    expect(problem.detail).toBe('To create an account, accept the Terms of Service and the Privacy Policy.');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await countUsers(email)).toBe(0);
  });

  it('says so in the language of the sign-up page', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'accept-language': 'pt-PT' },
      payload: signUpBody(uniqueEmail('pt'), {}),
    });
    const problem = expectProblem(res, 422, 'Termos não aceites');
    expect(problem.detail).toBe(
      'Para criar uma conta, aceite os Termos de Serviço e a Política de Privacidade.',
    );
  });

  it('judges the terms before the other fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'not-an-email', password: 'x', role: 'customer' },
    });
    expect(expectProblem(res, 422).code).toBe('terms_not_accepted');
  });

  it('stores the versions in force and the time of acceptance with the account, and the session says accepted', async () => {
    const before = new Date();
    const { email, cookie } = await signUp(t.app, { role: 'cleaner' });
    const row = await legalAcceptanceOf(t.db, email);
    expect(row).toMatchObject({
      termsVersion: CURRENT_LEGAL_VERSIONS.terms,
      privacyVersion: CURRENT_LEGAL_VERSIONS.privacy,
    });
    // The database's clock, which may be a little behind this process's: within a minute of the request.
    expect(Math.abs(row!.termsAcceptedAt!.getTime() - before.getTime())).toBeLessThan(60_000);
    expect(row!.privacyAcceptedAt).toEqual(row!.termsAcceptedAt);
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: { cookie } });
    expect(session.json().legal).toEqual({
      termsVersion: CURRENT_LEGAL_VERSIONS.terms,
      privacyVersion: CURRENT_LEGAL_VERSIONS.privacy,
      accepted: true,
    });
  });

  it('refuses a version without its time (and the reverse) in the database itself', async () => {
    const { email } = await signUp(t.app, { role: 'customer' });
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await expect(
      t.db.update(profiles).set({ termsAcceptedAt: null }).where(eq(profiles.userId, user!.id)),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
  });
});
