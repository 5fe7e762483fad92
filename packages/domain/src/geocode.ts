import { canadianProvinceCode, countryOf, normalizeCityKey, portugueseAutonomousRegion } from './geo';
import {
  CANADIAN_FSA_POINTS,
  CANADIAN_PROVINCE_POINTS,
  PORTUGUESE_DISTRICT_POINTS,
  PORTUGUESE_LOCALITY_POINTS,
} from './geocoding-table';

/**
 * The embedded geocoder's lookup (docs/geocoding.md): a place's approximate point from the committed table, with
 * no network. Imported by its own path (`@limpa/domain/geocode`), never through the package's index: the table
 * is tens of kilobytes that the web app must not carry.
 */

/** How precise a point is: a Canadian postal area (FSA), a Portuguese locality, or a province's or district's centre. */
export type GeoPrecision = 'postal_area' | 'locality' | 'region';
export const GEO_PRECISIONS: readonly GeoPrecision[] = Object.freeze(['postal_area', 'locality', 'region']);

export interface GeocodedPoint {
  latitude: number;
  longitude: number;
  precision: GeoPrecision;
}

/** What the lookup reads of an address: Canada's postal code and province, Portugal's locality and district. */
export interface GeocodablePlace {
  country: string | null | undefined;
  postalCode?: string | null;
  province?: string | null;
  locality?: string | null;
  district?: string | null;
}

type Point = [number, number];

const parsePoint = (text: string): Point => {
  const [lat, lng] = text.split(',');
  return [Number(lat), Number(lng)];
};

function keyedPoints(packed: string, key: (name: string) => string): Map<string, Point> {
  const map = new Map<string, Point>();
  for (const entry of packed.split(';')) {
    const at = entry.lastIndexOf(':');
    map.set(key(entry.slice(0, at)), parsePoint(entry.slice(at + 1)));
  }
  return map;
}

interface Tables {
  fsas: Map<string, Point>;
  provinces: Map<string, Point>;
  districts: Map<string, Point>;
  /** "locality key|district key" → point, and "locality key" → the most populous place of that name. */
  localities: Map<string, Point>;
}

let tables: Tables | null = null;

/** Parsed on first use, once per process. */
function loadTables(): Tables {
  if (tables) return tables;
  const localities = new Map<string, Point>();
  // Most populous first: the first place of a name is the one a name alone means.
  for (const entry of PORTUGUESE_LOCALITY_POINTS.split(';')) {
    const [name = '', district = '', point = ''] = entry.split('|');
    const parsed = parsePoint(point);
    const nameKey = normalizeCityKey(name);
    const inDistrict = `${nameKey}|${normalizeCityKey(district)}`;
    if (!localities.has(inDistrict)) localities.set(inDistrict, parsed);
    if (!localities.has(nameKey)) localities.set(nameKey, parsed);
  }
  tables = {
    fsas: keyedPoints(CANADIAN_FSA_POINTS, (s) => s),
    provinces: keyedPoints(CANADIAN_PROVINCE_POINTS, (s) => s),
    districts: keyedPoints(PORTUGUESE_DISTRICT_POINTS, normalizeCityKey),
    localities,
  };
  return tables;
}

const found = (point: Point | undefined, precision: GeoPrecision): GeocodedPoint | null =>
  point ? { latitude: point[0], longitude: point[1], precision } : null;

function districtKey(district: string | null | undefined): string {
  const region = portugueseAutonomousRegion(district);
  return normalizeCityKey(region ?? district);
}

/**
 * Canada: the centre of the postal code's first three characters (FSA), else of the province. Portugal: the
 * locality within its district, else the district's centre; a locality without a district is the most populous
 * place of that name. Anything else: null (unknown, and then served by nobody).
 */
export function geocodePlace(place: GeocodablePlace): GeocodedPoint | null {
  const t = loadTables();
  const country = countryOf(place.country);
  if (country === 'canada') {
    const fsa = (place.postalCode ?? '').trim().toUpperCase().slice(0, 3);
    const province = canadianProvinceCode(place.province);
    return (
      found(t.fsas.get(fsa), 'postal_area') ??
      found(province ? t.provinces.get(province) : undefined, 'region')
    );
  }
  if (country === 'portugal') {
    const locality = normalizeCityKey(place.locality);
    const district = districtKey(place.district);
    if (locality !== '' && district !== '') {
      return (
        found(t.localities.get(`${locality}|${district}`), 'locality') ??
        found(t.districts.get(district), 'region')
      );
    }
    if (locality !== '') return found(t.localities.get(locality), 'locality');
    return found(t.districts.get(district), 'region');
  }
  return null;
}

/** What the geocoder reads of a customer's address (Canada's city is not read: the FSA is finer). */
export const addressPlace = (a: {
  country: string;
  postalCode: string | null;
  province: string | null;
  locality: string | null;
  district: string | null;
}): GeocodablePlace => ({
  country: a.country,
  postalCode: a.postalCode,
  province: a.province,
  locality: a.locality,
  district: a.district,
});

/** What the geocoder reads of a cleaner's base address on their profile: one region column for both countries. */
export const cleanerBasePlace = (p: {
  country: string | null;
  postalCode: string | null;
  provinceOrDistrict: string | null;
  city: string | null;
}): GeocodablePlace => ({
  country: p.country,
  postalCode: p.postalCode,
  province: p.provinceOrDistrict,
  locality: p.city,
  district: p.provinceOrDistrict,
});
