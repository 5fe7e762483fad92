import { describe, expect, it } from 'vitest';
import { expectProblem, signUp } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

// Finding 7: the better-auth catch-all exposed endpoints that bypass our validation (names of any length,
// password changes that keep other sessions, account deletion…).
const t = useTestApp();

describe('only the auth endpoints the web app uses are reachable', () => {
  it.each([
    ['POST', '/api/auth/update-user'],
    ['POST', '/api/auth/change-password'],
    ['POST', '/api/auth/change-email'],
    ['POST', '/api/auth/delete-user'],
    ['GET', '/api/auth/list-sessions'],
    ['POST', '/api/auth/revoke-sessions'],
    ['POST', '/api/auth/sign-up/anything'],
    ['GET', '/api/auth/ok'],
  ] as const)('%s %s is 404 even signed in', async (method, url) => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    const res = await t.app.inject({ method, url, headers: { cookie }, payload: { name: 'x'.repeat(5000) } });
    expectProblem(res, 404);
  });

  it('the ones it uses still work: session, sign-out', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toMatch(/@example\.test$/);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('a name is bounded at sign-up and in the profile', async () => {
    const long = 'N'.repeat(121);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        acceptTerms: true,
        email: 'long@example.test',
        password: 'correct horse battery',
        name: long,
        role: 'customer',
      },
    });
    expectProblem(res, 400);
    const { cookie } = await signUp(t.app, { role: 'customer' });
    expectProblem(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/me/profile',
        headers: { cookie },
        payload: { fullName: long },
      }),
      400,
    );
  });
});
