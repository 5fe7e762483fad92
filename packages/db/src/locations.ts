import {
  addressPlace,
  cleanerBasePlace,
  type GeocodablePlace,
  type GeocodedPoint,
} from '@limpa/domain/geocode';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { customerAddresses } from './schema/addresses-and-cards';
import { profiles } from './schema/profiles';

/** Any geocoder: the embedded table by default, a deployment's own service later (the API's Geocoder port). */
export type GeocodeFn = (place: GeocodablePlace) => Promise<GeocodedPoint | null>;

/** The three stored columns of a point, all null when the place is unknown. */
export const locationColumns = (point: GeocodedPoint | null) => ({
  latitude: point?.latitude ?? null,
  longitude: point?.longitude ?? null,
  locationPrecision: point?.precision ?? null,
});

const BATCH = 500;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Gives a point to every cleaner profile and customer address saved without one (the rows that existed before
 * points, and places the geocoder did not know then). Run at start, after the migrations, in batches by id; a
 * place still unknown stays null and is tried again next start. Returns how many rows got a point.
 */
export async function backfillLocations(db: DbOrTx, geocode: GeocodeFn): Promise<number> {
  let placed = 0;
  for (let after = FIRST_ID; ; ) {
    const rows = await db
      .select({
        id: profiles.id,
        country: profiles.country,
        postalCode: profiles.postalCode,
        provinceOrDistrict: profiles.provinceOrDistrict,
        city: profiles.city,
      })
      .from(profiles)
      .where(and(eq(profiles.role, 'cleaner'), isNull(profiles.locationPrecision), gt(profiles.id, after)))
      .orderBy(asc(profiles.id))
      .limit(BATCH);
    for (const row of rows) {
      const point = await geocode(cleanerBasePlace(row));
      if (!point) continue;
      await db.update(profiles).set(locationColumns(point)).where(eq(profiles.id, row.id));
      placed += 1;
    }
    if (rows.length < BATCH) break;
    after = rows.at(-1)!.id;
  }
  for (let after = FIRST_ID; ; ) {
    const rows = await db
      .select()
      .from(customerAddresses)
      .where(and(isNull(customerAddresses.locationPrecision), gt(customerAddresses.id, after)))
      .orderBy(asc(customerAddresses.id))
      .limit(BATCH);
    for (const row of rows) {
      const point = await geocode(addressPlace(row));
      if (!point) continue;
      await db.update(customerAddresses).set(locationColumns(point)).where(eq(customerAddresses.id, row.id));
      placed += 1;
    }
    if (rows.length < BATCH) break;
    after = rows.at(-1)!.id;
  }
  return placed;
}
