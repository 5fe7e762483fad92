// The measured paths, each a request shape for autocannon, built from generated rows (ids known in advance).
import { benchId, cityCount, sessionCookie, sessionToken } from './seed.mjs';

/** A weekday ≥ 40 days ahead on which the demo cleaner works, n steps of a week apart; 'YYYY-MM-DD'. */
export function workDay(weekdays, n, now = new Date()) {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 40));
  while (!weekdays.includes(first.getUTCDay())) first.setUTCDate(first.getUTCDate() + 1);
  first.setUTCDate(first.getUTCDate() + 7 * n);
  return first.toISOString().slice(0, 10);
}

/**
 * Everything the paths need: cookies by signed session token, and the people's rows.
 * Lisboa cleaners are every cityCount-th (seed.mjs), so they serve the Lisboa customers' addresses.
 */
export async function loadActors(client, { secret, cleaners, customers }) {
  const cookieOf = (kind, n) => sessionCookie(sessionToken(kind, n), secret);
  const lisboa = [];
  const step = cityCount(cleaners);
  for (let g = step; g <= cleaners; g += step) lisboa.push(g);
  const { rows: addressRows } = await client.query(
    `select a.user_id, a.id as address_id, p.id as card_id from customer_addresses a
     join payment_methods p on p.user_id = a.user_id and p.is_default
     where a.address_type = 'primary' and a.user_id like '%-%' and a.user_id in (select id from users where email like 'bench-customer-%')`,
  );
  const byUser = new Map(addressRows.map((r) => [r.user_id, r]));
  const people = [];
  for (let n = 1; n <= customers; n++) {
    const row = byUser.get(benchId('customer', n));
    if (!row) throw new Error(`bench customer ${n} has no primary address and default card`);
    people.push({ n, cookie: cookieOf('customer', n), addressId: row.address_id, cardId: row.card_id });
  }
  const { rows: weekdayRows } = await client.query(
    `select distinct weekday from provider_availability where user_id = $1`,
    [benchId('cleaner', step)],
  );
  return {
    customers: people,
    lisboaCleaners: lisboa,
    cleanerCookie: (n) => cookieOf('cleaner', n),
    weekdays: weekdayRows.map((r) => Number(r.weekday)),
  };
}

/**
 * The i-th booking request of a run: customer i % C with the (i % L)-th Lisboa cleaner on work day ⌊i / L⌋ (from
 * week `firstWeek`), so no two requests ask for the same cleaner at the same time.
 */
function nthRequest({ customers, lisboaCleaners, weekdays }, i, firstWeek = 0) {
  const customer = customers[i % customers.length];
  return {
    customer,
    cleanerId: benchId('cleaner', lisboaCleaners[i % lisboaCleaners.length]),
    date: workDay(weekdays, firstWeek + Math.floor(i / lisboaCleaners.length)),
  };
}

/**
 * POST /bookings, one request after another (nthRequest). Each customer may hold 5 pending requests and make 20
 * an hour (docs/product-rules.md#rate-limits): C customers carry 5·C requests, enough for the measured window
 * when C is in the hundreds.
 */
export function bookingRequests(actors, created) {
  let i = 0;
  return [
    {
      method: 'POST',
      path: '/api/v1/bookings',
      setupRequest(req) {
        const { customer, cleanerId, date } = nthRequest(actors, i++);
        return {
          ...req,
          headers: { ...req.headers, cookie: customer.cookie, origin: req.headers.origin },
          body: JSON.stringify({
            homeType: 'T1',
            isRecurring: false,
            addressId: customer.addressId,
            bookingDate: date,
            bookingTime: '09:00',
            addOnIds: [],
            cleanerId,
            paymentMethodId: customer.cardId,
          }),
        };
      },
      onResponse(status, body) {
        if (status === 201) {
          const booking = JSON.parse(body);
          created.push({ id: booking.id, cleanerId: booking.cleanerId });
        } else if (created.failures.length < 3) {
          created.failures.push(`${status} ${body.slice(0, 300)}`);
        }
      },
    },
  ];
}

/** Weeks ahead of the app's own requests, so the floor's bookings never meet them. */
const FLOOR_FIRST_WEEK = 520;

/** The booking-writes floor's requests (perf/booking-writes-floor.mjs): the same ids and days, years later. */
export function bookingWritesRequests(actors) {
  let i = 0;
  return [
    {
      method: 'POST',
      path: '/',
      setupRequest(req) {
        const { customer, cleanerId, date } = nthRequest(actors, i++, FLOOR_FIRST_WEEK);
        return {
          ...req,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            customerId: benchId('customer', customer.n),
            cleanerId,
            addressId: customer.addressId,
            paymentMethodId: customer.cardId,
            bookingDate: date,
          }),
        };
      },
    },
  ];
}

/** POST /bookings/:id/confirm for each booking made above, as its cleaner (charges the local processor). */
export function confirmRequests(actors, created) {
  const cookieByCleaner = new Map(
    actors.lisboaCleaners.map((n) => [benchId('cleaner', n), actors.cleanerCookie(n)]),
  );
  let i = 0;
  return [
    {
      method: 'POST',
      setupRequest(req) {
        const booking = created[i++ % created.length];
        return {
          ...req,
          path: `/api/v1/bookings/${booking.id}/confirm`,
          headers: { ...req.headers, cookie: cookieByCleaner.get(booking.cleanerId) },
        };
      },
    },
  ];
}
