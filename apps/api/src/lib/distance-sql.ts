import { cleanerReachBox, profiles } from '@limpa/db';
import { EARTH_RADIUS_KM, type GeoPoint } from '@limpa/domain';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * The domain's distance rule (packages/domain distance.ts) in SQL, for the searches that must filter and sort in
 * the database: the same haversine on the same earth radius. A cleaner's point never leaves the database; only
 * the distance does.
 */

const R = sql.raw(String(EARTH_RADIUS_KM));

/** Great-circle kilometres from the cleaner's base point to (latitude, longitude). */
export function cleanerDistanceKm(latitude: Placeholder | SQL, longitude: Placeholder | SQL): SQL<number> {
  const lat1 = sql`radians(${profiles.latitude}::float8)`;
  const lat2 = sql`radians(${latitude}::float8)`;
  const dLat = sql`(${lat2} - ${lat1})`;
  const dLng = sql`(radians(${longitude}::float8) - radians(${profiles.longitude}::float8))`;
  return sql<number>`(2 * ${R} * asin(least(1, sqrt(power(sin(${dLat} / 2), 2) + cos(${lat1}) * cos(${lat2}) * power(sin(${dLng} / 2), 2)))))`;
}

/**
 * Cleaners whose radius reaches the point: first the cleaners whose radius's box holds it, which
 * profiles_cleaner_reach_idx reads (the same expression, packages/db cleaner-reach.ts), then the exact distance
 * against each one's radius. The caller names the placeholders `nearLatitude` and `nearLongitude` (nearValues).
 */
export function cleanerReachesPoint(): SQL {
  const p = sql.placeholder;
  // The point as a box of no size: GiST's box operators hold boxes, not points.
  const at = sql`point(${p('nearLongitude')}::float8, ${p('nearLatitude')}::float8)`;
  return sql`${cleanerReachBox(profiles)} @> box(${at}, ${at})
    and ${cleanerDistanceKm(p('nearLatitude'), p('nearLongitude'))} <= ${profiles.workRadiusKm}`;
}

/** The placeholder values of cleanerReachesPoint for a point. */
export function nearValues(point: GeoPoint): { nearLatitude: number; nearLongitude: number } {
  return { nearLatitude: point.latitude, nearLongitude: point.longitude };
}
