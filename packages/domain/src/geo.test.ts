import { describe, expect, it } from 'vitest';
import {
  CANADIAN_POSTAL_CODE,
  CANADIAN_PROVINCE_TIME_ZONES,
  CANADIAN_PROVINCES,
  COUNTRIES,
  canadianProvinceCode,
  countryOf,
  isValidPostalCode,
  normalizeCanadianPostalCode,
  normalizeCityKey,
  normalizePostalCode,
  PORTUGUESE_AUTONOMOUS_REGIONS,
  PORTUGUESE_DISTRICTS,
  PORTUGUESE_POSTAL_CODE,
  portugueseAutonomousRegion,
  postalCodeFitsRegion,
  timeZoneFor,
} from './geo';
import { isValidTimeZone } from './time-slots';

describe('countries and regions', () => {
  it('lists Canada and Portugal', () => {
    expect(COUNTRIES).toEqual([
      { id: 'canada', code: 'CA', name: 'Canada' },
      { id: 'portugal', code: 'PT', name: 'Portugal' },
    ]);
  });

  it('lists the 13 provinces and territories', () => {
    expect(CANADIAN_PROVINCES).toHaveLength(13);
    expect(CANADIAN_PROVINCES.map((p) => p.code).sort()).toEqual([
      'AB',
      'BC',
      'MB',
      'NB',
      'NL',
      'NS',
      'NT',
      'NU',
      'ON',
      'PE',
      'QC',
      'SK',
      'YT',
    ]);
    expect(CANADIAN_PROVINCES).toContainEqual({ code: 'ON', name: 'Ontario' });
  });

  it('lists the 18 mainland districts and the two autonomous regions', () => {
    // Pinned as one string: the product's list (docs/product-rules.md#places-and-time-zones), in its order.
    expect(PORTUGUESE_DISTRICTS.join(' | ')).toBe(
      'Aveiro | Beja | Braga | Bragança | Castelo Branco | Coimbra | Évora | Faro | Guarda | Leiria | Lisboa | ' +
        'Portalegre | Porto | Santarém | Setúbal | Viana do Castelo | Vila Real | Viseu',
    );
    expect(PORTUGUESE_AUTONOMOUS_REGIONS).toEqual(['Açores', 'Madeira']);
  });

  it.each([
    ['canada', 'canada'],
    ['CA', 'canada'],
    ['ca', 'canada'],
    ['Canada', 'canada'],
    ['portugal', 'portugal'],
    ['PT', 'portugal'],
    [' Portugal ', 'portugal'],
    ['spain', null],
    ['', null],
    [null, null],
  ])('countryOf(%j) = %s', (value, expected) => {
    expect(countryOf(value)).toBe(expected);
  });
});

describe('timeZoneFor', () => {
  it.each([
    ['BC', 'America/Vancouver'],
    ['AB', 'America/Edmonton'],
    ['SK', 'America/Regina'],
    ['MB', 'America/Winnipeg'],
    ['ON', 'America/Toronto'],
    ['QC', 'America/Toronto'],
    ['NB', 'America/Halifax'],
    ['NS', 'America/Halifax'],
    ['PE', 'America/Halifax'],
    ['NL', 'America/St_Johns'],
    ['YT', 'America/Whitehorse'],
    ['NT', 'America/Yellowknife'],
    ['NU', 'America/Iqaluit'],
  ] as const)('Canada %s → %s', (province, timeZone) => {
    expect(CANADIAN_PROVINCE_TIME_ZONES[province]).toBe(timeZone);
    expect(timeZoneFor({ country: 'canada', province })).toBe(timeZone);
    expect(timeZoneFor({ country: 'CA', province: province.toLowerCase() })).toBe(timeZone);
    const name = CANADIAN_PROVINCES.find((p) => p.code === province)?.name;
    expect(timeZoneFor({ country: 'canada', province: name })).toBe(timeZone);
    expect(isValidTimeZone(timeZone)).toBe(true);
  });

  it.each([
    ['Québec', 'America/Toronto'],
    ['british columbia', 'America/Vancouver'],
    ['Newfoundland', 'America/St_Johns'],
    [' Nova  Scotia ', 'America/Halifax'],
    [undefined, 'America/Toronto'],
    ['', 'America/Toronto'],
    ['Atlantis', 'America/Toronto'],
  ])('Canada province %j → %s', (province, timeZone) => {
    expect(timeZoneFor({ country: 'canada', province })).toBe(timeZone);
  });

  it.each([
    ['Lisboa', 'Europe/Lisbon'],
    ['Porto', 'Europe/Lisbon'],
    ['Évora', 'Europe/Lisbon'],
    [undefined, 'Europe/Lisbon'],
    [null, 'Europe/Lisbon'],
    ['', 'Europe/Lisbon'],
    ['Açores', 'Atlantic/Azores'],
    ['acores', 'Atlantic/Azores'],
    ['AÇORES', 'Atlantic/Azores'],
    ['Azores', 'Atlantic/Azores'],
    ['Região Autónoma dos Açores', 'Atlantic/Azores'],
    ['Madeira', 'Atlantic/Madeira'],
    [' madeira ', 'Atlantic/Madeira'],
    ['Região Autónoma da Madeira', 'Atlantic/Madeira'],
  ])('Portugal district %j → %s', (district, timeZone) => {
    expect(timeZoneFor({ country: 'portugal', district })).toBe(timeZone);
    expect(timeZoneFor({ country: 'PT', district })).toBe(timeZone);
  });

  it.each(PORTUGUESE_DISTRICTS)('mainland district %s → Europe/Lisbon', (district) => {
    expect(portugueseAutonomousRegion(district)).toBeNull();
    expect(timeZoneFor({ country: 'portugal', district })).toBe('Europe/Lisbon');
  });

  it('rejects an unknown country', () => {
    expect(() => timeZoneFor({ country: 'spain' })).toThrow(RangeError);
  });

  it.each([
    ['qc', 'QC'],
    ['Prince Edward Island', 'PE'],
    ['yukon territory', 'YT'],
    ['Yukon', 'YT'],
    ['XX', null],
    [null, null],
  ])('canadianProvinceCode(%j) = %s', (value, expected) => {
    expect(canadianProvinceCode(value)).toBe(expected);
  });
});

