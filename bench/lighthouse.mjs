// `npm run lighthouse -w @limpa/bench` (issues 18 and 36): Lighthouse on the screens of perf/lighthouse-screens.mjs,
// calibrated to this host (perf/lighthouse-calibration.mjs), against the built app (npm run build) on a fresh
// embedded PostgreSQL with the demo data. The demo customer, cleaner (Ana) and admin are signed in by session
// rows and cookies the bench signs itself (as `npm run bench` does). Prints the scores and every audit that cost
// points; writes bench/results/lighthouse-<time>.json with Lighthouse's full reports beside it. Never part of
// `npm test`: timings depend on the machine. LIGHTHOUSE_ONLY narrows it to some screens.
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runLighthouse } from './perf/lighthouse.mjs';
import { quietMachine } from './perf/quiet-machine.mjs';
import { sessionCookie } from './perf/seed.mjs';
import { startDatabase, startServer, stopServer } from './soak/servers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const AUTH_SECRET = 'bench-secret-0123456789abcdef0123456789abcdef';
/** Who is signed in for which screens: the demo people (packages/db/src/demo-people.ts). */
const PEOPLE = { customer: 'customer@limpa.test', cleaner: 'ana@limpa.test', admin: 'admin@limpa.test' };

for (const file of ['apps/api/dist/server.js', 'apps/web/dist/index.html']) {
  if (!existsSync(path.join(root, file))) throw new Error(`${file} is missing: run "npm run build" first`);
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'limpa-lighthouse-'));
const logStream = createWriteStream(path.join(dir, 'server.log'));
let database;
let server;
let exitCode = 1;
try {
  database = await startDatabase(dir);
  server = await startServer({
    name: 'app',
    databaseUrl: database.url,
    dataDir: path.join(dir, 'data'),
    authSecret: AUTH_SECRET,
    logStream,
    // Served as in production (NODE_ENV=production would refuse the demo data).
    env: { WEB_DIST: path.join(root, 'apps/web/dist'), WORKERS: 'false' },
  });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const cookies = {};
  for (const [role, email] of Object.entries(PEOPLE)) {
    const token = `bench-lighthouse-${role}`;
    await client.query(
      `insert into sessions (id, token, user_id, expires_at, created_at, updated_at)
       select $1, $1, id, now() + interval '30 days', now(), now() from users where email = $2`,
      [token, email],
    );
    cookies[role] = sessionCookie(token, AUTH_SECRET);
  }
  const { rows } = await client.query('select id from users where email = $1', [PEOPLE.cleaner]);
  await client.end();
  const quiet = await quietMachine();
  const load = os.loadavg().map((n) => n.toFixed(2));
  console.log(`waited ${(quiet.waitedMs / 1000).toFixed(0)} s for the machine to quiet (idle ${quiet.idle})`);
  const results = await runLighthouse(server.base, { ...cookies, cleanerId: rows[0].id }, { details: true });
  console.log(`load average ${load.join(' ')} (1, 5, 15 min), ${os.cpus().length} cores`);
  console.table(results.map(({ failing, report, ...row }) => row));
  for (const { page, failing = [] } of results) {
    for (const audit of failing) console.log(`${page}: ${audit.category} ${audit.id} — ${audit.title}`);
  }
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(
    root,
    `bench/results/lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  const scores = results.map(({ report, ...row }) => row);
  await writeFile(file, JSON.stringify({ at: new Date().toISOString(), loadAverage: load, results: scores }));
  // Lighthouse's full reports beside it (for the Lighthouse viewer, or to read an audit's details).
  for (const [index, { report }] of results.entries()) {
    if (report) await writeFile(file.replace(/\.json$/, `-report-${index}.json`), JSON.stringify(report));
  }
  console.log(`written ${path.relative(root, file)}`);
  exitCode = 0;
} finally {
  if (server) await stopServer(server);
  await database?.embedded.stop?.();
  logStream.end();
  await rm(dir, { recursive: true, force: true });
  process.exitCode = exitCode;
}
