// Rolling restart under load (issue 36, decision 082): a throwaway PostgreSQL (Debian's `postgresql`), two built
// API processes behind HAProxy (Debian's `haproxy`), mixed traffic (the soak's: browse, sign in, book, confirm,
// cancel) plus open event streams, while each process in turn gets SIGTERM, drains, and starts again. Checks:
// no failed request (5xx, connection errors, 401/403), every booking answered 201 stored once and none stored
// unanswered, the soak's database invariants, and every message sent to a stream's owner heard on that stream
// (reconnecting with Last-Event-ID). Ends with one JSON line; exit 0 only when `failed` and `lost` are 0.
// `npm run ops:rolling-restart`; ROLLING_SECONDS (default 150, 45 with OPS_SHORT=true, the short version
// `npm run test:ops` runs in `npm test`) sets the traffic's length; it goes on until both restarts are over.
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb, ensureDatabase, freePort, runMigrations } from '@limpa/db';
import pg from 'pg';
import { createCustomer, signInCleaners } from '../soak/actors.mjs';
import { checkDatabase } from '../soak/checks.mjs';
import { createClient, createStats } from '../soak/http.mjs';
import { ensureBuilt, startServer, stopServer } from '../soak/servers.mjs';
import { createTraffic, runTraffic } from '../soak/traffic.mjs';
import { keepStreamOpen } from './streams.mjs';
import { backendStatus, checkTools, haproxyConfig, startHaproxy, startPostgres } from './tools.mjs';

const seconds = Number(process.env.ROLLING_SECONDS ?? (process.env.OPS_SHORT === 'true' ? 45 : 150));
const users = Number(process.env.ROLLING_USERS ?? 8);
const customersCount = Number(process.env.ROLLING_CUSTOMERS ?? 24);
const ownersCount = Number(process.env.ROLLING_STREAM_OWNERS ?? 6);
const streamsCount = Number(process.env.ROLLING_STREAMS ?? 12);
/** SIGTERM'd processes serve this long, unready, before they stop accepting (HAProxy needs ~1.5 s to see it). */
const DRAIN_MS = Number(process.env.ROLLING_DRAIN_MS ?? 3_000);
/** Between restarts, and before the first: traffic runs on both processes. */
const SETTLE_MS = Math.min(20_000, (seconds * 1000) / 6);
const MESSAGE_EVERY_MS = 400;
/** Statuses that say something went wrong whatever the request (the others 4xx are the rules at work). */
const FAILED_4XX = new Set([401, 403]);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

const tools = checkTools();
await ensureBuilt();
const dir = await mkdtemp(path.join(os.tmpdir(), 'limpa-rolling-'));
const logFile = path.join(dir, 'servers.log');
const logStream = createWriteStream(logFile);
const stats = createStats();
const rawCall = createClient(stats);
const seen = { created: new Set(), confirmed: new Set(), cancelled: new Set() };
const answers = { total: 0, ok: 0, intended4xx: {}, failed: {} };
let requestedBookings = 0;
/** Every call through the balancer: booking requests carry an Idempotency-Key, so HAProxy may retry them. */
const call = async (base, method, url, opts = {}) => {
  const booking = method === 'POST' && url === '/api/v1/bookings';
  if (booking) requestedBookings++;
  const headers = booking ? { 'idempotency-key': randomUUID() } : undefined;
  const res = await rawCall(base, method, url, { ...opts, headers });
  answers.total++;
  const s = res.status;
  if (s >= 200 && s < 300) answers.ok++;
  else if (s >= 400 && s < 500 && !FAILED_4XX.has(s))
    answers.intended4xx[s] = (answers.intended4xx[s] ?? 0) + 1;
  else answers.failed[s] = (answers.failed[s] ?? 0) + 1;
  return res;
};

