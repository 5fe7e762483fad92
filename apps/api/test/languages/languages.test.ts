import { profiles } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cookieFrom, expectProblem, me, signUp } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const patchProfile = (cookie: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url: '/api/v1/me/profile', headers: { cookie, ...headers }, payload });

describe('the caller language', () => {
  it('a person who signs up in French or Portuguese keeps that language on the profile; English otherwise', async () => {
    const signUpIn = (language: string | undefined) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: language ? { 'accept-language': language } : {},
        payload: {
          acceptTerms: true,
          email: `lang-${Math.random().toString(36).slice(2)}@limpa.test`,
          password: 'a-long-password',
          name: 'Lang Person',
          role: 'customer',
        },
      });
    for (const [language, locale] of [
      ['fr-CA,fr;q=0.9', 'fr-CA'],
      ['pt-PT', 'pt-PT'],
      ['de-DE', 'en'],
      [undefined, 'en'],
    ] as const) {
      const res = await signUpIn(language);
      expect(res.statusCode, res.body).toBe(200);
      const profile = (await me(t.app, cookieFrom(res))).json().profile;
      expect(profile.locale, String(language)).toBe(locale);
    }
  });

  it('signed out, Accept-Language decides, said in Content-Language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/bookings/00000000-0000-4000-8000-000000000000',
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-language']).toBe('fr-CA');
    expect(res.json()).toMatchObject({ code: 'unauthorized', title: 'Connexion requise' });
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
  });

  it('English by default, keeping the thrown wording', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/bookings/00000000-0000-4000-8000-000000000000',
    });
    expect(res.headers['content-language']).toBe('en');
    expectProblem(res, 401, 'Unauthorized');
    expect(res.json().detail).toBe('You need to sign in to do that.');
  });

  it('signed in, the profile locale wins over Accept-Language', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    const saved = await patchProfile(cookie, { locale: 'pt-PT' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile.locale).toBe('pt-PT');
    expect((await me(t.app, cookie)).json().profile.locale).toBe('pt-PT');

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/bookings/00000000-0000-4000-8000-000000000000',
      headers: { cookie, 'accept-language': 'fr-CA' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-language']).toBe('pt-PT');
    expect(res.json().title).toBe('Não encontrado');
  });

  it('zod validation messages come in the language too', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    expect((await patchProfile(cookie, { locale: 'fr-CA' })).statusCode).toBe(200);
    const res = await patchProfile(cookie, { fullName: 42 });
    expectProblem(res, 400, 'Erreur de validation');
    const body = res.json();
    expect(body.title).toBe('Erreur de validation');
    expect(body.errors[0].path).toBe('body.fullName');
    expect(body.errors[0].message).toMatch(/invalide|attendu/i);
    expect(body.detail).toContain('body.fullName');
  });

  it('new profiles start in English', async () => {
    const { cookie } = await signUp(t.app, { role: 'cleaner' });
    expect((await me(t.app, cookie)).json().profile.locale).toBe('en');
  });
});

describe('PATCH /api/v1/me/profile locale', () => {
  it.each(['de', 'pt', 'fr', 'EN', ''])('refuses %j', async (locale) => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    expectProblem(await patchProfile(cookie, { locale }), 400, 'Validation Error');
    expect((await me(t.app, cookie)).json().profile.locale).toBe('en');
  });

  it('the database holds the three languages only', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    const userId = (await me(t.app, cookie)).json().user.id as string;
    await expect(
      t.db
        .update(profiles)
        .set({ locale: 'es' as 'en' })
        .where(eq(profiles.userId, userId)),
    ).rejects.toThrow();
  });
});
