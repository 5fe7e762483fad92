// `npm run bench` (issue 18): the built app on a fresh embedded PostgreSQL with generated data, measured path by
// path against two floors measured in the same run — a bare Fastify "hello" and Fastify answering `select 1`
// through a pg pool on the same PostgreSQL — at two scales (BENCH_SCALES, default 1,000 and 100,000 cleaners,
// 10 bookings per cleaner). Prints req/s, p50/p99 and the ratio to the select-1 floor; checks the targets;
// writes bench/results/bench-<time>.json. Loopback only; every measurement is bounded (BENCH_SECONDS, default 5).
import { fork } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureDatabase, freePort } from '@limpa/db';
import pg from 'pg';
import { explainHotQueries } from './perf/explain.mjs';
import { runLighthouse } from './perf/lighthouse.mjs';
import { measure } from './perf/measure.mjs';
import { quietMachine } from './perf/quiet-machine.mjs';
import { readPaths } from './perf/read-paths.mjs';
import { BOOKING_WRITES_FLOOR, checkTargets, printRun, scaleRatios } from './perf/report.mjs';
import {
  bookingRequests,
  bookingWritesRequests,
  confirmRequests,
  loadActors,
  workDay,
} from './perf/scenarios.mjs';
import { benchId, seedBenchData } from './perf/seed.mjs';
import { startDatabase, startServer, stopServer } from './soak/servers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const scales = (process.env.BENCH_SCALES ?? '1000,100000').split(',').map(Number);
/** BENCH_ONLY: a pattern of the paths to measure (e.g. "providers" with BENCH_NODE_ARGS to profile them). */
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
// Enough customers for the booking path's window: each may hold 5 pending requests (scenarios.mjs).
const CUSTOMERS = 500;
const REVIEWS_PER_CLEANER = 3;
const BOOKINGS_PER_CLEANER = 10;
const AUTH_SECRET = 'bench-secret-0123456789abcdef0123456789abcdef';

for (const file of ['apps/api/dist/server.js', 'apps/web/dist/index.html']) {
  if (!existsSync(path.join(root, file))) throw new Error(`${file} is missing: run "npm run build" first`);
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'limpa-bench-'));
const logFile = path.join(dir, 'servers.log');
const logStream = createWriteStream(logFile);
let database;
let baselines;
let exitCode = 1;

