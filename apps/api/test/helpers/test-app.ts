import { randomBytes } from 'node:crypto';
import { createDb, type Database } from '@limpa/db';
import type { LegalVersions } from '@limpa/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createPaymentGateway } from '../../src/adapters/payments/create-payment-gateway';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { listenedChannels } from '../../src/database';
import type { PaymentGateway } from '../../src/lib/payment-gateway';
import type { ResolveHost } from '../../src/lib/resolve-host';

/** Clones the migrated template into a fresh database for one test file. */
export async function createTestDatabase(): Promise<{ url: string; name: string }> {
  const server = inject('pgServerUrl');
  const template = inject('pgTemplate');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    // Cloning needs the template to be idle; parallel clones can briefly collide, so retry.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`create database "${name}" template "${template}"`);
        break;
      } catch (err) {
        if (attempt > 40 || (err as { code?: string }).code !== '55006') throw err;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
      }
    }
  } finally {
    await client.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close: () => Promise<void>;
}

export const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_AUTH_PER_IP: '100000',
  // Every injected request comes from 127.0.0.1: files that save many cards would share one address's limit.
  RATE_LIMIT_CARDS_PER_IP: '100000',
  PUBLIC_URL: 'http://127.0.0.1:3000',
  WEB_DIST: '/nonexistent-web-dist',
  SEED_DEMO: 'false',
  // Tests run job handlers themselves, deterministically.
  WORKERS: 'false',
} as const;

/**
 * Browsers send Origin with every state-changing request and the app refuses cookie-carrying ones without it
 * (plugins/origin-check.ts): injected requests carry the app's origin unless a test sets its own `origin`.
 */
function sendOriginLikeABrowser(app: FastifyInstance, origin: string): void {
  const inject = app.inject.bind(app) as (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  app.inject = ((opts: InjectOptions) => {
    const headers = opts.headers ?? {};
    return inject('origin' in headers ? opts : { ...opts, headers: { origin, ...headers } });
  }) as FastifyInstance['inject'];
}

/** A real app on a real, private PostgreSQL database. Call close() in afterAll. */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    databaseUrl?: string;
    /** Wraps the app's real gateway (e.g. to hold a charge in flight). */
    payments?: (real: PaymentGateway) => PaymentGateway;
    /** Fastify logger options (e.g. a stream to read the lines); silent by default. */
    logger?: object;
    /** How push service hosts resolve (there is no DNS here); node's resolver by default. */
    resolveHost?: ResolveHost;
    /** The terms and privacy versions in force, to publish a new one (the constants by default). */
    legalVersions?: LegalVersions;
  } = {},
): Promise<TestApp & { databaseUrl: string }> {
  const databaseUrl = options.databaseUrl ?? (await createTestDatabase()).url;
  const config = loadConfig({ ...TEST_ENV, DATABASE_URL: databaseUrl, ...options.env });
  const handle = createDb(databaseUrl, { max: 20, changeFeeds: listenedChannels(config) });
  const real = createPaymentGateway(config, handle.db);
  const app = await buildApp({
    config,
    db: handle.db,
    payments: options.payments ? options.payments(real) : real,
    logger: options.logger ?? false,
    resolveHost: options.resolveHost,
    legalVersions: options.legalVersions,
  });
  await app.ready();
  sendOriginLikeABrowser(app, config.publicUrl);
  return {
    app,
    db: handle.db,
    databaseUrl,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/**
 * The usual test file's app: built before the file's tests, closed after them. The returned object is filled in
 * by beforeAll, so read its fields inside tests and hooks only.
 */
export function useTestApp(
  options: Parameters<typeof buildTestApp>[0] = {},
): TestApp & { databaseUrl: string } {
  const ref = {} as TestApp & { databaseUrl: string };
  beforeAll(async () => {
    Object.assign(ref, await buildTestApp(options));
  });
  afterAll(() => ref.close());
  return ref;
}

/**
 * A second API process on the file's database (`of`, from useTestApp), built before the file's tests and closed
 * after them: what one process writes, the other must see. Read its fields inside tests and hooks only.
 */
export function useOtherApp(of: { databaseUrl: string }, env: Record<string, string> = {}): TestApp {
  const ref = {} as TestApp;
  beforeAll(async () => {
    Object.assign(ref, await buildTestApp({ databaseUrl: of.databaseUrl, env }));
  });
  afterAll(() => ref.close());
  return ref;
}

/** Connections `app`'s pool hands out while `run` runs: each database read takes one. */
export async function connectionsTaken(app: TestApp, run: () => Promise<unknown>): Promise<number> {
  let taken = 0;
  const count = () => taken++;
  app.db.$client.on('acquire', count);
  try {
    await run();
  } finally {
    app.db.$client.off('acquire', count);
  }
  return taken;
}
