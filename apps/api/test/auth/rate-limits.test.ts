import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, PASSWORD, signIn, signUp, uniqueEmail } from '../helpers/auth';
import { buildTestApp, type TestApp } from '../helpers/test-app';

// docs/product-rules.md#rate-limits: stored in PostgreSQL, on in every environment, 429 with Retry-After.
describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('locks an e-mail from one client after 5 failed sign-ins in 15 minutes; a forged X-Forwarded-For changes nothing', async () => {
    const { email } = await signUp(t.app, { role: 'customer' });
    for (let i = 0; i < 5; i++) {
      const res = await signIn(t.app, email, 'wrong password!', { 'x-forwarded-for': `203.0.113.${i}` });
      expectProblem(res, 401);
    }
    const locked = await signIn(t.app, email, PASSWORD, { 'x-forwarded-for': '198.51.100.7' });
    expectProblem(locked, 429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is unaffected.
    const other = await signUp(t.app, { role: 'customer' });
    expect((await signIn(t.app, other.email)).statusCode).toBe(200);
  });

  it('does not count successful sign-ins as failures', async () => {
    const { email } = await signUp(t.app, { role: 'customer' });
    for (let i = 0; i < 8; i++) expect((await signIn(t.app, email)).statusCode).toBe(200);
  });

  it('holds the failure limit under a parallel burst of guesses', async () => {
    const { email } = await signUp(t.app, { role: 'customer' });
    const results = await Promise.all(
      Array.from({ length: 12 }, () => signIn(t.app, email, 'wrong password!')),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });

  it('allows 3 password-reset requests per e-mail per hour', async () => {
    const email = uniqueEmail('reset');
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email, redirectTo: 'http://127.0.0.1:3000/reset-password' },
        remoteAddress: `192.0.2.${i + 10}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('allows 10 password-reset requests per IP per hour', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: uniqueEmail('ip'), redirectTo: 'http://127.0.0.1:3000/reset-password' },
        remoteAddress: '192.0.2.99',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('per-IP limit on sign-in and sign-up (RATE_LIMIT_AUTH_PER_IP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_AUTH_PER_IP: '4' } });
  });
  afterAll(() => t.close());

  it('counts sign-ups and sign-ins together per socket IP; a forged X-Forwarded-For changes nothing', async () => {
    const { email } = await signUp(t.app, { role: 'customer' }); // 1
    expect((await signIn(t.app, email)).statusCode).toBe(200); // 2
    expect((await signIn(t.app, email, PASSWORD, { 'x-forwarded-for': '1.2.3.4' })).statusCode).toBe(200); // 3
    expect((await signIn(t.app, email, PASSWORD, { 'x-forwarded-for': '5.6.7.8' })).statusCode).toBe(200); // 4
    const limited = await signIn(t.app, email, PASSWORD, { 'x-forwarded-for': '9.9.9.9' });
    expectProblem(limited, 429);
    expect(limited.headers['retry-after']).toBeDefined();
    const signUpLimited = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        acceptTerms: true,
        email: uniqueEmail('late'),
        password: PASSWORD,
        name: 'Late',
        role: 'customer',
      },
    });
    expectProblem(signUpLimited, 429);
    // Another client IP still gets in.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: PASSWORD },
      remoteAddress: '10.0.0.2',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('uses the proxy header only when TRUST_PROXY is set', async () => {
    const proxied = await buildTestApp({ env: { RATE_LIMIT_AUTH_PER_IP: '2', TRUST_PROXY: '1' } });
    try {
      const { email } = await signUp(proxied.app, { role: 'customer' });
      const from = (ip: string) => signIn(proxied.app, email, PASSWORD, { 'x-forwarded-for': ip });
      expect((await from('198.51.100.1')).statusCode).toBe(200);
      expect((await from('198.51.100.1')).statusCode).toBe(200);
      expectProblem(await from('198.51.100.1'), 429);
      expect((await from('198.51.100.2')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
