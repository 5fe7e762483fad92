import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, resetDemoAdminPassword, seedDemoIfEmpty } from '@limpa/db';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { expectProblem, signIn } from '../helpers/auth';
import { buildTestApp, useTestApp } from '../helpers/test-app';

// Findings 1 (known admin password), 2 (public outbox) and the production half of 8 (https, secrets).
const SAFE_PRODUCTION = {
  NODE_ENV: 'production',
  // Generated: a secret written in this file would be published, and refused (production-refusals.test.ts).
  AUTH_SECRET: randomBytes(32).toString('hex'),
  SMTP_URL: 'smtp://mail.example:587',
  PUBLIC_URL: 'https://limpa.example',
  ALLOW_TEST_PAYMENTS: 'true',
};

const t = useTestApp();

describe('production is safe by construction', () => {
  it('starts with the minimum safe environment, without demo data', () => {
    expect(loadConfig(SAFE_PRODUCTION)).toMatchObject({ env: 'production', seedDemo: false });
  });

  it.each([
    [{ SEED_DEMO: 'true' }, 'SEED_DEMO'],
    [{ AUTH_SECRET: undefined }, 'AUTH_SECRET'],
    [{ SMTP_URL: undefined }, 'SMTP_URL'],
    [{ MAIL_TRANSPORT: 'local' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'http://limpa.example' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: undefined }, 'PUBLIC_URL'],
  ])('refuses %o, naming %s', (change, variable) => {
    const env = { ...SAFE_PRODUCTION, ...change };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('names every problem at once, and the server process refuses to start', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        DATA_DIR: '/tmp/limpa-never-created',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    for (const variable of ['AUTH_SECRET', 'SEED_DEMO', 'SMTP_URL', 'PUBLIC_URL', 'PAYMENTS']) {
      expect(result.stderr).toContain(variable);
    }
  });

  it('has no mail outbox in production, and sends HSTS', async () => {
    const prod = await buildTestApp({ env: SAFE_PRODUCTION });
    try {
      expectProblem(await prod.app.inject({ method: 'GET', url: '/api/dev/outbox' }), 404);
      const health = await prod.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await prod.close();
    }
  });
});

describe('demo data never holds an admin with a published password', () => {
  it('the demo admin cannot sign in with the demo password; each start gives a fresh random one', async () => {
    await seedDemoIfEmpty(t.db);
    expect((await signIn(t.app, DEMO_ADMIN_EMAIL, DEMO_PASSWORD)).statusCode).toBe(401);
    const first = await resetDemoAdminPassword(t.db);
    const second = await resetDemoAdminPassword(t.db);
    expect(first).toMatch(/^[\w-]{12,}$/);
    expect(second).not.toBe(first);
    expect((await signIn(t.app, DEMO_ADMIN_EMAIL, first!)).statusCode).toBe(401);
    expect((await signIn(t.app, DEMO_ADMIN_EMAIL, second!)).statusCode).toBe(200);
  });
});
