import { KM_PER_DEGREE_LATITUDE } from '@limpa/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The box a cleaner's work radius covers around their base point (the domain's searchBox, centred on the cleaner
 * with their own radius), as a geometric box (x = longitude, y = latitude). An address is served only when its
 * point lies in this box, so a GiST index of it answers "whose radius may reach here?" by reading the cleaners
 * around the address alone: a box of the largest radius around the address read every cleaner of its latitude
 * band and fetched every one in the box, whatever their radius. The index (profiles_cleaner_reach_idx) and the
 * search (the API's distance-sql.ts) use this one expression, so PostgreSQL matches them.
 */
export function cleanerReachBox(c: {
  latitude: AnyPgColumn;
  longitude: AnyPgColumn;
  workRadiusKm: AnyPgColumn;
}): SQL {
  const lat = sql`${c.latitude}::float8`;
  const lng = sql`${c.longitude}::float8`;
  const dLat = sql`(${c.workRadiusKm}::float8 / ${sql.raw(String(KM_PER_DEGREE_LATITUDE))})`;
  // searchBox's longitude spread: the cosine of the circle's edge farthest from the equator; a pole, every longitude.
  const dLng = sql`(case when abs(${lat}) + ${dLat} >= 90 then 180 else ${dLat} / cos(radians(abs(${lat}) + ${dLat})) end)`;
  return sql`box(point(${lng} - ${dLng}, ${lat} - ${dLat}), point(${lng} + ${dLng}, ${lat} + ${dLat}))`;
}
