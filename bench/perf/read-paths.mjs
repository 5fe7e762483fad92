// The read paths the bench measures at each scale, in order, each a name and an autocannon request shape. The
// distance searches ask for the cleaners serving a Lisboa customer's saved address (towns.mjs: the same cleaners
// reach it at every scale), so their 100k/1k ratio is what the other cleaners cost them.
import { SEARCHED_NAME } from './seed.mjs';

/** Provider search for a saved address, by rating (the default order) and nearest first. */
export const NEAR_SEARCH = 'GET /api/v1/providers?servesAddressId=';
export const NEAREST_SEARCH = 'GET /api/v1/providers?servesAddressId=&sort=nearest';

/** [name, shape] of each read path before the booking path: `customer` reads, `cleaner` is a profile's id. */
export function readPaths({ customer, cleaner, day }) {
  const asCustomer = (path) => ({ path, headers: { cookie: customer.cookie } });
  const address = customer.addressId;
  return [
    ['GET /api/health', { path: '/api/health' }],
    ['GET /api/v1/me', asCustomer('/api/v1/me')],
    ['GET /api/v1/providers', asCustomer('/api/v1/providers')],
    ['GET /api/v1/providers?q=', asCustomer(`/api/v1/providers?q=${encodeURIComponent(SEARCHED_NAME)}`)],
    [NEAR_SEARCH, asCustomer(`/api/v1/providers?servesAddressId=${address}`)],
    [NEAREST_SEARCH, asCustomer(`/api/v1/providers?servesAddressId=${address}&sort=nearest`)],
    ['GET /api/v1/providers/:id', asCustomer(`/api/v1/providers/${cleaner}`)],
    ['GET /api/v1/slots', asCustomer(`/api/v1/slots?date=${day}&addressId=${address}`)],
  ];
}
