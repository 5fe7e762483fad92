import { describe, expect, it } from 'vitest';
import { cookieFrom, expectProblem, me, PASSWORD, signUp, uniqueEmail } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

/** Sign-in with the language picked on the sign-in page (or none), the web's Accept-Language besides. */
const signInChoosing = (email: string, locale?: string, password = PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'accept-language': 'en' },
    payload: { email, password, ...(locale === undefined ? {} : { locale }) },
  });

const localeAfter = async (res: Awaited<ReturnType<typeof signInChoosing>>) =>
  (await me(t.app, cookieFrom(res))).json().profile.locale;

describe('the language picked before signing in', () => {
  it.each(['fr-CA', 'pt-PT'])('sign-in carrying %s makes it the account language', async (locale) => {
    const { email } = await signUp(t.app, { role: 'customer', locale: 'en' });
    const res = await signInChoosing(email, locale);
    expect(res.statusCode, res.body).toBe(200);
    expect(await localeAfter(res)).toBe(locale);
  });

  it('sign-in without a choice keeps the stored language, whatever Accept-Language says', async () => {
    const { email, cookie } = await signUp(t.app, { role: 'cleaner', locale: 'pt-PT' });
    expect((await me(t.app, cookie)).json().profile.locale).toBe('pt-PT');
    const res = await signInChoosing(email);
    expect(res.statusCode).toBe(200);
    expect(await localeAfter(res)).toBe('pt-PT');
  });

  it('a wrong password leaves the language as it was', async () => {
    const { email, cookie } = await signUp(t.app, { role: 'customer', locale: 'en' });
    expectProblem(await signInChoosing(email, 'fr-CA', 'wrong password!'), 401, 'Sign in failed');
    expect((await me(t.app, cookie)).json().profile.locale).toBe('en');
  });

  it('refuses a language the product does not speak, and keeps the stored one', async () => {
    const { email, cookie } = await signUp(t.app, { role: 'customer', locale: 'en' });
    expectProblem(await signInChoosing(email, 'de'), 400);
    expect((await me(t.app, cookie)).json().profile.locale).toBe('en');
  });

  it('sign-up carrying a choice keeps it over Accept-Language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'accept-language': 'en' },
      payload: {
        acceptTerms: true,
        email: uniqueEmail('chooser'),
        password: PASSWORD,
        name: 'Chooser',
        role: 'customer',
        locale: 'fr-CA',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await localeAfter(res)).toBe('fr-CA');
  });
});
