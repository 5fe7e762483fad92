import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

describe('configuration', () => {
  it('has working defaults on a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:3000',
      databaseUrl: undefined,
      mail: { transport: 'local' },
      payments: 'local',
      rateLimitAuthPerIp: 30,
      trustProxy: false,
      seedDemo: true,
      brandName: 'Limpa',
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('keeps the caches that LISTEN off by default where prepared statements are off (a pooler in transaction mode)', () => {
    const caches = (env: Record<string, string>) => {
      const { sessionCache, cleanerListCache } = loadConfig(env);
      return { sessionCache, cleanerListCache };
    };
    expect(caches({})).toEqual({ sessionCache: true, cleanerListCache: true });
    expect(caches({ DATABASE_PREPARED_STATEMENTS: 'false' })).toEqual({
      sessionCache: false,
      cleanerListCache: false,
    });
    expect(
      caches({ DATABASE_PREPARED_STATEMENTS: 'false', SESSION_CACHE: 'true', CLEANER_LIST_CACHE: 'on' }),
    ).toEqual({ sessionCache: true, cleanerListCache: true });
    expect(caches({ SESSION_CACHE: 'false', CLEANER_LIST_CACHE: '0' })).toEqual({
      sessionCache: false,
      cleanerListCache: false,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'production' }, 'AUTH_SECRET'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ MAIL_TRANSPORT: 'smtp' }, 'SMTP_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ PAYMENTS: 'stripe' }, 'STRIPE_SECRET_KEY'],
    [{ PAYMENTS: 'stripe' }, 'STRIPE_PUBLISHABLE_KEY'],
    [{ PAYMENTS: 'stripe' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ ADMIN_EMAIL: 'a@b.test' }, 'ADMIN_PASSWORD'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ RATE_LIMIT_AUTH_PER_IP: '0' }, 'RATE_LIMIT_AUTH_PER_IP'],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, 'GOOGLE_CLIENT_SECRET'],
    [{ VAPID_PUBLIC_KEY: 'not-a-key' }, 'VAPID_PUBLIC_KEY'],
    [{ VAPID_PUBLIC_KEY: 'B'.repeat(87) }, 'VAPID_PRIVATE_KEY'],
    [{ VAPID_PRIVATE_KEY: 'p'.repeat(43) }, 'VAPID_PUBLIC_KEY'],
    [{ NODE_ENV: 'production', METRICS_TOKEN: 'x'.repeat(31) }, 'METRICS_TOKEN'],
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('takes VAPID keys from the environment, both together', () => {
    const keys = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'p'.repeat(43) };
    expect(loadConfig(keys).vapid).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
    });
    expect(loadConfig({}).vapid).toBeNull();
  });

  it('the server process refuses to start on bad config with a clear message', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: '/tmp/limpa-never-created' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT');
  });
});
