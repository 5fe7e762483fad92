// `npm run ops:replica` (issue 36, decision 081): a PostgreSQL primary and its streaming replica (Debian's
// binaries), one built API process given both URLs, then: a customer books and at once lists their bookings
// (read-your-writes), searches are shown to run on the replica (its pg_stat_database), and the replica is stopped
// under mixed traffic. Ends with one JSON line; exit 0 only when no request failed and nothing written was lost.
// About a minute; OPS_SHORT=true halves the traffic phase (the replica still stops under it): `npm run test:ops`
// runs that in `npm test` (docs/operations.md).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { createCustomer, signInCleaners } from '../soak/actors.mjs';
import { checkDatabase } from '../soak/checks.mjs';
import { createClient, createStats } from '../soak/http.mjs';
import { bookingBody, createTraffic, runTraffic } from '../soak/traffic.mjs';
import { findPostgresBin, freePort, startPair } from './postgres-pair.mjs';
import { lagPhase, metricsOf, replicaTransactions } from './replica-probes.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const serverJs = path.join(root, 'apps/api/dist/server.js');
const TOKEN = randomBytes(24).toString('hex');
const SHORT = process.env.OPS_SHORT === 'true';
const TRAFFIC_MS = SHORT ? 12_000 : 24_000;
const STOP_REPLICA_AFTER_MS = SHORT ? 4_000 : 8_000;
const MARK = 'limpa_recent_write';
/** Short, so that the lag phase is quick; production's default is 10. */
const MAX_LAG_SECONDS = 2;

const bin = findPostgresBin();
if (!bin) {
  console.error(
    'ops:replica needs PostgreSQL with pg_basebackup in /usr/lib/postgresql/<version>/bin.\n' +
      'Install it with: sudo apt-get install -y postgresql (Debian/Ubuntu), then run this again.',
  );
  process.exit(2);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const withoutMark = (cookie) =>
  cookie
    .split('; ')
    .filter((c) => c && !c.startsWith(`${MARK}=`))
    .join('; ');
/** The Cookie header after a response: the old cookies, replaced or joined by the ones it set. */
function absorb(cookie, set) {
  const jar = new Map();
  for (const pair of `${cookie}; ${set}`.split('; ').filter(Boolean)) jar.set(pair.split('=')[0], pair);
  return [...jar.values()].join('; ');
}

async function ensureBuilt() {
  if (existsSync(serverJs)) return;
  console.log('apps/api/dist/server.js missing: building the API…');
  const build = spawn('npm', ['run', 'build', '-w', '@limpa/api'], { cwd: root, stdio: 'inherit' });
  const code = await new Promise((resolve) => build.on('exit', resolve));
  if (code !== 0) throw new Error(`build failed (${code})`);
}

async function startApi({ primaryUrl, replicaUrl, dir, log }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverJs], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      DATABASE_URL: primaryUrl,
      DATABASE_REPLICA_URL: replicaUrl,
      METRICS_TOKEN: TOKEN,
      REPLICA_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dir, 'no-web'),
      RATE_LIMIT_AUTH_PER_IP: '1000000',
      RATE_LIMIT_CARDS_PER_IP: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => log.write(d));
  child.stderr.on('data', (d) => log.write(d));
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; await sleep(250)) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, child };
  }
  throw new Error('the API did not become healthy in 90 s');
}

/** A customer books and at once lists their bookings; saves a cleaner and at once searches (a replica route). */
async function readYourWrites(call, base) {
  const customer = await createCustomer(call, base, 0);
  let cookie = customer.cookie;
  let booked = null;
  for (let day = 3; day < 40 && !booked; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const slots = await call(base, 'GET', `/api/v1/slots?date=${date}&addressId=${customer.addressId}`, {
      cookie,
    });
    const slot = (slots.json ?? []).find((s) => s.cleanerIds.length > 0);
    if (!slot) continue;
    const res = await call(base, 'POST', '/api/v1/bookings', {
      cookie,
      body: bookingBody(customer, date, slot.time, slot.cleanerIds[0]),
    });
    if (res.status === 201) booked = { id: res.json.id, cleanerId: slot.cleanerIds[0], mark: res.cookie };
    cookie = absorb(cookie, res.cookie);
  }
  if (!booked) throw new Error('no free time found for the read-your-writes booking');
  const list = await call(base, 'GET', '/api/v1/bookings?as=customer&limit=10', { cookie });
  const bookingSeen = (list.json?.items ?? []).some((b) => b.id === booked.id);
  const saved = await call(base, 'PUT', `/api/v1/me/favorites/${booked.cleanerId}`, { cookie });
  cookie = absorb(cookie, saved.cookie);
  const search = await call(base, 'GET', '/api/v1/providers?limit=50', { cookie });
  const favouriteSeen = (search.json?.items ?? []).some((c) => c.userId === booked.cleanerId && c.isFavorite);
  return { customer, booked, markSet: booked.mark.includes(`${MARK}=`), bookingSeen, favouriteSeen };
}

