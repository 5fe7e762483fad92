/** Countries, regions, postal codes and time zones ("cleaner serves address" is distance.ts). */

export const COUNTRIES = Object.freeze([
  Object.freeze({ id: 'canada', code: 'CA', name: 'Canada' }),
  Object.freeze({ id: 'portugal', code: 'PT', name: 'Portugal' }),
] as const);
export type Country = (typeof COUNTRIES)[number]['id'];

export const CANADIAN_PROVINCES = Object.freeze([
  Object.freeze({ code: 'AB', name: 'Alberta' }),
  Object.freeze({ code: 'BC', name: 'British Columbia' }),
  Object.freeze({ code: 'MB', name: 'Manitoba' }),
  Object.freeze({ code: 'NB', name: 'New Brunswick' }),
  Object.freeze({ code: 'NL', name: 'Newfoundland and Labrador' }),
  Object.freeze({ code: 'NS', name: 'Nova Scotia' }),
  Object.freeze({ code: 'NT', name: 'Northwest Territories' }),
  Object.freeze({ code: 'NU', name: 'Nunavut' }),
  Object.freeze({ code: 'ON', name: 'Ontario' }),
  Object.freeze({ code: 'PE', name: 'Prince Edward Island' }),
  Object.freeze({ code: 'QC', name: 'Quebec' }),
  Object.freeze({ code: 'SK', name: 'Saskatchewan' }),
  Object.freeze({ code: 'YT', name: 'Yukon' }),
] as const);
export type CanadianProvinceCode = (typeof CANADIAN_PROVINCES)[number]['code'];

/** IANA time zone of each province and territory (docs/product-rules.md#places-and-time-zones). */
export const CANADIAN_PROVINCE_TIME_ZONES: Readonly<Record<CanadianProvinceCode, string>> = Object.freeze({
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  MB: 'America/Winnipeg',
  NB: 'America/Halifax',
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
  ON: 'America/Toronto',
  PE: 'America/Halifax',
  QC: 'America/Toronto',
  SK: 'America/Regina',
  YT: 'America/Whitehorse',
});

/** The 18 mainland districts, alphabetical. */
export const PORTUGUESE_DISTRICTS: readonly string[] = Object.freeze([
  'Aveiro',
  'Beja',
  'Braga',
  'Bragança',
  'Castelo Branco',
  'Coimbra',
  'Évora',
  'Faro',
  'Guarda',
  'Leiria',
  'Lisboa',
  'Portalegre',
  'Porto',
  'Santarém',
  'Setúbal',
  'Viana do Castelo',
  'Vila Real',
  'Viseu',
]);

/** Offered by the district selector after the mainland districts. */
export const PORTUGUESE_AUTONOMOUS_REGIONS: readonly string[] = Object.freeze(['Açores', 'Madeira']);

export const PORTUGAL_TIME_ZONE = 'Europe/Lisbon';
export const AZORES_TIME_ZONE = 'Atlantic/Azores';
export const MADEIRA_TIME_ZONE = 'Atlantic/Madeira';
/** Used for a Canadian place whose province is missing or unknown. */
export const CANADA_FALLBACK_TIME_ZONE = 'America/Toronto';

