import type { Address } from '@limpa/contracts';

/** Saved addresses for tests: a Lisbon apartment (the default) and a Toronto house. */

/** A home's rooms: its bedrooms, a living room, a kitchen and a bathroom, all medium. */
const homeRooms = (bedrooms: number): Address['propertyRooms'] => [
  { type: 'bedroom', count: bedrooms, size: 'medium' },
  { type: 'living_room', count: 1, size: 'medium' },
  { type: 'kitchen', count: 1, size: 'medium' },
  { type: 'bathroom', count: 1, size: 'medium' },
];

export const lisbon: Address = {
  id: '00000000-0000-4000-8000-000000000001',
  addressType: 'primary',
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  phone: null,
  country: 'portugal',
  streetAddress: 'Rua Augusta 10',
  unitNumber: '2 Esq',
  city: null,
  province: null,
  postalCode: '1100-053',
  locality: 'Lisboa',
  district: 'Lisboa',
  currency: 'EUR',
  timeZone: 'Europe/Lisbon',
  isDefault: true,
  label: 'Home',
  propertyType: 'apartment',
  propertyRooms: homeRooms(2),
  location: { latitude: 38.717, longitude: -9.133, precision: 'locality' },
  createdAt: '2026-01-01T10:00:00.000Z',
};

export const toronto: Address = {
  ...lisbon,
  id: '00000000-0000-4000-8000-000000000002',
  addressType: 'additional',
  country: 'canada',
  streetAddress: '100 King St W',
  unitNumber: null,
  city: 'Toronto',
  province: 'ON',
  postalCode: 'M5V 3A4',
  locality: null,
  district: null,
  currency: 'CAD',
  timeZone: 'America/Toronto',
  isDefault: false,
  label: null,
  propertyType: 'house',
  propertyRooms: [...homeRooms(4), { type: 'office', count: 1, size: 'medium' }],
  location: { latitude: 43.653, longitude: -79.369, precision: 'postal_area' },
  createdAt: '2026-02-01T10:00:00.000Z',
};
