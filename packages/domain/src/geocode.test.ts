import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance';
import { geocodePlace } from './geocode';

describe('geocodePlace', () => {
  it('places a Canadian postal code at its FSA centre, whatever its case and spacing', () => {
    const point = geocodePlace({ country: 'canada', postalCode: 'm5v 3l9', province: 'ON' });
    expect(point).toMatchObject({ precision: 'postal_area' });
    expect(point?.latitude).toBeCloseTo(43.64, 1);
    expect(point?.longitude).toBeCloseTo(-79.39, 1);
    expect(geocodePlace({ country: 'CA', postalCode: 'M5V3L9' })).toEqual(point);
  });

  it('falls back to the province centre for an FSA the table does not have', () => {
    expect(geocodePlace({ country: 'canada', postalCode: 'X9Z 9Z9', province: 'Québec' })).toMatchObject({
      precision: 'region',
    });
    expect(geocodePlace({ country: 'canada', postalCode: 'X9Z 9Z9', province: null })).toBeNull();
  });

  it('places a Portuguese locality within its district, accents and case aside', () => {
    const amadora = geocodePlace({ country: 'portugal', locality: 'amadora', district: 'Lisboa' });
    expect(amadora).toMatchObject({ precision: 'locality' });
    expect(amadora?.latitude).toBeCloseTo(38.754, 2);
    const lisboa = geocodePlace({ country: 'portugal', locality: 'Lisboa', district: 'Lisboa' });
    expect(lisboa).toMatchObject({ precision: 'locality' });
    expect(distanceKm(lisboa!, amadora!)).toBeLessThan(12);
    expect(geocodePlace({ country: 'portugal', locality: 'Evora', district: 'Évora' })).toMatchObject({
      precision: 'locality',
    });
  });

  it("falls back to the district's centre for a locality it does not know there", () => {
    const point = geocodePlace({ country: 'portugal', locality: 'Rua Inventada', district: 'Porto' });
    expect(point).toMatchObject({ precision: 'region' });
    expect(point?.latitude).toBeCloseTo(41.2, 0);
    expect(geocodePlace({ country: 'portugal', locality: 'Funchal', district: 'Madeira' })).toMatchObject({
      precision: 'locality',
    });
  });

  it('reads a locality without a district as the most populous place of that name', () => {
    expect(geocodePlace({ country: 'portugal', locality: 'Porto' })?.latitude).toBeCloseTo(41.15, 1);
  });

  it('answers null for what it cannot place', () => {
    expect(geocodePlace({ country: 'portugal', locality: 'Nowhere', district: 'Atlantis' })).toBeNull();
    expect(geocodePlace({ country: 'portugal' })).toBeNull();
    expect(geocodePlace({ country: 'spain', locality: 'Madrid' })).toBeNull();
    expect(geocodePlace({ country: null })).toBeNull();
  });
});