/** Key for comparing place names: trimmed, lower-case, accents removed, inner spaces collapsed. */
export function normalizeCityKey(value: string | null | undefined): string {
  if (value == null) return '';
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

/** 'canada' | 'portugal' for an id, code or name in any case ('CA', 'pt', 'Canada'); else null. */
export function countryOf(value: string | null | undefined): Country | null {
  const key = normalizeCityKey(value);
  const country = COUNTRIES.find((c) => c.id === key || c.code.toLowerCase() === key);
  return country?.id ?? null;
}

/** Province code for a code or name in any case and with or without accents ('qc', 'Québec'); else null. */
export function canadianProvinceCode(value: string | null | undefined): CanadianProvinceCode | null {
  const key = normalizeCityKey(value);
  if (key === '') return null;
  const province = CANADIAN_PROVINCES.find(
    (p) => p.code.toLowerCase() === key || normalizeCityKey(p.name) === key,
  );
  if (province !== undefined) return province.code;
  return key === 'newfoundland' ? 'NL' : key === 'yukon territory' ? 'YT' : null;
}

/** 'Açores' | 'Madeira' when a district text names an autonomous region (also 'Azores'); else null. */
export function portugueseAutonomousRegion(district: string | null | undefined): 'Açores' | 'Madeira' | null {
  const key = normalizeCityKey(district);
  if (key.includes('acores') || key.includes('azores')) return 'Açores';
  if (key.includes('madeira')) return 'Madeira';
  return null;
}

/**
 * IANA time zone of an address. Portugal → Europe/Lisbon, district Açores/Azores → Atlantic/Azores,
 * Madeira → Atlantic/Madeira. Canada by province code or name; a missing or unknown province
 * falls back to America/Toronto (validate the province separately with canadianProvinceCode).
 */
export function timeZoneFor(place: {
  country: string;
  province?: string | null;
  district?: string | null;
}): string {
  const country = countryOf(place.country);
  if (country === 'portugal') {
    const region = portugueseAutonomousRegion(place.district);
    if (region === 'Açores') return AZORES_TIME_ZONE;
    if (region === 'Madeira') return MADEIRA_TIME_ZONE;
    return PORTUGAL_TIME_ZONE;
  }
  if (country === 'canada') {
    const province = canadianProvinceCode(place.province);
    return province === null ? CANADA_FALLBACK_TIME_ZONE : CANADIAN_PROVINCE_TIME_ZONES[province];
  }
  throw new RangeError(`Unknown country: ${place.country}`);
}

/** Canadian postal code 'A1A 1A1' (space optional): no D F I O Q U anywhere, no W Z first. */
export const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;
/** Portuguese postal code '1000-001'. */
export const PORTUGUESE_POSTAL_CODE = /^\d{4}-\d{3}$/;

/** Trim, upper-case and write with the single space: 'm5v3a4' → 'M5V 3A4'. */
export function normalizeCanadianPostalCode(value: string): string {
  const compact = value.trim().toUpperCase().replace(/\s+/g, '');
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}

/** Whether a postal code is valid for the country (Canadian codes are normalised first). */
export function isValidPostalCode(country: string, code: string | null | undefined): boolean {
  if (typeof code !== 'string') return false;
  switch (countryOf(country)) {
    case 'canada':
      return CANADIAN_POSTAL_CODE.test(normalizeCanadianPostalCode(code));
    case 'portugal':
      return PORTUGUESE_POSTAL_CODE.test(code.trim());
    default:
      return false;
  }
}

/** Normalised postal code for storage: Canadian 'A1A 1A1', Portuguese trimmed. */
export function normalizePostalCode(country: string, code: string): string {
  return countryOf(country) === 'canada' ? normalizeCanadianPostalCode(code) : code.trim();
}

/** Canadian provinces by the first letter of their postal codes (Canada Post's forward sortation areas). */
const CANADIAN_POSTAL_LETTERS: Readonly<Record<CanadianProvinceCode, string>> = Object.freeze({
  NL: 'A',
  NS: 'B',
  PE: 'C',
  NB: 'E',
  QC: 'GHJ',
  ON: 'KLMNP',
  MB: 'R',
  SK: 'S',
  AB: 'T',
  BC: 'V',
  NT: 'X',
  NU: 'X',
  YT: 'Y',
});

/**
 * Portuguese districts by the first digit of their postal codes. Postal areas cross district borders, so a
 * district lists every first digit used inside it: a coarse check that catches a Porto address with a
 * Lisbon code, not a proof of the exact street.
 */
const PORTUGUESE_POSTAL_DIGITS: Readonly<Record<string, string>> = Object.freeze({
  Aveiro: '34',
  Beja: '78',
  Braga: '4',
  Bragança: '5',
  'Castelo Branco': '6',
  Coimbra: '36',
  Évora: '7',
  Faro: '8',
  Guarda: '56',
  Leiria: '236',
  Lisboa: '12',
  Portalegre: '67',
  Porto: '4',
  Santarém: '26',
  Setúbal: '27',
  'Viana do Castelo': '4',
  'Vila Real': '45',
  Viseu: '345',
  Açores: '9',
  Madeira: '9',
});

/**
 * Whether a postal code belongs to the address's region: Canada's first letter to its province, Portugal's first
 * digit to its district. A region left empty (Portugal's district is optional) or unknown is not judged here.
 */
export function postalCodeFitsRegion(place: {
  country: string;
  postalCode: string;
  province?: string | null;
  district?: string | null;
}): boolean {
  const first = place.postalCode.trim().charAt(0).toUpperCase();
  const country = countryOf(place.country);
  if (country === 'canada') {
    const province = canadianProvinceCode(place.province);
    return province === null || CANADIAN_POSTAL_LETTERS[province].includes(first);
  }
  if (country === 'portugal') {
    const key = normalizeCityKey(place.district);
    const district = Object.keys(PORTUGUESE_POSTAL_DIGITS).find((d) => normalizeCityKey(d) === key);
    return district === undefined || PORTUGUESE_POSTAL_DIGITS[district]!.includes(first);
  }
  return false;
}
