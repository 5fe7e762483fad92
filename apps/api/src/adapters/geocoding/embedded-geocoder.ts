import { geocodePlace } from '@limpa/domain/geocode';
import type { GeocodablePlace, GeocodedPoint, Geocoder } from '../../lib/geocoder';

/** The committed table of Canadian FSAs and Portuguese localities and districts: no network, no key. */
export class EmbeddedGeocoder implements Geocoder {
  async geocode(place: GeocodablePlace): Promise<GeocodedPoint | null> {
    return geocodePlace(place);
  }
}
