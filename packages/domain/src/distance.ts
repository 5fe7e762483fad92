import { countryOf } from './geo';

/**
 * Distances between places and the cleaner's work radius (docs/product-rules.md#who-serves-an-address). The SQL
 * of the API's searches uses these very constants (apps/api/src/lib/distance-sql.ts), so a cleaner the search
 * lists is one this rule accepts.
 */

/** Mean earth radius (IUGG), in kilometres. */
export const EARTH_RADIUS_KM = 6371.0088;
/** A cleaner's work radius is a whole number of kilometres in this range. */
export const MIN_WORK_RADIUS_KM = 1;
export const MAX_WORK_RADIUS_KM = 100;
/** Degrees of latitude in one kilometre: bounds the area a search reads before measuring. */
export const KM_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** What a list shows: whole kilometres, so nobody reads an exact point back from it. */
export const shownDistanceKm = (km: number): number => Math.round(km);

export const isValidWorkRadiusKm = (km: number): boolean =>
  Number.isInteger(km) && km >= MIN_WORK_RADIUS_KM && km <= MAX_WORK_RADIUS_KM;

/** Whether a point lies within `radiusKm` of a centre (the rule compares the exact distance, not the shown one). */
export const withinRadius = (centre: GeoPoint, point: GeoPoint, radiusKm: number): boolean =>
  distanceKm(centre, point) <= radiusKm;

/** A place as the "who serves" rule reads it: its country and its point, when it has one. */
export interface PlacedCountry {
  country: string | null | undefined;
  latitude: number | null | undefined;
  longitude: number | null | undefined;
}

const pointOf = (p: PlacedCountry): GeoPoint | null =>
  p.latitude == null || p.longitude == null ? null : { latitude: p.latitude, longitude: p.longitude };

/**
 * A cleaner serves an address of their own country whose point lies within their work radius of their base point.
 * A cleaner or an address without a point (its place is unknown to the geocoder) is matched with nobody: a
 * distance we cannot measure promises nothing.
 */
export function cleanerServesAddress(
  cleaner: PlacedCountry & { workRadiusKm: number },
  address: PlacedCountry,
): boolean {
  const country = countryOf(address.country);
  if (country === null || countryOf(cleaner.country) !== country) return false;
  const base = pointOf(cleaner);
  const home = pointOf(address);
  return base !== null && home !== null && withinRadius(base, home, cleaner.workRadiusKm);
}

/** The latitude and longitude bounds that hold every point within `radiusKm` of a centre. */
export interface SearchBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/**
 * The box a distance search reads through its index before measuring each row: wide enough for the largest work
 * radius. Longitude degrees shrink towards the poles; where they shrink too far, the whole circle of longitude.
 */
export function searchBox(centre: GeoPoint, radiusKm: number = MAX_WORK_RADIUS_KM): SearchBox {
  const dLat = radiusKm / KM_PER_DEGREE_LATITUDE;
  // The circle's widest point in longitude is no farther from the equator than its edge: that latitude's cosine
  // bounds the spread. A circle reaching a pole spans every longitude.
  const edge = Math.abs(centre.latitude) + dLat;
  const dLng = edge >= 90 ? 180 : dLat / Math.cos(radians(edge));
  const everyLongitude = dLng >= 180;
  return {
    minLatitude: centre.latitude - dLat,
    maxLatitude: centre.latitude + dLat,
    minLongitude: everyLongitude ? -180 : centre.longitude - dLng,
    maxLongitude: everyLongitude ? 180 : centre.longitude + dLng,
  };
}
