import { describe, expect, it } from 'vitest';
import { expectProblem, signUp } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

// Issue 17: a PATCH of the profile with a valid session cookie was accepted from any Origin.
const t = useTestApp();
const APP_ORIGIN = 'http://127.0.0.1:3000';

async function patchName(cookie: string, headers: Record<string, string>) {
  return t.app.inject({
    method: 'PATCH',
    url: '/api/v1/me/profile',
    headers: { cookie, ...headers },
    payload: { fullName: 'Forged Name' },
  });
}

async function fullName(cookie: string) {
  return (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })).json().profile
    .fullName;
}

describe('state-changing requests with a session cookie come from the app or nowhere', () => {
  it.each([
    ['another site', { origin: 'http://evil.example' }],
    ['a sibling subdomain', { origin: 'http://shop.127.0.0.1:3000' }],
    ['an opaque origin', { origin: 'null' }],
    ['no Origin and a foreign Referer', { origin: '', referer: 'http://evil.example/page' }],
    ['neither Origin nor Referer', { origin: '' }],
  ])('refuses %s with 403 and changes nothing', async (_, headers) => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    const before = await fullName(cookie);
    expectProblem(await patchName(cookie, headers), 403, 'Forbidden');
    expect(await fullName(cookie)).toBe(before);
  });

  it.each([
    ['its Origin', { origin: APP_ORIGIN }],
    ['only its Referer (older browsers)', { origin: '', referer: `${APP_ORIGIN}/customer/profile` }],
  ])('accepts the app by %s', async (_, headers) => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    expect((await patchName(cookie, headers)).statusCode).toBe(200);
    expect(await fullName(cookie)).toBe('Forged Name');
  });

  it('also guards sign-out and deletes, and leaves reads alone', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    const evil = { cookie, origin: 'http://evil.example' };
    expectProblem(
      await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: evil, payload: {} }),
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: evil })).statusCode).toBe(200);
  });

  it('does not apply without a session cookie (nobody to impersonate)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: '' },
      payload: { email: 'nobody@example.test', password: 'wrong password' },
    });
    expectProblem(res, 401);
  });
});
