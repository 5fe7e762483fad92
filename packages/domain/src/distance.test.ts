import { describe, expect, it } from 'vitest';
import {
  cleanerServesAddress,
  distanceKm,
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

describe('searchBox', () => {
  it('holds every point of the largest radius around a centre', () => {
    const box = searchBox(lisboa);
    for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
      const rad = (bearing * Math.PI) / 180;
      // A point 99.9 km away in that direction, by the local flat approximation (good to well under 1 km here).
      const point = {
        latitude: lisboa.latitude + (99.9 / 111.2) * Math.cos(rad),
        longitude:
          lisboa.longitude + (99.9 / (111.2 * Math.cos((lisboa.latitude * Math.PI) / 180))) * Math.sin(rad),
      };
      expect(distanceKm(lisboa, point)).toBeLessThanOrEqual(MAX_WORK_RADIUS_KM);
      expect(point.latitude).toBeGreaterThanOrEqual(box.minLatitude);
      expect(point.latitude).toBeLessThanOrEqual(box.maxLatitude);
      expect(point.longitude).toBeGreaterThanOrEqual(box.minLongitude);
      expect(point.longitude).toBeLessThanOrEqual(box.maxLongitude);
    }
  });

  it('spans every longitude next to a pole', () => {
    expect(searchBox({ latitude: 89.5, longitude: 10 })).toMatchObject({
      minLongitude: -180,
      maxLongitude: 180,
    });
  });
});