let postgres;
let haproxy;
const servers = [];
let exitCode = 1;
try {
  postgres = await startPostgres(tools, dir);
  const databaseUrl = await ensureDatabase(postgres.url, 'limpa');
  const migrator = createDb(databaseUrl, { max: 1 });
  await runMigrations(migrator.db);
  await migrator.close();

  const lbPort = await freePort();
  const statsPort = await freePort();
  const lb = `http://127.0.0.1:${lbPort}`;
  const common = {
    databaseUrl,
    dataDir: path.join(dir, 'data'),
    authSecret: randomBytes(32).toString('hex'),
    logStream,
    // The origin people use is the balancer's (the API refuses state changes from any other).
    env: { SHUTDOWN_DRAIN_MS: String(DRAIN_MS), PUBLIC_URL: lb },
  };
  // The first seeds the demo; the second starts on the ready database.
  for (const name of ['api-1', 'api-2']) servers.push(await startServer({ name, ...common }));
  const configFile = path.join(dir, 'haproxy.cfg');
  await writeFile(configFile, haproxyConfig({ port: lbPort, statsPort, servers }));
  haproxy = await startHaproxy(tools, configFile, logStream);
  const allUp = async (timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const status = await backendStatus(statsPort).catch(() => ({}));
      if (servers.every((s) => status[s.name] === 'UP')) return;
      await sleep(200);
    }
    throw new Error('HAProxy did not see both processes UP');
  };
  await allUp();
  console.log(
    `rolling restart: ${seconds} s, ${users} users, ${streamsCount} streams, HAProxy ${lb} → ${servers.map((s) => s.base).join(', ')}`,
  );

  // People: the traffic's customers and cleaners, and the stream owners, each with a booking to be written to.
  const customers = [];
  for (let i = 0; i < customersCount; i++) customers.push(await createCustomer(call, lb, i));
  const cleaners = await signInCleaners(call, lb);
  const owners = [];
  for (let i = 0; owners.length < ownersCount && i < ownersCount * 5; i++) {
    const owner = await createCustomer(call, lb, 1000 + i);
    const booking = await bookAnySlot(call, lb, owner, cleaners);
    if (booking) owners.push({ ...owner, ...booking, expected: new Set() });
  }
  if (owners.length < ownersCount) throw new Error(`only ${owners.length} stream owners could book`);
  const streams = Array.from({ length: streamsCount }, (_, i) =>
    keepStreamOpen(lb, owners[i % owners.length]),
  );
  for (const s of streams) while (s.state.connections === 0) await sleep(100);

  const startedAt = new Date();
  requestedBookings = 0;
  const until = Date.now() + seconds * 1000;
  // Traffic and messages last `seconds`, and at least SETTLE_MS past the last restart's end: a start slower than
  // planned (25–30 s on busy cores) must still restart both processes under load, and the short run must too.
  let restartsEndedAt = Number.POSITIVE_INFINITY;
  const going = () => Date.now() < Math.max(until, restartsEndedAt + SETTLE_MS);
  // Known events: each owner's cleaner writes to them on their booking, all through the run.
  const messenger = (async () => {
    let n = 0;
    while (going()) {
      const owner = pick(owners);
      const res = await call(lb, 'POST', `/api/v1/bookings/${owner.bookingId}/messages`, {
        cookie: owner.cleaner.cookie,
        body: { body: `Known event ${++n}` },
      });
      if (res.status === 201) owner.expected.add(res.json.id);
      await sleep(MESSAGE_EVERY_MS);
    }
  })();
  const restarts = (async () => {
    const timings = [];
    try {
      for (let i = 0; i < servers.length; i++) {
        await sleep(SETTLE_MS);
        const old = servers[i];
        const t0 = Date.now();
        await stopServer(old);
        const stoppedMs = Date.now() - t0;
        servers[i] = await startServer({ name: old.name, ...common, port: old.port });
        const startedMs = Date.now() - t0;
        await allUp();
        timings.push({
          server: old.name,
          'SIGTERM → exited (ms)': stoppedMs,
          '→ healthy (ms)': startedMs,
          '→ UP in HAProxy (ms)': Date.now() - t0,
        });
      }
      return timings;
    } finally {
      restartsEndedAt = Date.now();
    }
  })();
  // A failed restart is reported when awaited below, after the traffic stops, not as an unhandled rejection.
  restarts.catch(() => {});
  const traffic = createTraffic({ call, servers: [{ base: lb }, { base: lb }], customers, cleaners, seen });
  await runTraffic(traffic, { users, until: going });
  const trafficSeconds = Math.round((Date.now() - startedAt.getTime()) / 1000);
  await messenger;
  const restartTimings = await restarts;

  // Streams catch up (a last reconnect may be waiting its retry), then every expected message is looked for.
  const missing = () =>
    streams.reduce(
      (n, s) => n + [...s.state.owner.expected].filter((id) => !s.state.messageIds.has(id)).length,
      0,
    );
  for (const deadline = Date.now() + 15_000; missing() > 0 && Date.now() < deadline; ) await sleep(250);
  for (const s of streams) await s.stop();

  const db = await checkDatabase(databaseUrl, { startedAt, seen });
  const stored = await storedBookings(databaseUrl, startedAt);
  const unanswered = stored.filter((id) => !seen.created.has(id)).length;
  const { 'created bookings missing from the database': missingBookings, ...invariants } = db.violations;
  const sent = owners.reduce(
    (n, o) => n + o.expected.size * streams.filter((s) => s.state.owner === o).length,
    0,
  );
  const streamTotals = {
    streams: streams.length,
    reconnects: streams.reduce((n, s) => n + s.state.reconnects, 0),
    'reconnects with Last-Event-ID': streams.reduce((n, s) => n + s.state.resumedWithId, 0),
    'error answers (retried)': streams.reduce((n, s) => n + s.state.errorAnswers, 0),
    'messages expected (per stream)': sent,
    'messages missed': missing(),
  };
  const failedRequests = Object.values(answers.failed).reduce((a, b) => a + b, 0);
  const brokenInvariants = Object.values(invariants).reduce((a, b) => a + b, 0);
  const result = {
    failed: failedRequests + brokenInvariants + unanswered,
    lost: missingBookings + streamTotals['messages missed'],
    seconds,
    trafficSeconds,
    requests: answers.total,
    ok: answers.ok,
    intended4xx: answers.intended4xx,
    failedByStatus: answers.failed,
    bookingsRequested: requestedBookings,
    bookingsCreated: seen.created.size,
    bookingsStored: stored.length,
    bookingsMissing: missingBookings,
    bookingsStoredUnanswered: unanswered,
    invariantsBroken: brokenInvariants,
    streamsReconnected: streamTotals.reconnects,
    streamsResumedWithLastEventId: streamTotals['reconnects with Last-Event-ID'],
    eventsExpected: sent,
    eventsMissed: streamTotals['messages missed'],
    restarts: restartTimings,
  };
  console.table(stats.table());
  console.table(restartTimings);
  console.table([streamTotals]);
  console.table(Object.entries(db.violations).map(([check, n]) => ({ check, violations: n })));
  for (const line of stats.serverErrors.slice(0, 10)) console.log(`5xx: ${line}`);
  for (const line of stats.networkErrors.slice(0, 10)) console.log(`network: ${line}`);
  console.log(`server and HAProxy logs: ${logFile}`);
  console.log(JSON.stringify(result));
  exitCode = result.failed === 0 && result.lost === 0 ? 0 : 1;
} catch (err) {
  console.error('rolling restart failed:', err);
  console.error(`server and HAProxy logs: ${logFile}`);
  console.log(JSON.stringify({ failed: 1, lost: 0, error: String(err?.message ?? err) }));
} finally {
  haproxy?.kill('SIGTERM');
  for (const s of servers) await stopServer(s).catch(() => {});
  try {
    postgres?.stop();
  } catch (err) {
    console.error('could not stop PostgreSQL:', err.message);
  }
  logStream.end();
  if (exitCode === 0) await rm(dir, { recursive: true, force: true });
}
process.exit(exitCode);