const dir = await mkdtemp('/tmp/limpa-replica-');
const log = createWriteStream(path.join(dir, 'api.log'));
const stats = createStats();
const plain = createClient(stats);
let stoppedAt = null;
const afterStop = { requests: 0, maxMs: 0 };
const call = async (...args) => {
  const started = performance.now();
  const res = await plain(...args);
  if (stoppedAt !== null) {
    afterStop.requests++;
    afterStop.maxMs = Math.max(afterStop.maxMs, performance.now() - started);
  }
  return res;
};
let pair = null;
let api = null;
let exitCode = 1;
try {
  await ensureBuilt();
  const began = performance.now();
  const seconds = (from) => Math.round((performance.now() - from) / 100) / 10;
  pair = await startPair(bin, dir);
  const pairSeconds = seconds(began);
  console.log(`ops:replica: primary ${pair.primaryUrl}, replica ${pair.replicaUrl} (${bin})`);
  const apiBegan = performance.now();
  api = await startApi({ ...pair, dir, log });
  const apiSeconds = seconds(apiBegan);
  const startedAt = new Date();

  const ryw = await readYourWrites(call, api.base);
  console.log(
    `read-your-writes: mark set ${ryw.markSet}, booking listed at once ${ryw.bookingSeen}, saved cleaner in the search at once ${ryw.favouriteSeen}`,
  );

  // Searches no cache holds (a new q each), by a session that wrote nothing lately: the replica's own counter.
  const searcher = withoutMark(ryw.customer.cookie);
  const before = await replicaTransactions(pair.replicaUrl);
  const SEARCHES = 20;
  for (let i = 0; i < SEARCHES; i++) {
    await call(api.base, 'GET', `/api/v1/providers?q=${randomBytes(3).toString('hex')}`, {
      cookie: searcher,
    });
  }
  // A standby's backends report their counts within PostgreSQL's stats interval (up to 10 s when idle).
  let onReplica = 0;
  for (
    const deadline = Date.now() + 15_000;
    Date.now() < deadline && onReplica < SEARCHES;
    await sleep(500)
  ) {
    onReplica = (await replicaTransactions(pair.replicaUrl)) - before;
  }
  const lag = await lagPhase(call, api.base, pair.replicaUrl, TOKEN, {
    cookie: searcher,
    cleanerId: ryw.booked.cleanerId,
  });
  console.log(
    `lag: replay paused → reads left the replica after ${lag.secondsToLeave} s (lag ${lag.lagSecondsSeen} s); resumed → back after ${lag.secondsToReturn} s`,
  );
  const beforeStop = await metricsOf(api.base, TOKEN);
  console.log(
    `searches: ${SEARCHES} sent, ${onReplica} transactions on the replica; lag ${beforeStop.lagSeconds} s`,
  );

  const customers = [ryw.customer];
  for (let i = 1; i < 6; i++) customers.push(await createCustomer(call, api.base, i));
  const cleaners = await signInCleaners(call, api.base);
  const seen = { created: new Set([ryw.booked.id]), confirmed: new Set(), cancelled: new Set() };
  const traffic = createTraffic({ call, servers: [api], customers, cleaners, seen });
  const stopping = sleep(STOP_REPLICA_AFTER_MS).then(async () => {
    stoppedAt = Date.now();
    await pair.stopReplica('immediate');
    console.log('replica stopped (immediate) under traffic');
  });
  await runTraffic(traffic, { users: 6, until: Date.now() + TRAFFIC_MS });
  await stopping;
  const after = await metricsOf(api.base, TOKEN);
  const db = await checkDatabase(pair.primaryUrl, { startedAt, seen });

  const v = db.violations;
  const lost =
    v['created bookings missing from the database'] +
    v['confirmed bookings (200) not confirmed in the database'] +
    v['cancelled bookings (200) not cancelled in the database'];
  const lagFailures = [lag.secondsToLeave, lag.secondsToReturn].filter((v) => v === null).length;
  // No request after the stop would mean the outage went untested.
  const stopTested = afterStop.requests > 0;
  const checkFailures =
    [ryw.markSet, ryw.bookingSeen, ryw.favouriteSeen, stopTested].filter((ok) => !ok).length + lagFailures;
  const failed = stats.serverErrors.length + stats.networkErrors.length + checkFailures;
  const otherViolations = Object.values(v).reduce((n, c) => n + c, 0) - lost;
  console.table(stats.table());
  for (const line of [...stats.serverErrors, ...stats.networkErrors].slice(0, 10)) console.log(`  ${line}`);
  const summary = {
    failed,
    lost,
    short: SHORT,
    trafficSeconds: TRAFFIC_MS / 1000,
    requests: stats.total(),
    requestsAfterReplicaStop: afterStop.requests,
    maxMsAfterReplicaStop: Math.round(afterStop.maxMs),
    readYourWrites: { booking: ryw.bookingSeen, replicaRoute: ryw.favouriteSeen },
    searchesSent: SEARCHES,
    replicaTransactionsForSearches: onReplica,
    replicaReadsRouted: after.replicaReads,
    lagSecondsBeforeStop: beforeStop.lagSeconds,
    lag: { maxLagSeconds: MAX_LAG_SECONDS, ...lag },
    fallbacks: after.fallbacks,
    bookingsCreated: seen.created.size,
    otherViolations,
    secondsPostgresPair: pairSeconds,
    secondsApiStart: apiSeconds,
    secondsTotal: seconds(began),
  };
  exitCode = failed === 0 && lost === 0 ? 0 : 1;
  console.log(JSON.stringify(summary));
} catch (err) {
  console.error(`ops:replica failed: ${err.stack ?? err}\n(logs in ${dir})`);
  console.log(JSON.stringify({ failed: -1, lost: -1, error: String(err.message ?? err) }));
} finally {
  if (api && api.child.exitCode === null) {
    const exited = new Promise((resolve) => api.child.once('exit', resolve));
    api.child.kill('SIGTERM');
    await Promise.race([exited, sleep(20_000)]);
  }
  await pair?.stopAll();
  log.end();
  if (exitCode === 0) await rm(dir, { recursive: true, force: true });
  else console.error(`kept ${dir} (primary.log, replica.log, api.log)`);
}
process.exit(exitCode);
