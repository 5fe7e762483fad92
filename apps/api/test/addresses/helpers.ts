import type { FastifyInstance } from 'fastify';
import { signUp } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

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

/**
 * The address tests' app with the address calls bound to it: a file asks for a fresh customer's cookie and
 * creates, lists, reads, edits and removes as that customer, without passing the app along every time.
 */
export function useAddressApi() {
  const t = useTestApp();
  return {
    t,
    /** A freshly signed-up customer's cookie. */
    customer: async () => (await signUp(t.app, { role: 'customer' })).cookie,
    create: (cookie: string, payload: unknown) => createAddress(t.app, cookie, payload),
    list: (cookie: string) => listAddresses(t.app, cookie),
    get: (cookie: string, id: string) => getAddress(t.app, cookie, id),
    patch: (cookie: string, id: string, payload: unknown) => patchAddress(t.app, cookie, id, payload),
    remove: (cookie: string, id: string) => deleteAddress(t.app, cookie, id),
  };
}
