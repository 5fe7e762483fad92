import { describe, expect, it } from 'vitest';
import { cookieFrom, expectProblem, me, signIn, signUp, uniqueEmail } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe('sign-in, session and sign-out', () => {
  it('signs in with the right password and sets an HttpOnly session cookie', async () => {
    const { email } = await signUp(t.app, { role: 'customer' });
    const res = await signIn(t.app, email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect((await me(t.app, cookieFrom(res))).json().user.email).toBe(email);
  });

  it('answers bad credentials with 401 "Sign in failed", known or unknown e-mail alike', async () => {
    const { email } = await signUp(t.app, { role: 'customer' });
    const wrongPassword = expectProblem(await signIn(t.app, email, 'wrong password!'), 401, 'Sign in failed');
    const unknown = expectProblem(
      await signIn(t.app, uniqueEmail('ghost'), 'wrong password!'),
      401,
      'Sign in failed',
    );
    expect(wrongPassword.detail).toBe('Invalid email or password');
    expect(unknown.detail).toBe(wrongPassword.detail);
  });

  it('refuses a malformed sign-in body with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'x' },
    });
    expectProblem(res, 400);
  });

  it('GET /api/v1/me is 401 problem+json without a session', async () => {
    expectProblem(await t.app.inject({ method: 'GET', url: '/api/v1/me' }), 401);
    expectProblem(await me(t.app, 'better-auth.session_token=forged.value'), 401);
  });

  it('sign-out ends the session', async () => {
    const { cookie } = await signUp(t.app, { role: 'cleaner' });
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'http://127.0.0.1:3000' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await me(t.app, cookie)).statusCode).toBe(401);
  });

  it('Google sign-in answers that it is not configured', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/dashboard' },
    });
    const body = expectProblem(res, 400, 'Google sign in failed');
    expect(body.detail).toBe('Google sign-in is not configured on this server.');
  });
});
