#!/usr/bin/env node
/**
 * Runs the date-sensitive suites (domain rules and the API against real PostgreSQL) with the clock of the
 * whole process tree — Node, the test workers and the embedded PostgreSQL — set by libfaketime to instants
 * where calendars disagree: weekday edges, the day flipping at different moments in Lisbon and Toronto,
 * both countries' 2027 DST nights and New Year's Eve. Extra arguments go to Vitest (a file filter, say).
 *
 * Needs Debian's `faketime` (apt-get install -y faketime); it installs nothing by itself.
 */
import { spawnSync } from 'node:child_process';

const INSTANTS = [
  ['Monday 03:45 UTC', '2026-11-23 03:45:00'],
  ['Saturday noon UTC', '2026-11-28 12:00:00'],
  ['Sunday 23:50 UTC (Monday in Lisbon 10 min later, still Sunday in Toronto)', '2026-11-29 23:50:00'],
  ['New Year’s Eve 23:30 UTC', '2026-12-31 23:30:00'],
  ['Canada springs forward (Toronto 01:30 EST)', '2027-03-14 06:30:00'],
  ['Portugal springs forward (Lisbon 00:30 WET)', '2027-03-28 00:30:00'],
  ['Portugal falls back (Lisbon 01:30 WEST)', '2027-10-31 00:30:00'],
  ['Canada falls back (Toronto 01:30 EDT)', '2027-11-07 05:30:00'],
];

const which = spawnSync('faketime', ['--help'], { stdio: 'ignore' });
if (which.error) {
  console.error('test:calendar needs faketime: apt-get install -y faketime');
  process.exit(2);
}

const only = process.env.CALENDAR_ONLY; // a substring of an instant, to rerun one
const extra = process.argv.slice(2);
const results = [];
for (const [name, instant] of INSTANTS) {
  if (only && !instant.includes(only) && !name.includes(only)) continue;
  console.log(`\n=== ${name}: ${instant} UTC ===`);
  const run = spawnSync(
    'faketime',
    ['-f', `@${instant}`, 'npx', 'vitest', 'run', '--project', 'domain', '--project', 'api', ...extra],
    {
      stdio: 'inherit',
      // DONT_RESET: child processes (test workers, PostgreSQL) share the parent's fake clock instead of each
      // starting again at the instant, so the API and the database agree on what "now" is.
      env: { ...process.env, TZ: 'UTC', FAKETIME_DONT_RESET: '1' },
    },
  );
  results.push([name, instant, run.status === 0]);
}

console.log('\nCalendar runs:');
for (const [name, instant, ok] of results) console.log(`  ${ok ? 'pass' : 'FAIL'}  ${instant}  ${name}`);
const failed = results.filter(([, , ok]) => !ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
