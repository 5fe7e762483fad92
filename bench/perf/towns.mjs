// Where the bench's cleaners live: towns of CLEANERS_PER_CITY cleaners over Portugal and Canada, each cleaner a
// little off their town's centre with a work radius of their own (5–100 km), written as SQL over generate_series'
// g (cleaner g lives in town g % cityCount). A marketplace 100 times larger covers more towns, not 100 times more
// cleaners per town: Lisboa (town 0, where the bench's customers live) holds the same cleaners at every scale, and
// no other town is near enough to reach its addresses. What grows is everything the distance search must skip:
// the other Portuguese towns, many in Lisboa's latitude band (the point index's way in), and the Canadian ones.
import { distanceKm, MAX_WORK_RADIUS_KM } from '@limpa/domain';

export const CITIES = ['Lisboa', 'Porto', 'Toronto', 'Montreal', 'Coimbra', 'Vancouver', 'Braga', 'Ottawa'];
export const CLEANERS_PER_CITY = 125;
/** Cleaner g lives in city g % cityCount: the 8 named ones first, then "Town n". Lisboa: g % cityCount = 0. */
export const cityCount = (cleaners) => Math.max(CITIES.length, Math.ceil(cleaners / CLEANERS_PER_CITY));

/** The named cities' centres (Lisboa's is the demo cleaner's own point, kept from the cloned row). */
const NAMED = [
  null,
  { country: 'PT', latitude: 41.1496, longitude: -8.611 },
  { country: 'CA', latitude: 43.6532, longitude: -79.3832 },
  { country: 'CA', latitude: 45.5019, longitude: -73.5674 },
  { country: 'PT', latitude: 40.2033, longitude: -8.4103 },
  { country: 'CA', latitude: 49.2827, longitude: -123.1207 },
  { country: 'PT', latitude: 41.5454, longitude: -8.4265 },
  { country: 'CA', latitude: 45.4215, longitude: -75.6972 },
];
const LISBOA = { latitude: 38.717, longitude: -9.133 };
/** A cleaner's offset from their town's centre: at most 0.02° each way (under 3 km, less than any radius). */
const JITTER = 0.02;
/** Farther than any radius plus any offset: no generated town's cleaner reaches a Lisboa address. */
const OUT_OF_REACH_KM = MAX_WORK_RADIUS_KM + 5;

/** Grid points (step °) of a latitude/longitude rectangle. */
function grid([minLat, maxLat], [minLng, maxLng], step) {
  const points = [];
  for (let lat = minLat; lat <= maxLat + 1e-9; lat += step) {
    for (let lng = minLng; lng <= maxLng + 1e-9; lng += step) {
      points.push({ latitude: Number(lat.toFixed(4)), longitude: Number(lng.toFixed(4)) });
    }
  }
  return points;
}

// Mainland Portugal's rectangle (a little of Spain's edge too) outside Lisboa's reach; southern Canada, where
// its people live, from Vancouver Island to Newfoundland.
const PT_GRID = grid([37.0, 42.0], [-8.8, -6.4], 0.05).filter((p) => distanceKm(p, LISBOA) > OUT_OF_REACH_KM);
const CA_GRID = grid([42.5, 53.5], [-123.5, -53], 0.25);

/** `count` points spread evenly over a grid's list. */
const spread = (points, count) =>
  Array.from({ length: count }, (_, j) => points[Math.floor((j * points.length) / count)]);

/** Every town's country and centre: the named cities, then one generated town in four Portuguese. */
export function towns(cleaners) {
  const count = cityCount(cleaners);
  const generated = Array.from({ length: count - NAMED.length }, (_, j) => (j % 4 === 0 ? 'PT' : 'CA'));
  const pt = spread(PT_GRID, generated.filter((c) => c === 'PT').length);
  const ca = spread(CA_GRID, generated.filter((c) => c === 'CA').length);
  return [...NAMED, ...generated.map((country) => ({ country, ...(country === 'PT' ? pt : ca).shift() }))];
}

const sqlArray = (values, type) => `(array[${values.join(',')}]::${type}[])`;

/** The profile columns of cleaner g, as SQL over the cloned row t (the demo cleaner, in Lisboa). */
export function townColumns(cleaners) {
  const all = towns(cleaners);
  const town = `1 + g % ${all.length}`;
  const at = (values, type) => `${sqlArray(values, type)}[${town}]`;
  const offset = (multiplier) => `((g * ${multiplier}) % 41 - 20) * ${JITTER / 20}`;
  const country = at(
    all.map((t) => `'${t?.country ?? 'PT'}'`),
    'text',
  );
  return {
    city: `coalesce(${at(
      CITIES.map((c) => `'${c}'`),
      'text',
    )}, 'Town ' || g % ${all.length})`,
    country,
    currency: `case when ${country} = 'CA' then 'CAD' else 'EUR' end`,
    latitude: `round(coalesce(${at(
      all.map((t) => t?.latitude ?? 'null'),
      'numeric',
    )}, t.latitude) + ${offset(37)}, 6)`,
    longitude: `round(coalesce(${at(
      all.map((t) => t?.longitude ?? 'null'),
      'numeric',
    )}, t.longitude) + ${offset(53)}, 6)`,
    work_radius_km: `5 + (g * 13) % ${MAX_WORK_RADIUS_KM - 4}`,
  };
}