/** Books a free slot for `owner` (a day 2–40 days ahead); returns the booking and its cleaner, or null. */
async function bookAnySlot(call, base, owner, cleaners) {
  for (let day = 2; day <= 40; day += 3) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const slots = await call(base, 'GET', `/api/v1/slots?date=${date}&addressId=${owner.addressId}`, {
      cookie: owner.cookie,
    });
    const free = Array.isArray(slots.json) ? slots.json.filter((s) => s.cleanerIds.length > 0) : [];
    for (const slot of free.slice(0, 3)) {
      const cleaner = cleaners.find((c) => slot.cleanerIds.includes(c.userId));
      if (!cleaner) continue;
      const res = await call(base, 'POST', '/api/v1/bookings', {
        cookie: owner.cookie,
        body: {
          homeType: 'T2',
          isRecurring: false,
          addressId: owner.addressId,
          bookingDate: date,
          bookingTime: slot.time,
          addOnIds: [],
          cleanerId: cleaner.userId,
          paymentMethodId: owner.cardId,
        },
      });
      if (res.status === 201) return { bookingId: res.json.id, cleaner };
    }
  }
  return null;
}

/** The ids of the bookings the traffic's customers made since `since`, as stored. */
async function storedBookings(databaseUrl, since) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select b.id from bookings b join users u on u.id = b.customer_id
        where u.email like 'soak-%' and b.created_at >= $1`,
      [since],
    );
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}
