import type { FastifyInstance } from 'fastify';

/** Request bodies and calls shared by the address tests. */

export const ADDRESSES_URL = '/api/v1/me/addresses';

export function canadaAddress(overrides: Record<string, unknown> = {}) {
  return {
    addressType: 'primary',
    firstName: 'Maya',
    lastName: 'Tremblay',
    email: 'maya@example.test',
    phone: '+1 416 555 0100',
    country: 'canada',
    streetAddress: '290 Bremner Blvd',
    unitNumber: '12',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5V 3L9',
    propertyType: 'apartment',
    propertyRooms: [
      { type: 'bedroom', count: 2, size: 'medium' },
      { type: 'living_room', count: 1, size: 'medium' },
      { type: 'kitchen', count: 1, size: 'medium' },
      { type: 'bathroom', count: 1, size: 'medium' },
    ],
    ...overrides,
  };
}

export function portugalAddress(overrides: Record<string, unknown> = {}) {
  return {
    addressType: 'primary',
    firstName: 'Inês',
    lastName: 'Costa',
    email: 'ines@example.test',
    country: 'portugal',
    streetAddress: 'Rua Augusta 100',
    postalCode: '1100-053',
    locality: 'Lisboa',
    district: 'Lisboa',
    propertyType: 'house',
    propertyRooms: [{ type: 'bedroom', count: 3, size: 'large' }],
    ...overrides,
  };
}

export const createAddress = (app: FastifyInstance, cookie: string, payload: unknown) =>
  app.inject({ method: 'POST', url: ADDRESSES_URL, headers: { cookie }, payload: payload as object });

export const listAddresses = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: ADDRESSES_URL, headers: { cookie } });

export const getAddress = (app: FastifyInstance, cookie: string, id: string) =>
  app.inject({ method: 'GET', url: `${ADDRESSES_URL}/${id}`, headers: { cookie } });

export const patchAddress = (app: FastifyInstance, cookie: string, id: string, payload: unknown) =>
  app.inject({
    method: 'PATCH',
    url: `${ADDRESSES_URL}/${id}`,
    headers: { cookie },
    payload: payload as object,
  });

export const deleteAddress = (app: FastifyInstance, cookie: string, id: string) =>
  app.inject({ method: 'DELETE', url: `${ADDRESSES_URL}/${id}`, headers: { cookie } });
