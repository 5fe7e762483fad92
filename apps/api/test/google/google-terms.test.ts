import { randomUUID } from 'node:crypto';
import { CURRENT_LEGAL_VERSIONS } from '@limpa/domain';
import { describe, expect, it } from 'vitest';
import { expectProblem, uniqueEmail } from '../helpers/auth';
import { googleSignIn } from '../helpers/google-flow';
import { useGoogleTestApp } from '../helpers/google-test-app';
import { legalAcceptanceOf } from '../helpers/legal-acceptance';
import type { OidcIdentity } from '../helpers/oidc-server';

const t = useGoogleTestApp();

const person = (): OidcIdentity => ({
  sub: randomUUID(),
  email: uniqueEmail('gterms'),
  emailVerified: true,
  name: 'Gus Google',
});

const acceptanceOf = (email: string) => legalAcceptanceOf(t.db, email);
const session = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: { cookie } })).json();
const rename = (cookie: string) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/me/profile',
    headers: { cookie },
    payload: { fullName: 'G' },
  });

describe('Google sign-up and the terms', () => {
  it("creates the account with the terms accepted when the Sign Up tab's box was ticked", async () => {
    const who = person();
    const { cookie } = await googleSignIn(t.app, who, { role: 'cleaner', acceptTerms: true });
    expect(await acceptanceOf(who.email)).toMatchObject({
      termsVersion: CURRENT_LEGAL_VERSIONS.terms,
      privacyVersion: CURRENT_LEGAL_VERSIONS.privacy,
      termsAcceptedAt: expect.any(Date),
    });
    expect((await session(cookie)).legal.accepted).toBe(true);
    expect((await rename(cookie)).statusCode).toBe(200);
  });

  it('an account made without the box asks for the terms before any write, then goes on', async () => {
    const who = person();
    const { cookie } = await googleSignIn(t.app, who);
    expect(await acceptanceOf(who.email)).toMatchObject({ termsVersion: null, termsAcceptedAt: null });
    const { legal } = await session(cookie);
    expect(legal.accepted).toBe(false);
    expect(expectProblem(await rename(cookie), 403).code).toBe('terms_not_accepted');
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/legal-acceptance',
      headers: { cookie },
      payload: { termsVersion: legal.termsVersion, privacyVersion: legal.privacyVersion },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await rename(cookie)).statusCode).toBe(200);
  });

  it('a later sign-in with the box ticked does not rewrite an existing acceptance', async () => {
    const who = person();
    await googleSignIn(t.app, who);
    await googleSignIn(t.app, who, { acceptTerms: true });
    expect((await acceptanceOf(who.email))?.termsVersion).toBeNull();
  });

  it('refuses acceptTerms other than true on the Google start', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', acceptTerms: false },
    });
    expectProblem(res, 400);
  });
});
