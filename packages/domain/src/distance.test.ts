import { describe, expect, it } from 'vitest';
import {
  cleanerServesAddress,
  distanceKm,
  EARTH_RADIUS_KM,
  isValidWorkRadiusKm,
  MAX_WORK_RADIUS_KM,
  MIN_WORK_RADIUS_KM,
  searchBox,
  shownDistanceKm,
} from './distance';

const lisboa = { latitude: 38.717, longitude: -9.133 };
const amadora = { latitude: 38.754, longitude: -9.231 };
const porto = { latitude: 41.15, longitude: -8.611 };

describe('distanceKm', () => {
  it('measures the great circle: Lisboa–Porto is about 274 km, Lisboa–Amadora about 9.4 km', () => {
    expect(distanceKm(lisboa, porto)).toBeCloseTo(274.5, 0);
    expect(distanceKm(lisboa, amadora)).toBeCloseTo(9.4, 1);
    expect(distanceKm(lisboa, lisboa)).toBe(0);
  });

  it('is symmetric', () => {
    expect(distanceKm(porto, lisboa)).toBe(distanceKm(lisboa, porto));
  });
});

describe('shownDistanceKm', () => {
  it.each([
    [0, 0],
    [0.49, 0],
    [0.5, 1],
    [9.4, 9],
    [9.5, 10],
  ])('%d km shows %d', (km, shown) => expect(shownDistanceKm(km)).toBe(shown));
});

describe('isValidWorkRadiusKm', () => {
  it.each([
    [MIN_WORK_RADIUS_KM, true],
    [MAX_WORK_RADIUS_KM, true],
    [0, false],
    [101, false],
    [2.5, false],
    [Number.NaN, false],
  ])('%d → %s', (km, valid) => expect(isValidWorkRadiusKm(km)).toBe(valid));
});

describe('cleanerServesAddress', () => {
  const cleaner = (workRadiusKm: number, point: { latitude: number; longitude: number } | null = lisboa) => ({
    country: 'PT',
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    workRadiusKm,
  });
  const address = (point: { latitude: number; longitude: number } | null, country = 'portugal') => ({
    country,
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
  });

  it('serves an address within the radius, not one beyond it', () => {
    expect(cleanerServesAddress(cleaner(25), address(amadora))).toBe(true);
    expect(cleanerServesAddress(cleaner(5), address(amadora))).toBe(false);
  });

  it('compares the exact distance with the radius (9.4 km is beyond 9, within 10)', () => {
    expect(cleanerServesAddress(cleaner(9), address(amadora))).toBe(false);
    expect(cleanerServesAddress(cleaner(10), address(amadora))).toBe(true);
  });

  it('needs the same country', () => {
    expect(cleanerServesAddress({ ...cleaner(100), country: 'CA' }, address(amadora))).toBe(false);
    expect(cleanerServesAddress(cleaner(100), address(amadora, 'spain'))).toBe(false);
  });

  it('matches nobody when either point is unknown', () => {
    expect(cleanerServesAddress(cleaner(100), address(null))).toBe(false);
    expect(cleanerServesAddress(cleaner(100, null), address(amadora))).toBe(false);
  });
});

/** The point `km` from a centre on a bearing, on the same sphere (the spherical destination formula). */
function destination(centre: { latitude: number; longitude: number }, km: number, bearingDegrees: number) {
  const toRad = (d: number) => (d * Math.PI) / 180;
  const d = km / EARTH_RADIUS_KM;
  const b = toRad(bearingDegrees);
  const lat1 = toRad(centre.latitude);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lng2 =
    toRad(centre.longitude) +
    Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: (lat2 * 180) / Math.PI, longitude: (lng2 * 180) / Math.PI };
}

describe('searchBox', () => {
  it.each([
    ['Lisboa', lisboa],
    ['Iqaluit', { latitude: 63.75, longitude: -68.52 }],
  ])('holds every point of the largest radius around %s', (_name, centre) => {
    const box = searchBox(centre);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const point = destination(centre, MAX_WORK_RADIUS_KM, bearing);
      expect(distanceKm(centre, point)).toBeCloseTo(MAX_WORK_RADIUS_KM, 6);
      expect(point.latitude).toBeGreaterThanOrEqual(box.minLatitude - 1e-9);
      expect(point.latitude).toBeLessThanOrEqual(box.maxLatitude + 1e-9);
      expect(point.longitude).toBeGreaterThanOrEqual(box.minLongitude);
      expect(point.longitude).toBeLessThanOrEqual(box.maxLongitude);
    }
  });

  it('leaves out a point just beyond the box (it is a box, not the whole country)', () => {
    const box = searchBox(lisboa);
    expect(box.maxLatitude - box.minLatitude).toBeLessThan(2);
    expect(destination(lisboa, 130, 0).latitude).toBeGreaterThan(box.maxLatitude);
  });

  it('spans every longitude when the circle reaches a pole', () => {
    expect(searchBox({ latitude: 89.5, longitude: 10 })).toMatchObject({
      minLongitude: -180,
      maxLongitude: 180,
    });
  });
});
