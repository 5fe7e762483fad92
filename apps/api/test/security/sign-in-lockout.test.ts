import { describe, expect, it } from 'vitest';
import { expectProblem, PASSWORD, signUp } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

// Issue 30, finding 11: five wrong passwords from anywhere locked the account's real owner out for 15 minutes,
// and anyone could repeat it. Failures now count per account and client IP together (decision 004).
const t = useTestApp();

const signInFrom = (remoteAddress: string, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress,
  });

const STRANGER = '203.0.113.66';
const OWNER = '198.51.100.7';

describe('failed sign-ins lock one account from one address', () => {
  it("a stranger's five wrong passwords lock the stranger out, not the owner signing in from elsewhere", async () => {
    const { email } = await signUp(t.app, { role: 'customer' });
    for (let i = 0; i < 5; i++) expectProblem(await signInFrom(STRANGER, email, 'wrong password!'), 401);

    // Even the right password is refused from the stranger's address for the rest of the window…
    const locked = await signInFrom(STRANGER, email, PASSWORD);
    expectProblem(locked, 429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // …while the owner, from their own address, signs in.
    expect((await signInFrom(OWNER, email, PASSWORD)).statusCode).toBe(200);
  });

  it("the owner's own failures still lock that address for that account, and only that account", async () => {
    const { email } = await signUp(t.app, { role: 'customer' });
    const other = await signUp(t.app, { role: 'customer' });
    for (let i = 0; i < 5; i++) expectProblem(await signInFrom(OWNER, email, 'wrong password!'), 401);
    expectProblem(await signInFrom(OWNER, email, PASSWORD), 429);
    expect((await signInFrom(OWNER, other.email, PASSWORD)).statusCode).toBe(200);
  });

  it('the e-mail is the account whatever its case or spaces', async () => {
    const { email } = await signUp(t.app, { role: 'customer' });
    for (const variant of [email, email.toUpperCase(), ` ${email} `, email, email.toUpperCase()]) {
      expectProblem(await signInFrom(STRANGER, variant, 'wrong password!'), 401);
    }
    expectProblem(await signInFrom(STRANGER, email, PASSWORD), 429);
  });
});
