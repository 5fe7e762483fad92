import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createDb,
  type EmbeddedPostgresHandle,
  ensureDatabase,
  freePort,
  runMigrations,
  seedCatalogue,
  startEmbeddedPostgres,
} from '@limpa/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobQueue } from '../../src/jobs/start-job-queue';
import { type JobQueue, QUEUES } from '../../src/lib/job-queue';
import { expectProblem, PASSWORD, signIn, signUp } from '../helpers/auth';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** A PostgreSQL server of this file's own, stopped and started again under a running app. */
const root = mkdtempSync(path.join(os.tmpdir(), 'limpa-outage-'));
if (os.userInfo().uid === 0) chmodSync(root, 0o755);
const dataDir = path.join(root, 'pg');
let port: number;
let server: EmbeddedPostgresHandle;
let t: TestApp;
let queue: JobQueue;
const worked: string[] = [];

beforeAll(async () => {
  port = await freePort();
  server = await startEmbeddedPostgres({ dataDir, port, fast: true });
  const url = await ensureDatabase(server.url, 'limpa');
  const handle = createDb(url);
  await runMigrations(handle.db);
  await seedCatalogue(handle.db);
  await handle.close();
  t = await buildTestApp({ databaseUrl: url });
  queue = await startJobQueue(t.db.$client, t.app.log);
  await queue.work<{ bookingId: string }>(QUEUES.paymentRetry, async (job) => {
    worked.push(job.bookingId);
  });
}, 120_000);

afterAll(async () => {
  await queue?.stop();
  await t?.close();
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('while the database is unreachable', () => {
  it('answers 503 problem+json with Retry-After on every kind of route, and recovers when it returns', async () => {
    const { email, cookie } = await signUp(t.app, { role: 'customer' });
    await server.stop();

    const requests = [
      { method: 'GET' as const, url: '/api/v1/me', headers: { cookie } },
      { method: 'GET' as const, url: '/api/v1/services' },
      { method: 'GET' as const, url: '/api/v1/providers', headers: { cookie } },
      { method: 'GET' as const, url: '/api/v1/bookings?when=upcoming', headers: { cookie } },
      {
        method: 'PATCH' as const,
        url: '/api/v1/me/profile',
        headers: { cookie },
        payload: { firstName: 'Ana' },
      },
      { method: 'GET' as const, url: '/api/health' },
    ];
    for (const request of requests) {
      const res = await t.app.inject(request);
      expectProblem(res, 503, 'Service Unavailable');
      expect(res.headers['retry-after'], request.url).toMatch(/^[0-9]+$/);
    }
    expectProblem(await signIn(t.app, email, PASSWORD), 503, 'Service Unavailable');

    server = await startEmbeddedPostgres({ dataDir, port, fast: true });
    await expect
      .poll(
        async () =>
          (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })).statusCode,
        {
          timeout: 15_000,
        },
      )
      .toBe(200);
    expect((await signIn(t.app, email, PASSWORD)).statusCode).toBe(200);

    // The job queue polled through the outage and works again.
    await queue.send(QUEUES.paymentRetry, { bookingId: 'after-the-outage' });
    await expect.poll(() => worked, { timeout: 30_000 }).toContain('after-the-outage');
  }, 120_000);
});
