import type { Geocoder } from '../../lib/geocoder';
import { EmbeddedGeocoder } from './embedded-geocoder';

/**
 * Chooses the geocoder. Only the embedded one exists today (decision 061); a deployment that wants street-level
 * points adds its service here, behind the same interface, chosen by configuration.
 */
export function createGeocoder(): Geocoder {
  return new EmbeddedGeocoder();
}
