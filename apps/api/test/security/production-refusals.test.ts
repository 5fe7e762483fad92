import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seedDemoIfEmpty } from '@limpa/db';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { refuseDemoDataInProduction } from '../../src/production-start';
import { authSecretRefusal, PUBLISHED_AUTH_SECRETS } from '../../src/published-secrets';
import { useTestApp } from '../helpers/test-app';

// Security review (issue 30) finding 4: production accepted the local test processor, a secret printed in this
// repository, and a database holding the demo accounts (decision 010).
const productionEnv = () => ({
  NODE_ENV: 'production',
  AUTH_SECRET: randomBytes(32).toString('hex'),
  SMTP_URL: 'smtp://mail.example:587',
  PUBLIC_URL: 'https://limpa.example',
  PAYMENTS: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
});

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** AUTH_SECRET-like literals in a text: `AUTH_SECRET=…`, `AUTH_SECRET: '…'`, `authSecret: '…'`, `const …SECRET = '…'`. */
function secretLiterals(text: string): string[] {
  const patterns = [
    /AUTH_SECRET\s*[:=]\s*['"`]([^'"`$\n]+)['"`]/g,
    /AUTH_SECRET=([^\s'"`$\\|]+)/g,
    /\bauthSecret\s*[:=]\s*['"`]([^'"`$\n]+)['"`]/g,
    /\b(?:const|let|var)\s+\w*SECRET\w*\s*=\s*['"`]([^'"`$\n]+)['"`]/g,
  ];
  return patterns.flatMap((p) => [...text.matchAll(p)].map((m) => m[1]!));
}

function trackedTextFiles(): string[] {
  const listed = spawnSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' });
  expect(listed.status, listed.stderr).toBe(0);
  return listed.stdout.split('\0').filter((f) => f && !f.endsWith('package-lock.json'));
}

const t = useTestApp();

describe('production refuses the local test processor', () => {
  it('starts with PAYMENTS=stripe', () => {
    expect(loadConfig(productionEnv())).toMatchObject({ env: 'production', payments: 'stripe' });
  });

  it.each([[{ PAYMENTS: 'local' }], [{ PAYMENTS: undefined }]])('refuses %o, naming PAYMENTS', (change) => {
    const env = { ...productionEnv(), ...change };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/PAYMENTS: .*ALLOW_TEST_PAYMENTS/);
  });

  it('ALLOW_TEST_PAYMENTS=true is the only way round', () => {
    const env = { ...productionEnv(), PAYMENTS: 'local', ALLOW_TEST_PAYMENTS: 'true' };
    expect(loadConfig(env)).toMatchObject({ payments: 'local', allowTestPayments: true });
    expect(() => loadConfig({ ...env, ALLOW_TEST_PAYMENTS: 'false' })).toThrow('PAYMENTS');
  });
});

describe('production refuses an AUTH_SECRET published in the repository', () => {
  it.each(PUBLISHED_AUTH_SECRETS.map((s) => [s]))('refuses %s', (secret) => {
    expect(() => loadConfig({ ...productionEnv(), AUTH_SECRET: secret })).toThrow(/AUTH_SECRET: .*published/);
  });

  it('refuses the development default when AUTH_SECRET is unset, a short one, and one character repeated', () => {
    expect(() => loadConfig({ ...productionEnv(), AUTH_SECRET: undefined })).toThrow('AUTH_SECRET');
    expect(() => loadConfig({ ...productionEnv(), AUTH_SECRET: 'é'.repeat(15) })).toThrow('AUTH_SECRET');
    expect(() => loadConfig({ ...productionEnv(), AUTH_SECRET: 's'.repeat(40) })).toThrow('AUTH_SECRET');
  });

  it('every AUTH_SECRET-like literal in a tracked file is refused, so a newly published one fails here', () => {
    expect(secretLiterals("AUTH_SECRET=abc\nconst MY_SECRET = 'xyz'\n authSecret: 'k'")).toEqual([
      'abc',
      'k',
      'xyz',
    ]);
    const found: { file: string; secret: string }[] = [];
    for (const file of trackedTextFiles()) {
      let text: string;
      try {
        text = readFileSync(path.join(repoRoot, file), 'utf8');
      } catch {
        continue; // listed but absent in this checkout (a deleted file not yet committed)
      }
      if (text.includes('\0')) continue;
      for (const secret of secretLiterals(text)) found.push({ file, secret });
    }
    expect(found.map((f) => f.secret)).toEqual(expect.arrayContaining([...PUBLISHED_AUTH_SECRETS]));
    expect(found.filter((f) => authSecretRefusal(f.secret) === null)).toEqual([]);
  });
});

describe('production refuses a database holding the demo accounts', () => {
  it('names ALLOW_DEMO_DATA; with ALLOW_DEMO_DATA=true it starts', async () => {
    await expect(refuseDemoDataInProduction(t.db, loadConfig(productionEnv()))).resolves.toBeUndefined();
    await seedDemoIfEmpty(t.db);
    await expect(refuseDemoDataInProduction(t.db, loadConfig(productionEnv()))).rejects.toThrow(
      /ALLOW_DEMO_DATA/,
    );
    const allowed = loadConfig({ ...productionEnv(), ALLOW_DEMO_DATA: 'true' });
    await expect(refuseDemoDataInProduction(t.db, allowed)).resolves.toBeUndefined();
    // Outside production demo data is the point.
    await expect(refuseDemoDataInProduction(t.db, loadConfig({}))).resolves.toBeUndefined();
  });

  it('the server process prints the test-payments banner, then exits non-zero before listening', async () => {
    await seedDemoIfEmpty(t.db);
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(repoRoot, 'apps/api'),
      env: {
        PATH: process.env.PATH,
        ...productionEnv(),
        PAYMENTS: 'local',
        ALLOW_TEST_PAYMENTS: 'true',
        DATABASE_URL: t.databaseUrl,
        PORT: '0',
        WORKERS: 'false',
        LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
      timeout: 110_000,
    });
    expect(result.status, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/TEST PAYMENTS/);
    expect(result.stderr).toContain('ALLOW_DEMO_DATA');
    expect(result.stdout).not.toContain('is running at');
  }, 120_000);
});

describe('development and production keep their data apart', () => {
  it('default to different data folders', () => {
    const dev = loadConfig({}).dataDir;
    const prod = loadConfig(productionEnv()).dataDir;
    expect(prod).not.toBe(dev);
    expect(prod.startsWith(`${dev}${path.sep}`)).toBe(false);
    expect(loadConfig({ ...productionEnv(), DATA_DIR: '/srv/limpa' }).dataDir).toBe('/srv/limpa');
  });
});
