// Mixed traffic against both servers: browse, sign in, book, confirm (as the cleaner), cancel.
// Some confirms and cancels go to both servers at once, as a double tap across a load balancer would.

const BOOKING_INTERVAL_MS = 3 * 60_000;
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const dayAhead = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A one-time T2 cleaning at the customer's saved address, paid with their saved card. */
export const bookingBody = (customer, date, time, cleanerId) => ({
  homeType: 'T2',
  isRecurring: false,
  addressId: customer.addressId,
  bookingDate: date,
  bookingTime: time,
  addOnIds: [],
  cleanerId,
  paymentMethodId: customer.cardId,
});

export function createTraffic({ call, servers, customers, cleaners, seen }) {
  const server = () => pick(servers).base;

  const browse = async () => {
    const who = pick([...customers, ...cleaners]);
    const base = server();
    await call(base, 'GET', '/api/v1/services');
    await call(base, 'GET', '/api/v1/add-ons');
    const providers = await call(base, 'GET', '/api/v1/providers', { cookie: who.cookie });
    const items = providers.json?.items ?? providers.json ?? [];
    if (Array.isArray(items) && items.length > 0) {
      const id = pick(items).userId ?? pick(items).id;
      if (id) await call(base, 'GET', `/api/v1/providers/${id}`, { cookie: who.cookie });
    }
  };

  const slots = async (customer, base = server()) => {
    const date = dayAhead(2 + Math.floor(Math.random() * 60));
    const res = await call(base, 'GET', `/api/v1/slots?date=${date}&addressId=${customer.addressId}`, {
      cookie: customer.cookie,
    });
    return { date, free: Array.isArray(res.json) ? res.json.filter((s) => s.cleanerIds.length > 0) : [] };
  };

  const signIn = async () => {
    const who = pick([...customers, ...cleaners]);
    const res = await call(server(), 'POST', '/api/auth/sign-in/email', {
      body: { email: who.email, password: who.password },
    });
    if (res.status === 200 && res.cookie) who.cookie = res.cookie;
  };

  const book = async () => {
    // The API allows 20 new bookings an hour per person: each customer books at most every 3 minutes.
    const ready = customers.filter((c) => (c.nextBookAt ?? 0) <= Date.now());
    if (ready.length === 0) return browse();
    const customer = pick(ready);
    const base = server();
    const { date, free } = await slots(customer, base);
    if (free.length === 0) return;
    const slot = pick(free);
    const res = await call(base, 'POST', '/api/v1/bookings', {
      cookie: customer.cookie,
      body: bookingBody(customer, date, slot.time, pick(slot.cleanerIds)),
    });
    if (res.status === 201) seen.created.add(res.json.id);
    if (res.status === 201 || res.status === 429) customer.nextBookAt = Date.now() + BOOKING_INTERVAL_MS;
  };

  /** A list call, then an action on one of the results — sometimes on both servers at once. */
  const act = async (who, listUrl, action) => {
    const list = await call(server(), 'GET', listUrl, { cookie: who.cookie });
    const items = list.json?.items ?? [];
    if (items.length === 0) return [];
    const id = pick(items).id;
    const targets = Math.random() < 0.3 ? servers.map((s) => s.base) : [server()];
    const answers = await Promise.all(
      targets.map((base) => call(base, 'POST', `/api/v1/bookings/${id}/${action}`, { cookie: who.cookie })),
    );
    return answers.map((a) => ({ id, status: a.status }));
  };

  const confirm = async () => {
    const cleaner = pick(cleaners);
    for (const a of await act(cleaner, '/api/v1/bookings?as=cleaner&status=pending&limit=20', 'confirm')) {
      if (a.status === 200) seen.confirmed.add(a.id);
    }
  };

  const cancel = async () => {
    const customer = pick(customers);
    const url = '/api/v1/bookings?as=customer&when=upcoming&status=pending,confirmed&limit=20';
    for (const a of await act(customer, url, 'cancel')) if (a.status === 200) seen.cancelled.add(a.id);
  };

  const lists = async () => {
    const who = pick(customers);
    await call(server(), 'GET', '/api/v1/me', { cookie: who.cookie });
    await call(server(), 'GET', '/api/v1/bookings?as=customer&limit=10', { cookie: who.cookie });
  };

  const weighted = [
    [browse, 25],
    [() => slots(pick(customers)), 10],
    [signIn, 5],
    [book, 25],
    [confirm, 20],
    [cancel, 8],
    [lists, 7],
  ];
  const total = weighted.reduce((n, [, w]) => n + w, 0);
  return function next() {
    let roll = Math.random() * total;
    for (const [action, weight] of weighted) {
      roll -= weight;
      if (roll < 0) return action();
    }
    return browse();
  };
}

/**
 * `users` virtual users running actions back to back until the deadline: a time in ms, or a function that says
 * whether to go on (the rolling restart's traffic lasts until its restarts are over, however slow they are).
 */
export async function runTraffic(next, { users, until }) {
  const going = typeof until === 'function' ? until : () => Date.now() < until;
  await Promise.all(
    Array.from({ length: users }, async () => {
      while (going()) await next();
    }),
  );
}
