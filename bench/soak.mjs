// Soak test (issue 17): two API processes on one PostgreSQL under SOAK_MINUTES (default 10) of mixed traffic —
// browse, sign in, book, confirm as the cleaner, cancel — then the database is checked (no overlapping
// bookings for a cleaner, no booking charged twice, every confirmed booking charged, nothing the clients
// saw lost) along with zero 5xx and flat memory (RSS growth < 10 % after a 1-minute warm-up).
// `npm run soak -w @limpa/bench`; never part of `npm test`. Exit code 1 when a check fails.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createCustomer, signInCleaners } from './soak/actors.mjs';
import { checkDatabase } from './soak/checks.mjs';
import { createClient, createStats } from './soak/http.mjs';
import { ensureBuilt, rssKb, startDatabase, startServer, stopServer } from './soak/servers.mjs';
import { createTraffic, runTraffic } from './soak/traffic.mjs';

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const users = Number(process.env.SOAK_USERS ?? 12);
const customersCount = Number(process.env.SOAK_CUSTOMERS ?? 36);
const WARM_UP_MS = 60_000;
const MAX_RSS_GROWTH = 0.1;
if (!(minutes > 1)) throw new Error('SOAK_MINUTES must be more than 1 (the first minute is warm-up)');

await ensureBuilt();
const dir = await mkdtemp(path.join(os.tmpdir(), 'limpa-soak-'));
const logFile = path.join(dir, 'servers.log');
const logStream = createWriteStream(logFile);
const stats = createStats();
const call = createClient(stats);
const seen = { created: new Set(), confirmed: new Set(), cancelled: new Set() };
let database;
const servers = [];
let exitCode = 1;

try {
  database = await startDatabase(dir);
  const common = {
    databaseUrl: database.url,
    dataDir: path.join(dir, 'data'),
    authSecret: randomBytes(32).toString('hex'),
    logStream,
  };
  // The first migrates and seeds; the second then starts on the same, ready database.
  servers.push(await startServer({ name: 'api-1', ...common }));
  servers.push(await startServer({ name: 'api-2', ...common }));
  console.log(
    `soak: ${minutes} min, ${users} virtual users, servers ${servers.map((s) => `${s.base} (pid ${s.pid})`).join(', ')}`,
  );

  const customers = [];
  for (let i = 0; i < customersCount; i++) customers.push(await createCustomer(call, servers[i % 2].base, i));
  const cleaners = await signInCleaners(call, servers[0].base);

  const startedAt = new Date();
  const until = Date.now() + minutes * 60_000;
  const samples = [];
  const sample = () =>
    samples.push({ at: Date.now() - startedAt.getTime(), rssKb: servers.map((s) => rssKb(s.pid)) });
  const sampler = setInterval(sample, 15_000);
  let warm = null;
  const warmTimer = setTimeout(() => {
    warm = servers.map((s) => rssKb(s.pid));
  }, WARM_UP_MS);
  await runTraffic(createTraffic({ call, servers, customers, cleaners, seen }), { users, until });
  clearInterval(sampler);
  clearTimeout(warmTimer);
  const end = servers.map((s) => rssKb(s.pid));
  sample();

  const db = await checkDatabase(database.url, { startedAt, seen });
  const memory = servers.map((s, i) => ({
    server: s.name,
    'rss after warm-up (MB)': Math.round(warm[i] / 1024),
    'rss at end (MB)': Math.round(end[i] / 1024),
    growth: `${(((end[i] - warm[i]) / warm[i]) * 100).toFixed(1)} %`,
  }));
  const checks = {
    'no 5xx': stats.serverErrors.length === 0,
    'no connection errors': stats.networkErrors.length === 0,
    ...Object.fromEntries(Object.entries(db.violations).map(([name, n]) => [`no ${name}`, n === 0])),
    'memory flat (< 10 % RSS growth)': servers.every((_, i) => (end[i] - warm[i]) / warm[i] < MAX_RSS_GROWTH),
  };

  console.log(`\nrequests: ${stats.total()} in ${minutes} min`);
  console.table(stats.table());
  console.log('bookings made by the soak customers:', db.totals, {
    'created (201 seen)': seen.created.size,
    'confirmed (200 seen)': seen.confirmed.size,
    'cancelled (200 seen)': seen.cancelled.size,
  });
  console.table(memory);
  console.table(Object.entries(checks).map(([check, ok]) => ({ check, result: ok ? 'pass' : 'FAIL' })));
  for (const [name, ids] of Object.entries(db.examples)) console.log(`${name}: ${ids.join(', ')}`);
  for (const line of stats.serverErrors.slice(0, 10)) console.log(`5xx: ${line}`);
  for (const line of stats.networkErrors.slice(0, 10)) console.log(`network: ${line}`);

  const resultsDir = path.join(import.meta.dirname, 'results');
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `soak-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(
    file,
    JSON.stringify(
      {
        startedAt,
        minutes,
        users,
        requests: stats.total(),
        routes: stats.table(),
        bookings: db.totals,
        seen: { created: seen.created.size, confirmed: seen.confirmed.size, cancelled: seen.cancelled.size },
        violations: db.violations,
        violationExamples: db.examples,
        memory,
        rssSamples: samples,
        serverErrors: stats.serverErrors,
        networkErrors: stats.networkErrors,
        checks,
      },
      null,
      2,
    ),
  );
  console.log(`results: ${file}\nserver logs: ${logFile}`);
  exitCode = Object.values(checks).every(Boolean) ? 0 : 1;
} catch (err) {
  console.error('soak failed:', err);
  console.error(`server logs: ${logFile}`);
} finally {
  for (const s of servers) await stopServer(s);
  await database?.embedded.stop();
  logStream.end();
  if (exitCode === 0) await rm(dir, { recursive: true, force: true });
}
process.exit(exitCode);
