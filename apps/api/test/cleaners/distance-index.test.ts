import { cleanerReachBox, profiles } from '@limpa/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cleanerDistanceKm } from '../../src/lib/distance-sql';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const LISBOA = { latitude: 38.717, longitude: -9.133 };

/** The rows the plan's scan of profiles_cleaner_reach_idx handed on, or null when the plan does not read it. */
function rowsFromReachIndex(plan: string): number | null {
  const match = /Scan on profiles_cleaner_reach_idx[^\n]*rows=(\d+)/.exec(plan);
  return match ? Number(match[1]) : null;
}

/** EXPLAIN ANALYZE of the search's condition (distance-sql.ts cleanerReachesPoint) for Lisboa, as the app writes it. */
async function planAroundLisboa(): Promise<string> {
  const lat = sql.raw(String(LISBOA.latitude));
  const lng = sql.raw(String(LISBOA.longitude));
  const { rows } = await t.db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze)
    select ${profiles.userId} from ${profiles}
    where ${profiles.role} = 'cleaner' and ${profiles.isApproved} and ${profiles.onboardingComplete}
      and ${profiles.suspendedAt} is null and ${profiles.country} = 'PT'
      and ${cleanerReachBox(profiles)} @> box(point(${lng}::float8, ${lat}::float8), point(${lng}::float8, ${lat}::float8))
      and ${cleanerDistanceKm(lat, lng)} <= ${profiles.workRadiusKm}`);
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  if (process.env.SHOW_PLAN) console.log(plan);
  return plan;
}

/** `count` listed Portuguese cleaners on a grid of 0.2° from (33° N, 14° W), 100 a row, each with `radiusKm`. */
async function gridOfCleaners(prefix: string, count: number, radiusKm: number) {
  await t.db.execute(sql`
    insert into users (id, name, email)
    select ${prefix} || g, 'Grid ' || g, ${prefix} || g || '@example.test' from generate_series(0, ${count - 1}) g`);
  await t.db.execute(sql`
    insert into profiles (user_id, role, full_name, country, city, latitude, longitude, location_precision,
                          work_radius_km, is_approved, onboarding_complete)
    select ${prefix} || g, 'cleaner', 'Grid ' || g, 'PT', 'Grid', 33 + (g / 100) * 0.2, -14 + (g % 100) * 0.2,
           'locality', ${radiusKm}, true, true
    from generate_series(0, ${count - 1}) g`);
  await t.db.execute(sql`analyze profiles`);
}

/**
 * The distance search reads profiles_cleaner_reach_idx: of cleaners spread over a wide area, only those whose own
 * radius's box holds the address, not the latitude band or the 100 km box around it (docs/geocoding.md).
 */
describe('the distance search plan', () => {
  it('reads only the cleaners whose radius may reach the address, whatever the number around it', async () => {
    // 5,000 cleaners on a 50 × 100 grid of 0.2° (about 1,100 km by 1,700 km), each with a 10 km radius: 10 of
    // them lie in the 100 km box around Lisboa, none of their boxes holds it but the nearest few.
    await gridOfCleaners('grid-', 5000, 10);
    const plan = await planAroundLisboa();
    expect(plan).not.toMatch(/Seq Scan on profiles/);
    const read = rowsFromReachIndex(plan);
    expect(read).not.toBeNull();
    expect(read).toBeLessThanOrEqual(4);
  });

  it('reads the cleaners whose radius reaches a far address, and them only', async () => {
    // The same grid with 100 km radii: every cleaner within 100 km reaches Lisboa, and their boxes say so.
    await gridOfCleaners('wide-', 5000, 100);
    const plan = await planAroundLisboa();
    const read = rowsFromReachIndex(plan);
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from ${profiles}
      where ${profiles.role} = 'cleaner' and ${cleanerDistanceKm(sql.raw(String(LISBOA.latitude)), sql.raw(String(LISBOA.longitude)))} <= ${profiles.workRadiusKm}`);
    const reaching = rows[0]!.n;
    expect(reaching).toBeGreaterThan(50);
    // The box is a little wider than the circle (its corners), never narrower: no reaching cleaner is left out.
    expect(read).toBeGreaterThanOrEqual(reaching);
    expect(read).toBeLessThan(reaching * 1.5);
  });
});
