import type { Address } from '@limpa/contracts';

/** Saved addresses for tests: a Lisbon apartment (the default) and a Toronto house. */

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
  propertyRooms: [
    { type: 'bedroom', count: 2, size: 'medium' },
    { type: 'living_room', count: 1, size: 'medium' },
    { type: 'kitchen', count: 1, size: 'medium' },
    { type: 'bathroom', count: 1, size: 'medium' },
  ],
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
  propertyRooms: [
    { type: 'bedroom', count: 4, size: 'medium' },
    { type: 'living_room', count: 1, size: 'medium' },
    { type: 'kitchen', count: 1, size: 'medium' },
    { type: 'bathroom', count: 1, size: 'medium' },
    { type: 'office', count: 1, size: 'medium' },
  ],
  createdAt: '2026-02-01T10:00:00.000Z',
};
