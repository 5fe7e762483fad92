import type { GeocodablePlace, GeocodedPoint } from '@limpa/domain/geocode';

export type { GeocodablePlace, GeocodedPoint, GeoPrecision } from '@limpa/domain/geocode';

/**
 * Turns a place into an approximate point when an address is saved (docs/geocoding.md). The default is the
 * embedded table (adapters/geocoding); a deployment may plug a real service in create-geocoder.ts. Null: the place
 * is unknown, and nobody is matched with it until it is saved again.
 */
export interface Geocoder {
  geocode(place: GeocodablePlace): Promise<GeocodedPoint | null>;
}