/** A floor's own process (perf/*.mjs), on `env`'s ports and database, once it says it listens. */
async function forkFloor(file, env) {
  const child = fork(path.join(import.meta.dirname, 'perf', file), {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
  return child;
}

async function startBaselines(databaseUrl) {
  const [helloPort, select1Port] = [await freePort(), await freePort()];
  const child = await forkFloor('baselines.mjs', {
    DATABASE_URL: databaseUrl,
    HELLO_PORT: String(helloPort),
    SELECT1_PORT: String(select1Port),
  });
  return { child, hello: `http://127.0.0.1:${helloPort}`, select1: `http://127.0.0.1:${select1Port}` };
}

/**
 * The booking path's own floor (decision 040): every write a request makes, in one statement with nothing
 * around it, on this scale's database after the app's booking path wrote the rows it copies.
 */
async function measureBookingWritesFloor(databaseUrl, actors) {
  const port = await freePort();
  const child = await forkFloor('booking-writes-floor.mjs', {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
  });
  try {
    const result = await measure(`http://127.0.0.1:${port}`, {
      method: 'POST',
      path: '/',
      seconds,
      connections,
      pid: child.pid,
      requests: bookingWritesRequests(actors),
    });
    return { path: BOOKING_WRITES_FLOOR, ...result };
  } finally {
    child.kill('SIGTERM');
  }
}

/** The two floors, measured now: each scale's paths are read against floors taken minutes, not an hour, apart. */
async function measureFloors() {
  const floor = {
    hello: await measure(baselines.hello, { path: '/', seconds, connections }),
    select1: await measure(baselines.select1, { path: '/', seconds, connections, pid: baselines.child.pid }),
    loadAverage: os.loadavg()[0],
  };
  console.log(
    `floors: hello ${floor.hello.reqPerSec} req/s, select 1 ${floor.select1.reqPerSec} req/s (load average ${floor.loadAverage.toFixed(1)})`,
  );
  return floor;
}

/** Lighthouse on a quiet machine: the load paths' aftermath (workers, autovacuum) is not the page's. */
async function scoreWithLighthouse(base, people) {
  const quiet = await quietMachine();
  console.log(
    `Lighthouse after ${(quiet.waitedMs / 1000).toFixed(0)} s for the machine to quiet (idle ${quiet.idle})`,
  );
  return runLighthouse(base, people);
}

/** One scale: its own database, the app started on it, generated data, its floors, every path measured. */
async function runScale(cleaners) {
  const databaseUrl = await ensureDatabase(database.url, `limpa_bench_${cleaners}`);
  const server = await startServer({
    name: `app-${cleaners}`,
    databaseUrl,
    dataDir: path.join(dir, `data-${cleaners}`),
    authSecret: AUTH_SECRET,
    logStream,
    env: {
      WEB_DIST: path.join(root, 'apps/web/dist'),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      DATABASE_PREPARED_STATEMENTS: process.env.DATABASE_PREPARED_STATEMENTS ?? 'true',
      // The caches of decisions 034 and 037, on unless turned off here to measure without them.
      SESSION_CACHE: process.env.SESSION_CACHE ?? 'true',
      CLEANER_LIST_CACHE: process.env.CLEANER_LIST_CACHE ?? 'true',
      // As in production: answers written by fast-json-stringify alone (development also checks them with zod).
      RESPONSE_CHECKS: process.env.RESPONSE_CHECKS ?? 'false',
      WORKERS: 'true',
    },
  });
  try {
    const seedMs = await seedBenchData(databaseUrl, {
      cleaners,
      customers: CUSTOMERS,
      reviewsPerCleaner: REVIEWS_PER_CLEANER,
      bookings: cleaners * BOOKINGS_PER_CLEANER,
    });
    console.log(
      `${cleaners} cleaners, ${cleaners * BOOKINGS_PER_CLEANER} bookings generated in ${(seedMs / 1000).toFixed(1)} s`,
    );
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    client.on('error', () => {});
    const actors = await loadActors(client, { secret: AUTH_SECRET, cleaners, customers: CUSTOMERS }).catch(
      async (err) => {
        await client.end();
        throw err;
      },
    );
    await client.query(
      `insert into sessions (id, token, user_id, expires_at, created_at, updated_at)
       select 'bench-admin-session', 'bench-session-admin-1', user_id, now() + interval '30 days', now(), now()
       from profiles where role = 'admin' order by created_at limit 1`,
    );
    await client.end();
    const { sessionCookie } = await import('./perf/seed.mjs');
    const admin = sessionCookie('bench-session-admin-1', AUTH_SECRET);
    const customer = actors.customers[0];
    const cleaner = benchId('cleaner', actors.lisboaCleaners[0]);
    const day = workDay(actors.weekdays, 0);
    const floor = await measureFloors();
    const run = (name, shape) =>
      only && !only.test(name)
        ? null
        : measure(server.base, { seconds, connections, pid: server.pid, ...shape }).then((r) => ({
            path: name,
            ...r,
          }));
    const rows = [];
    for (const [name, shape] of readPaths({ customer, cleaner, day })) rows.push(await run(name, shape));
    const created = Object.assign([], { failures: [] });
    rows.push(
      await run('POST /api/v1/bookings', {
        method: 'POST',
        path: '/api/v1/bookings',
        headers: { 'content-type': 'application/json', origin: server.base },
        requests: bookingRequests(actors, created),
      }),
    );
    rows.push(
      await run('GET /api/v1/bookings', {
        path: '/api/v1/bookings?as=customer',
        headers: { cookie: customer.cookie },
      }),
    );
    rows.push(
      await run('GET /api/v1/admin/bookings', { path: '/api/v1/admin/bookings', headers: { cookie: admin } }),
    );
    for (const failure of created.failures) console.log(`POST /bookings: ${failure}`);
    if (created.length >= connections) {
      rows.push(
        await run('POST /api/v1/bookings/:id/confirm', {
          method: 'POST',
          path: '/api/v1/bookings/x/confirm',
          headers: { origin: server.base },
          amount: Math.min(created.length, 50 * seconds),
          requests: confirmRequests(actors, created),
        }),
      );
    }
    // Whenever the booking path ran: it wrote the rows the floor copies.
    if (created.length > 0) {
      rows.push(await measureBookingWritesFloor(databaseUrl, actors));
    }
    const plans = await explainHotQueries(databaseUrl);
    const lighthouse =
      cleaners === scales[0] && process.env.BENCH_LIGHTHOUSE !== 'false'
        ? await scoreWithLighthouse(server.base, {
            customer: customer.cookie,
            cleaner: actors.cleanerCookie(actors.lisboaCleaners[0]),
            admin,
            cleanerId: cleaner,
          })
        : null;
    const loadAverage = os.loadavg()[0];
    return {
      cleaners,
      bookings: cleaners * BOOKINGS_PER_CLEANER,
      seedMs,
      floor,
      loadAverage,
      rows: rows.filter(Boolean),
      plans,
      lighthouse,
    };
  } finally {
    await stopServer(server);
  }
}

try {
  database = await startDatabase(dir);
  baselines = await startBaselines(await ensureDatabase(database.url, 'limpa_bench_floor'));
  const runs = [];
  for (const cleaners of scales) {
    runs.push(await runScale(cleaners));
    printRun(runs.at(-1));
  }
  const ratios = runs.length > 1 ? scaleRatios(runs[0], runs.at(-1)) : [];
  if (ratios.length > 0) console.table(ratios);
  const checks = checkTargets(runs, ratios);
  console.table(checks);
  const resultsDir = path.join(import.meta.dirname, 'results');
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(
    file,
    JSON.stringify(
      { at: new Date(), seconds, connections, cpus: os.cpus().length, runs, ratios, checks },
      null,
      2,
    ),
  );
  console.log(`results: ${file}\nserver logs: ${logFile}`);
  exitCode = checks.every((c) => c.result === 'pass') ? 0 : 1;
} catch (err) {
  console.error('bench failed:', err);
  console.error(`server logs: ${logFile}`);
} finally {
  baselines?.child.kill('SIGTERM');
  await database?.embedded.stop();
  logStream.end();
  if (exitCode === 0) await rm(dir, { recursive: true, force: true });
}
process.exit(exitCode);
