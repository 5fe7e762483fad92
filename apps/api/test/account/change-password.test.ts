import { describe, expect, it } from 'vitest';
import { cookieFrom, expectProblem, me, PASSWORD, signIn, signUp } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const NEW_PASSWORD = 'a brand new passphrase';

const changePassword = (cookie: string | undefined, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/me/password',
    headers: cookie ? { cookie } : {},
    payload,
  });

describe('POST /api/v1/me/password', () => {
  it('changes the password, ends the other sessions and keeps this one', async () => {
    const { email, cookie } = await signUp(t.app, { role: 'customer' });
    const otherPhone = cookieFrom(await signIn(t.app, email));
    expect((await me(t.app, otherPhone)).statusCode).toBe(200);

    const res = await changePassword(cookie, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(204);
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    expect((await me(t.app, otherPhone)).statusCode).toBe(401);
    expect((await signIn(t.app, email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { email, cookie } = await signUp(t.app, { role: 'cleaner' });
    const other = cookieFrom(await signIn(t.app, email));
    const body = expectProblem(
      await changePassword(cookie, { currentPassword: 'not my password', newPassword: NEW_PASSWORD }),
      422,
      'Incorrect Password',
    );
    expect(body.code).toBe('wrong_password');
    expect((await me(t.app, other)).statusCode).toBe(200);
    expect((await signIn(t.app, email, PASSWORD)).statusCode).toBe(200);
  });

  it('applies the sign-up password rules and refuses the same password', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    expectProblem(await changePassword(cookie, { currentPassword: PASSWORD, newPassword: 'short' }), 400);
    expectProblem(
      await changePassword(cookie, { currentPassword: PASSWORD, newPassword: 'x'.repeat(129) }),
      400,
    );
    expectProblem(await changePassword(cookie, { currentPassword: PASSWORD }), 400);
    const same = expectProblem(
      await changePassword(cookie, { currentPassword: PASSWORD, newPassword: PASSWORD }),
      422,
    );
    expect(same.code).toBe('same_password');
  });

  it('answers 401 when signed out', async () => {
    expectProblem(
      await changePassword(undefined, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }),
      401,
    );
  });

  it('limits guesses of the current password: 5 per 15 minutes, parallel ones included', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    const guesses = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        changePassword(cookie, { currentPassword: `guess number ${i}`, newPassword: NEW_PASSWORD }),
      ),
    );
    expect(guesses.map((g) => g.statusCode).sort()).toEqual([422, 422, 422, 422, 422, 429, 429]);
    // Even the right password waits now.
    expectProblem(
      await changePassword(cookie, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }),
      429,
    );
  });
});
