import { describe, expect, it } from 'vitest';
import { countryForCurrency, homeTypeName } from './home-type-names';

describe('homeTypeName', () => {
  it('names Portuguese homes T0–T4', () => {
    expect(homeTypeName('T0', 'portugal')).toEqual({ style: 'code', code: 'T0' });
    expect(homeTypeName('T4', 'PT')).toEqual({ style: 'code', code: 'T4' });
  });

  it('names Canadian homes by their bedrooms, a studio and 4 or more', () => {
    expect(homeTypeName('T0', 'canada')).toEqual({ style: 'studio' });
    expect(homeTypeName('T1', 'CA')).toEqual({ style: 'bedrooms', count: 1, orMore: false });
    expect(homeTypeName('T3', 'canada')).toEqual({ style: 'bedrooms', count: 3, orMore: false });
    expect(homeTypeName('T4', 'canada')).toEqual({ style: 'bedrooms', count: 4, orMore: true });
  });

  it('uses the words when the country is unknown', () => {
    expect(homeTypeName('T2', null)).toEqual({ style: 'bedrooms', count: 2, orMore: false });
  });
});

describe('countryForCurrency', () => {
  it('maps CAD and EUR to their country, anything else to null', () => {
    expect(countryForCurrency('CAD')).toBe('canada');
    expect(countryForCurrency('EUR')).toBe('portugal');
    expect(countryForCurrency('USD')).toBeNull();
  });
});
