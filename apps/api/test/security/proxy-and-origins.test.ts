import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { trustedOriginsFor } from '../../src/modules/auth/create-auth';
import { expectProblem, PASSWORD, signIn, signUp } from '../helpers/auth';
import { buildTestApp } from '../helpers/test-app';

// Finding 8: TRUST_PROXY=true trusted every hop (a forged leftmost X-Forwarded-For escaped per-IP limits), and
// the Vite dev server's origins were trusted in production.
describe('TRUST_PROXY', () => {
  it('takes a hop count or an address list, never "trust everything"', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY');
  });

  it('with one proxy, a forged leftmost X-Forwarded-For does not escape the per-IP limit', async () => {
    const proxied = await buildTestApp({ env: { RATE_LIMIT_AUTH_PER_IP: '2', TRUST_PROXY: '1' } });
    try {
      const { email } = await signUp(proxied.app, { role: 'customer' });
      // Our proxy appends the real client (203.0.113.9); whatever the client wrote before it is not trusted.
      const forged = (n: number) =>
        signIn(proxied.app, email, PASSWORD, { 'x-forwarded-for': `198.51.100.${n}, 203.0.113.9` });
      // Two allowed from the real client, whatever it forges in front; the third is refused.
      expect((await forged(1)).statusCode).toBe(200);
      expect((await forged(2)).statusCode).toBe(200);
      expectProblem(await forged(3), 429);
    } finally {
      await proxied.close();
    }
  });
});

describe('trusted origins', () => {
  it('the Vite dev server is trusted in development only', () => {
    const origins = (env: Record<string, string>) => trustedOriginsFor(loadConfig(env));
    expect(origins({ NODE_ENV: 'development' })).toContain('http://localhost:5173');
    expect(origins({ NODE_ENV: 'test' })).toEqual(['http://127.0.0.1:3000']);
    expect(
      origins({
        NODE_ENV: 'production',
        AUTH_SECRET: randomBytes(32).toString('hex'),
        ALLOW_TEST_PAYMENTS: 'true',
        SMTP_URL: 'smtp://mail.example',
        PUBLIC_URL: 'https://limpa.example',
      }),
    ).toEqual(['https://limpa.example']);
  });
});