describe('postal codes', () => {
  it.each([
    ['M5V 3A4', true],
    ['M5V3A4', true],
    ['K1A 0B1', true],
    ['H2X 1Y4', true],
    ['T2P 5W1', true],
    ['V6B 4Y8', true],
    ['X0A 0H0', true],
    ['Y1A 6Z9', true],
    ['m5v 3a4', false], // the regex itself is upper-case only
    ['M5V  3A4', false],
    ['D5V 3A4', false],
    ['F5V 3A4', false],
    ['I5V 3A4', false],
    ['O5V 3A4', false],
    ['Q5V 3A4', false],
    ['U5V 3A4', false],
    ['W5V 3A4', false],
    ['Z5V 3A4', false],
    ['M5D 3A4', false],
    ['M5V 3O4', false],
    ['M5W 3A4', true],
    ['M5V 3Z4', true],
    ['M5V 3A', false],
    ['55V 3A4', false],
    ['M5V-3A4', false],
  ])('CANADIAN_POSTAL_CODE %j → %s', (code, expected) => {
    expect(CANADIAN_POSTAL_CODE.test(code)).toBe(expected);
  });

  it.each([
    ['m5v3a4', 'M5V 3A4'],
    [' m5v 3a4 ', 'M5V 3A4'],
    ['M5V3A4', 'M5V 3A4'],
    ['M5V 3A4', 'M5V 3A4'],
    ['m5v  3a4', 'M5V 3A4'],
    ['m5v3a', 'M5V3A'],
    ['', ''],
  ])('normalizeCanadianPostalCode(%j) = %j', (code, expected) => {
    expect(normalizeCanadianPostalCode(code)).toBe(expected);
  });

  it.each([
    ['1000-001', true],
    ['4050-123', true],
    ['1000001', false],
    ['1000-01', false],
    ['10000-001', false],
    ['ABCD-EFG', false],
  ])('PORTUGUESE_POSTAL_CODE %j → %s', (code, expected) => {
    expect(PORTUGUESE_POSTAL_CODE.test(code)).toBe(expected);
  });

  it.each([
    ['canada', 'm5v3a4', true],
    ['CA', ' M5V 3A4 ', true],
    ['canada', 'D5V 3A4', false],
    ['canada', '1000-001', false],
    ['portugal', '1000-001', true],
    ['PT', ' 1000-001 ', true],
    ['portugal', 'M5V 3A4', false],
    ['portugal', '1000 001', false],
    ['spain', '28001', false],
    ['canada', null, false],
    ['portugal', undefined, false],
  ])('isValidPostalCode(%s, %j) = %s', (country, code, expected) => {
    expect(isValidPostalCode(country, code)).toBe(expected);
  });

  it.each([
    ['canada', 'm5v3a4', 'M5V 3A4'],
    ['portugal', ' 1000-001 ', '1000-001'],
  ])('normalizePostalCode(%s, %j) = %j', (country, code, expected) => {
    expect(normalizePostalCode(country, code)).toBe(expected);
  });
});

describe('normalizeCityKey', () => {
  it.each([
    ['Toronto', 'toronto'],
    ['  Montréal ', 'montreal'],
    ['MONTREAL', 'montreal'],
    ['Évora', 'evora'],
    ['Santarém', 'santarem'],
    ['Bragança', 'braganca'],
    ['São  João da Madeira', 'sao joao da madeira'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (value, expected) => {
    expect(normalizeCityKey(value)).toBe(expected);
  });
});

describe('postalCodeFitsRegion', () => {
  it.each([
    ['canada', 'M5X 1A9', 'ON'],
    ['canada', 'h2x 1y4', 'Québec'],
    ['canada', 'V6B 1A1', 'BC'],
    ['portugal', '1100-053', 'Lisboa'],
    ['portugal', '4000-447', 'Porto'],
    ['portugal', '9000-060', 'Madeira'],
    ['portugal', '1100-053', null],
  ])('%s %s fits %s', (country, postalCode, region) => {
    const place = country === 'canada' ? { province: region } : { district: region };
    expect(postalCodeFitsRegion({ country, postalCode, ...place })).toBe(true);
  });

  it.each([
    ['canada', 'M5X 1A9', 'QC'],
    ['canada', 'H2X 1Y4', 'ON'],
    ['portugal', '1100-053', 'Porto'],
    ['portugal', '4000-447', 'Lisboa'],
    ['portugal', '8000-001', 'Açores'],
  ])('%s %s does not fit %s', (country, postalCode, region) => {
    const place = country === 'canada' ? { province: region } : { district: region };
    expect(postalCodeFitsRegion({ country, postalCode, ...place })).toBe(false);
  });

  it('every district and autonomous region has its postal areas', () => {
    for (const district of [...PORTUGUESE_DISTRICTS, ...PORTUGUESE_AUTONOMOUS_REGIONS]) {
      // A known district never falls through to "not judged": some code is refused for it.
      const refused = ['1', '4', '8', '9'].some(
        (digit) => !postalCodeFitsRegion({ country: 'portugal', postalCode: `${digit}000-001`, district }),
      );
      expect(refused, district).toBe(true);
    }
  });
});
