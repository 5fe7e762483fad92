import { describe, expect, it } from 'vitest';
import { cleanerTakesVisit } from './cleaner-offers';

const ANA = { servicesOffered: ['Regular House Cleaning', 'Deep Cleaning'], homeTypes: ['T0', 'T1', 'T2'] };

describe('cleanerTakesVisit', () => {
  it('takes a visit of a service offered, for a home type taken', () => {
    expect(cleanerTakesVisit(ANA, { service: 'Deep Cleaning', homeType: 'T2' })).toBe(true);
  });
  it('refuses a service not offered, or a home type not taken', () => {
    expect(cleanerTakesVisit(ANA, { service: 'Window Cleaning', homeType: 'T2' })).toBe(false);
    expect(cleanerTakesVisit(ANA, { service: 'Deep Cleaning', homeType: 'T3' })).toBe(false);
  });
  it('with no service named, judges the home type alone', () => {
    expect(cleanerTakesVisit(ANA, { homeType: 'T1' })).toBe(true);
    expect(cleanerTakesVisit(ANA, { homeType: 'T4' })).toBe(false);
  });
});
