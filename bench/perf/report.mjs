// Tables and targets of a bench run (issue 18): ratios to the select-1 floor, and 100k/1k scale ratios.
import { NEAR_SEARCH, NEAREST_SEARCH } from './read-paths.mjs';

const pct = (n) => `${(n * 100).toFixed(1)} %`;

/** The row of the booking path's own floor (perf/booking-writes-floor.mjs, decision 040). */
export const BOOKING_WRITES_FLOOR = "floor: a booking's writes";
const BOOKING_PATH = 'POST /api/v1/bookings';
/** Issue 18: booking create at ≥ 8 % of the select-1 floor's rate. */
const BOOKING_TARGET = 0.08;

export function printRun(run) {
  const { floor } = run;
  console.log(
    `\n${run.cleaners} cleaners, ${run.bookings} bookings (floor: select 1 = ${floor.select1.reqPerSec} req/s, ${floor.select1.cpuUsPerRequest} µs of CPU each; load average ${floor.loadAverage.toFixed(1)} → ${run.loadAverage.toFixed(1)})`,
  );
  console.table(
    run.rows.map((r) => ({
      path: r.path,
      'req/s': r.reqPerSec,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'vs select 1': pct(r.reqPerSec / floor.select1.reqPerSec),
      // The same comparison in the server's CPU per answer, which the machine's other load hardly moves.
      'CPU µs': r.cpuUsPerRequest,
      'CPU vs select 1': r.cpuUsPerRequest ? pct(floor.select1.cpuUsPerRequest / r.cpuUsPerRequest) : '',
      'non-2xx': r.non2xx,
      errors: r.errors,
    })),
  );
  const booking = run.rows.find((r) => r.path === BOOKING_PATH);
  const writes = run.rows.find((r) => r.path === BOOKING_WRITES_FLOOR);
  if (booking && writes) console.log(bookingBudget(booking, writes, floor.select1));
  if (run.lighthouse) console.table(run.lighthouse);
}

/** Paths whose cost must not grow with the data: mean time per request (1 / req/s) at the large scale over the small. */
const SCALE_PATHS = [
  'GET /api/v1/providers',
  'GET /api/v1/providers?q=',
  NEAR_SEARCH,
  NEAREST_SEARCH,
  'GET /api/v1/slots',
  'GET /api/v1/admin/bookings',
];

/**
 * Where the booking path stands against its writes' floor, and what 8 % of select 1 leaves it: at that rate a
 * booking has 1 / (0.08 · select 1) seconds of the machine, the writes alone take 1 / floor, and everything else
 * (HTTP, session, validation, the cleaner's day, the rules, the mail's text, the answer) must fit in the rest.
 */
export function bookingBudget(booking, writes, select1) {
  const budgetUs = 1e6 / (BOOKING_TARGET * select1.reqPerSec);
  const writesUs = 1e6 / writes.reqPerSec;
  return [
    `${BOOKING_PATH}: ${pct(booking.reqPerSec / writes.reqPerSec)} of its writes' floor, which is ${pct(writes.reqPerSec / select1.reqPerSec)} of select 1.`,
    `At ${pct(BOOKING_TARGET)} of select 1 a booking has ${Math.round(budgetUs)} µs of this machine; its writes alone take ${Math.round(writesUs)} µs,`,
    `leaving ${Math.round(budgetUs - writesUs)} µs for everything else (the path takes ${Math.round(1e6 / booking.reqPerSec)} µs in all).`,
  ].join('\n');
}

export function scaleRatios(small, large) {
  return SCALE_PATHS.map((name) => {
    const a = small.rows.find((r) => r.path === name);
    const b = large.rows.find((r) => r.path === name);
    const ratio = a && b ? a.reqPerSec / b.reqPerSec : Number.NaN;
    return {
      path: name,
      [`req/s at ${small.cleaners}`]: a?.reqPerSec,
      [`req/s at ${large.cleaners}`]: b?.reqPerSec,
      'time ratio': Number(ratio.toFixed(2)),
    };
  });
}

export function checkTargets(runs, ratios) {
  const checks = [];
  const check = (name, ok, value) => checks.push({ check: name, value, result: ok ? 'pass' : 'FAIL' });
  for (const run of runs) {
    const row = (name) => run.rows.find((r) => r.path === name);
    const ratio = (name) => (row(name)?.reqPerSec ?? 0) / run.floor.select1.reqPerSec;
    const at = `(${run.cleaners})`;
    check(`/me ≥ 50 % of select 1 ${at}`, ratio('GET /api/v1/me') >= 0.5, pct(ratio('GET /api/v1/me')));
    for (const search of ['GET /api/v1/providers', 'GET /api/v1/providers?q=']) {
      check(`${search} ≥ 25 % ${at}`, ratio(search) >= 0.25, pct(ratio(search)));
      check(`${search} p99 ≤ 50 ms ${at}`, (row(search)?.p99 ?? Infinity) <= 50, `${row(search)?.p99} ms`);
    }
    check(`POST /bookings ≥ 8 % ${at}`, ratio(BOOKING_PATH) >= BOOKING_TARGET, pct(ratio(BOOKING_PATH)));
    check(
      `POST /bookings p99 ≤ 100 ms ${at}`,
      (row(BOOKING_PATH)?.p99 ?? Infinity) <= 100,
      `${row(BOOKING_PATH)?.p99} ms`,
    );
    const bad = run.rows.reduce((n, r) => n + r.non2xx + r.errors, 0);
    check(`no non-2xx ${at}`, bad === 0, bad);
    for (const page of run.lighthouse ?? []) checkLighthouse(check, page);
  }
  if (!runs.some((run) => run.lighthouse)) check('Lighthouse, the main screens', false, 'not run');
  for (const r of ratios) check(`${r.path} 100k/1k time ≤ 2`, r['time ratio'] <= 2, r['time ratio']);
  return checks;
}

/**
 * Lighthouse calibrated to the host (issue 36, docs/performance.md#lighthouse): performance ≥ 90 and total
 * blocking time ≤ 200 ms, accessibility and best practices 100.
 */
function checkLighthouse(check, page) {
  if (page.note || page.error) {
    check(`Lighthouse ${page.page}`, false, page.note ?? page.error);
    return;
  }
  const at = `(${page.preset}, CPU ${page['CPU ×']}× at index ${page['CPU index']})`;
  check(`Lighthouse ${page.page} performance ≥ 90 ${at}`, page.performance >= 90, page.performance);
  check(`Lighthouse ${page.page} blocking time ≤ 200 ms`, page['TBT ms'] <= 200, `${page['TBT ms']} ms`);
  check(
    `Lighthouse ${page.page} accessibility, best practices = 100`,
    page.accessibility === 100 && page['best practices'] === 100,
    `${page.accessibility}, ${page['best practices']}`,
  );
}
