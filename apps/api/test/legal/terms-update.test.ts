import { CURRENT_LEGAL_VERSIONS } from '@limpa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, PASSWORD, signUp } from '../helpers/auth';
import { get, send } from '../helpers/http';
import { buildTestApp, type TestApp, useTestApp } from '../helpers/test-app';

/** The terms in force today (the constants), and a process started after a new version was published. */
const today = useTestApp();
const NEW_TERMS = { terms: '2099-01-01', privacy: CURRENT_LEGAL_VERSIONS.privacy };
let published: TestApp;
beforeAll(async () => {
  published = await buildTestApp({ databaseUrl: today.databaseUrl, legalVersions: NEW_TERMS });
});
afterAll(() => published?.close());

const session = async (cookie: string) => (await get(published.app, cookie, '/api/v1/session')).json();
const renameTo = (cookie: string, fullName: string, app = published.app) =>
  send(app, 'PATCH', cookie, '/api/v1/me/profile', { fullName });
const accept = (cookie: string, body: object) =>
  send(published.app, 'POST', cookie, '/api/v1/me/legal-acceptance', body);

describe('a new version of the terms', () => {
  it('makes the session say "not accepted" and refuses writes until the person accepts it', async () => {
    const { cookie } = await signUp(today.app, { role: 'customer' });
    expect((await renameTo(cookie, 'Before', today.app)).statusCode).toBe(200);

    expect((await session(cookie)).legal).toEqual({
      termsVersion: '2099-01-01',
      privacyVersion: CURRENT_LEGAL_VERSIONS.privacy,
      accepted: false,
    });
    const refused = expectProblem(await renameTo(cookie, 'Refused'), 403, 'Terms Not Accepted');
    expect(refused.code).toBe('terms_not_accepted');
    expect(refused.detail).toBe(
      'Our Terms of Service or Privacy Policy have changed. Read and accept them to continue.',
    );
    // Reading goes on (the app shows the new terms), and so do the legal texts and the data export.
    expect((await session(cookie)).profile.fullName).toBe('Before');
    for (const url of ['/api/v1/legal/terms', '/api/v1/me/export', '/api/v1/bookings']) {
      const res = await get(published.app, cookie, url);
      expect(res.statusCode, url).toBe(200);
    }

    const accepted = await accept(cookie, { termsVersion: '2099-01-01', privacyVersion: NEW_TERMS.privacy });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ ...(await session(cookie)).legal, accepted: true });
    expect((await renameTo(cookie, 'After')).statusCode).toBe(200);
  });

  it("refuses in the person's language", async () => {
    const { cookie } = await signUp(today.app, { role: 'cleaner', locale: 'fr-CA' });
    const refused = expectProblem(await renameTo(cookie, 'Refusé'), 403, 'Conditions non acceptées');
    expect(refused.detail).toBe(
      "Nos Conditions d'utilisation ou notre Politique de confidentialité ont changé. Lisez-les et acceptez-les pour continuer.",
    );
  });

  it('refuses an acceptance of the older version with 409, and changes nothing', async () => {
    const { cookie } = await signUp(today.app, { role: 'customer' });
    const stale = await accept(cookie, {
      termsVersion: CURRENT_LEGAL_VERSIONS.terms,
      privacyVersion: CURRENT_LEGAL_VERSIONS.privacy,
    });
    expect(expectProblem(stale, 409, 'Terms Updated').code).toBe('terms_version_outdated');
    expect((await session(cookie)).legal.accepted).toBe(false);
    expectProblem(await renameTo(cookie, 'Still refused'), 403);
  });

  it('lets the person choose the language they read the new terms in, and nothing else with it', async () => {
    const { cookie } = await signUp(today.app, { role: 'customer', locale: 'en' });
    const patch = (payload: object) => send(published.app, 'PATCH', cookie, '/api/v1/me/profile', payload);
    const chosen = await patch({ locale: 'pt-PT' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await session(cookie)).profile.locale).toBe('pt-PT');
    // The language cannot carry another change past the terms, and the refusal now speaks Portuguese.
    const refused = expectProblem(await patch({ locale: 'fr-CA', fullName: 'Smuggled' }), 403);
    expect(refused.code).toBe('terms_not_accepted');
    expect((await session(cookie)).profile).toMatchObject({
      locale: 'pt-PT',
      fullName: expect.not.stringMatching('Smuggled'),
    });
    expectProblem(await patch({}), 403);
  });

  it('refuses a body that names no versions', async () => {
    const { cookie } = await signUp(today.app, { role: 'customer' });
    expectProblem(await accept(cookie, {}), 400);
    expectProblem(await accept(cookie, { termsVersion: 'latest', privacyVersion: 'latest' }), 400);
  });

  it('leaves the account deletable without accepting', async () => {
    const { cookie } = await signUp(today.app, { role: 'customer' });
    const res = await send(published.app, 'DELETE', cookie, '/api/v1/me', { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(204);
  });

  it('keeps the people who accepted it free to write', async () => {
    const { cookie } = await signUp(published.app, { role: 'customer' });
    expect((await session(cookie)).legal.accepted).toBe(true);
    expect((await renameTo(cookie, 'Signed up after')).statusCode).toBe(200);
  });
});
