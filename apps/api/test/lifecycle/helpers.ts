import { bookings, createBooking, createCustomer, type Database, mailOutbox } from '@limpa/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** POST with a session cookie (and a JSON body when given). */
export const postAs = (app: FastifyInstance, url: string, cookie: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

export const bookingRow = async (db: Database, id: string) =>
  (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

/** Subjects of the mails sent to one address, oldest first. */
export const mailsTo = async (db: Database, to: string) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt)).map(
    (m) => m.subject,
  );

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
