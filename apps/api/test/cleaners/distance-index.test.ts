import { searchBox } from '@limpa/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const LISBOA = { latitude: 38.717, longitude: -9.133 };

/**
 * The distance search reads profiles_cleaner_point_idx: with cleaners spread over a wide area, the 100 km box
 * around an address is a narrow latitude band of the index, not a scan of every cleaner (docs/geocoding.md).
 */
describe('the distance search plan', () => {
  it('reads the point index for the box around an address, then measures', async () => {
    // 5,000 cleaners on a 50 × 100 grid of 0.2° (about 1,100 km by 1,700 km), each with a 10 km radius.
    await t.db.execute(sql`
      insert into users (id, name, email)
      select 'grid-' || g, 'Grid ' || g, 'grid-' || g || '@example.test' from generate_series(0, 4999) g`);
    await t.db.execute(sql`
      insert into profiles (user_id, role, full_name, country, city, latitude, longitude, location_precision,
                            is_approved, onboarding_complete)
      select 'grid-' || g, 'cleaner', 'Grid ' || g, 'PT', 'Grid', 33 + (g / 100) * 0.2, -14 + (g % 100) * 0.2,
             'locality', true, true
      from generate_series(0, 4999) g`);
    await t.db.execute(sql`analyze profiles`);
    const box = searchBox(LISBOA);
    const { rows } = await t.db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze)
      select p.user_id from profiles p
      where p.role = 'cleaner' and p.is_approved and p.onboarding_complete and p.suspended_at is null
        and p.country = 'PT'
        and p.latitude between ${box.minLatitude}::numeric and ${box.maxLatitude}::numeric
        and p.longitude between ${box.minLongitude}::numeric and ${box.maxLongitude}::numeric
        and 2 * 6371.0088 * asin(least(1, sqrt(power(sin((radians(${LISBOA.latitude}) - radians(p.latitude::float8)) / 2), 2)
          + cos(radians(p.latitude::float8)) * cos(radians(${LISBOA.latitude}))
          * power(sin((radians(${LISBOA.longitude}) - radians(p.longitude::float8)) / 2), 2)))) <= p.work_radius_km`);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    if (process.env.SHOW_PLAN) console.log(plan);
    expect(plan).toContain('profiles_cleaner_point_idx');
    expect(plan).not.toMatch(/Seq Scan on profiles/);
  });
});
