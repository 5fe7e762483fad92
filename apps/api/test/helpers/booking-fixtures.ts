import {
  bookings,
  createAddress,
  createBooking,
  createCleaner,
  createPaymentMethod,
  createUserWithProfile,
  type Database,
} from '@limpa/db';
import { addDays } from '@limpa/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cookieFrom, PASSWORD, signIn, signUp, uniqueEmail } from './auth';

/** A date `days` from today (UTC) moved forward to the given weekday (0 Sunday … 6 Saturday). */
export function futureDate(days: number, weekday?: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  if (weekday !== undefined) d.setUTCDate(d.getUTCDate() + ((weekday - d.getUTCDay() + 7) % 7));
  return d.toISOString().slice(0, 10);
}

/** A booking done and paid for (rows only: a charge backing it is the caller's), `day` days ahead at 10:00. */
export function completedPaidBooking(
  db: Database,
  parties: { customerId: string; cleanerId: string },
  day: number,
  over: Partial<Parameters<typeof createBooking>[1]> = {},
) {
  return createBooking(db, {
    ...parties,
    bookingDate: futureDate(day),
    bookingTime: '10:00',
    status: 'completed',
    paymentStatus: 'paid',
    ...over,
  });
}

/** The Monday at least `days` from today (UTC), plus `offset` days: dates of one known week, in order. */
export function mondayAhead(days: number, offset = 0): string {
  const monday = new Date(`${futureDate(days, 1)}T00:00:00Z`);
  monday.setUTCDate(monday.getUTCDate() + offset);
  return monday.toISOString().slice(0, 10);
}

export async function customerWithAddressAndCard(
  app: FastifyInstance,
  db: Database,
  address: Parameters<typeof createAddress>[2] = {},
) {
  const { email, cookie } = await signUp(app, { role: 'customer' });
  const me = (await app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })).json();
  const userId = me.user.id as string;
  const addr = await createAddress(db, userId, address);
  const card = await createPaymentMethod(db, userId);
  return { email, cookie, userId, address: addr, card };
}

export async function cleanerSignedIn(
  app: FastifyInstance,
  db: Database,
  input: Parameters<typeof createCleaner>[1] = {},
) {
  const email = uniqueEmail('cleaner');
  const created = await createCleaner(db, { email, password: PASSWORD, ...input });
  const cookie = cookieFrom(await signIn(app, email));
  return { ...created, userId: created.user.id, cookie };
}

export async function adminSignedIn(app: FastifyInstance, db: Database) {
  const email = uniqueEmail('admin');
  await createUserWithProfile(db, { email, password: PASSWORD, name: 'Ada Admin', role: 'admin' });
  return { cookie: cookieFrom(await signIn(app, email)) };
}

export function bookingBody(
  c: { address: { id: string }; card: { id: string } },
  cleanerId: string,
  over: Record<string, unknown> = {},
) {
  return {
    homeType: 'T2',
    isRecurring: false,
    addressId: c.address.id,
    bookingDate: futureDate(10, 3),
    bookingTime: '10:00',
    addOnIds: [],
    cleanerId,
    paymentMethodId: c.card.id,
    ...over,
  };
}

export function postBooking(
  app: FastifyInstance,
  cookie: string,
  body: object,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    headers: { cookie, ...headers },
    payload: body,
  });
}

/** Two people with no part in a booking or a conversation, for its 404s: a customer and an approved cleaner. */
export async function strangers(app: FastifyInstance, db: Database) {
  return { customer: await customerWithAddressAndCard(app, db), cleaner: await cleanerSignedIn(app, db) };
}

/** A booking request by this customer, with their address and card and `over` on top of `bookingBody`'s. */
export function requestBooking(
  app: FastifyInstance,
  c: { cookie: string; address: { id: string }; card: { id: string } },
  cleanerId: string,
  over: Record<string, unknown> = {},
) {
  return postBooking(app, c.cookie, bookingBody(c, cleanerId, over));
}

/**
 * A customer at the open-request limit: five pending requests of their own with one cleaner, on five days from
 * the first bookable one (a day apart, the fifth after a gap); `sixthDay` is the day a sixth would take.
 */
export async function customerAtRequestLimit(app: FastifyInstance, db: Database) {
  const cleaner = await cleanerSignedIn(app, db);
  const c = await customerWithAddressAndCard(app, db);
  const first = bookingBody(c, cleaner.userId).bookingDate;
  for (const days of [0, 1, 2, 3, 5]) {
    const res = await postBooking(
      app,
      c.cookie,
      bookingBody(c, cleaner.userId, { bookingDate: addDays(first, days) }),
    );
    if (res.statusCode !== 201) throw new Error(`request ${days}: ${res.statusCode} ${res.body}`);
  }
  return { cleaner, c, sixthDay: addDays(first, 6) };
}

/** Saves a card through the local gateway like the web form does; returns the saved card id. */
export async function addCard(app: FastifyInstance, cookie: string, number = '4242424242424242') {
  const token = await app.inject({
    method: 'POST',
    url: '/api/v1/payments/local/tokens',
    headers: { cookie },
    payload: { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' },
  });
  if (token.statusCode !== 200) throw new Error(token.body);
  const saved = await app.inject({
    method: 'POST',
    url: '/api/v1/me/payment-methods',
    headers: { cookie },
    payload: { token: token.json().token, isDefault: true },
  });
  if (saved.statusCode !== 201) throw new Error(saved.body);
  return saved.json().id as string;
}

/** A pending booking of a fresh customer paid with the given test card (null: no card on the booking). */
export async function pendingBooking(
  app: FastifyInstance,
  db: Database,
  card: string | null = '4242424242424242',
  over: Record<string, unknown> = {},
) {
  const cleaner = await cleanerSignedIn(app, db);
  const c = await customerWithAddressAndCard(app, db);
  const cardId = card ? await addCard(app, c.cookie, card) : c.card.id;
  const res = await postBooking(
    app,
    c.cookie,
    bookingBody(c, cleaner.userId, { paymentMethodId: cardId, ...over }),
  );
  if (res.statusCode !== 201) throw new Error(res.body);
  const id = res.json().id as string;
  if (!card) await db.update(bookings).set({ paymentMethodId: null }).where(eq(bookings.id, id));
  return { id, cleaner, customer: c, cardId };
}

/**
 * Moves a booking's start into the past (3 h ago, ending 30 min ago) so its cleaner may complete it: tests
 * never wait for a real start, and stay independent of today's date and hour.
 */
export async function startedInThePast(db: Database, id: string, now = new Date()) {
  await db
    .update(bookings)
    .set({ startsAt: new Date(now.getTime() - 3 * 3_600_000), endsAt: new Date(now.getTime() - 1_800_000) })
    .where(eq(bookings.id, id));
}

/** A confirmed (and paid) booking whose start has passed: ready to be completed. */
export async function startedBooking(
  app: FastifyInstance,
  db: Database,
  card: string | null = '4242424242424242',
) {
  const b = await pendingBooking(app, db, card);
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${b.id}/confirm`,
    headers: { cookie: b.cleaner.cookie },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  await startedInThePast(db, b.id);
  return b;
}
