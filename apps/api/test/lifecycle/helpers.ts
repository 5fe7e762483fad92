import {
  bookingCharges,
  bookings,
  createBooking,
  createCustomer,
  type Database,
  mailOutbox,
} from '@limpa/db';
import { nextVisitDates, seriesHorizonEnd, utcToZonedParts } from '@limpa/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  addCard,
  bookingBody,
  cleanerSignedIn,
  customerWithAddressAndCard,
  postBooking,
} from '../helpers/booking-fixtures';

export const post = (app: FastifyInstance, url: string, cookie: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: { cookie }, payload });

/** Subjects of the mails sent to one address, oldest first. */
export const mailsTo = async (db: Database, to: string) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt)).map(
    (m) => m.subject,
  );

export const chargesOf = (db: Database, bookingId: string) =>
  db.select().from(bookingCharges).where(eq(bookingCharges.bookingId, bookingId));

export const visitsOf = (db: Database, seriesId: string) =>
  db.select().from(bookings).where(eq(bookings.seriesId, seriesId)).orderBy(asc(bookings.startsAt));

/** The visit dates a series started on `first` should hold now (the first one included). */
export function expectedVisitDates(first: string, everyWeeks: number, timeZone: string, now = new Date()) {
  const today = utcToZonedParts(now, timeZone).date;
  return [first, ...nextVisitDates(first, everyWeeks, seriesHorizonEnd(today))];
}

/** A fresh customer (with a chargeable card) books a recurring series with a fresh cleaner. */
export async function bookSeries(
  app: FastifyInstance,
  db: Database,
  over: Record<string, unknown> = {},
  cleaner?: Awaited<ReturnType<typeof cleanerSignedIn>>,
) {
  const cl = cleaner ?? (await cleanerSignedIn(app, db));
  const customer = await customerWithAddressAndCard(app, db);
  const cardId = await addCard(app, customer.cookie);
  const res = await postBooking(
    app,
    customer.cookie,
    bookingBody(customer, cl.userId, { isRecurring: true, paymentMethodId: cardId, ...over }),
  );
  if (res.statusCode !== 201) throw new Error(res.body);
  const first = res.json();
  return { first, seriesId: first.seriesId as string, cleaner: cl, customer };
}

/** POST with a session cookie (and a JSON body when given). */
export const postAs = (app: FastifyInstance, url: string, cookie: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

export const bookingRow = async (db: Database, id: string) =>
  (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

/** Another customer's booking holding this cleaner's time (inserted directly: no slot rules in the way). */
export async function occupy(db: Database, cleanerId: string, bookingDate: string, bookingTime: string) {
  const other = await createCustomer(db);
  return createBooking(db, {
    customerId: other.user.id,
    cleanerId,
    bookingDate,
    bookingTime,
    status: 'confirmed',
  });
}
