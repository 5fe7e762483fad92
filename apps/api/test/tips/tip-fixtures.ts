import { bookingCharges, type Database, payoutItems, payouts } from '@limpa/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { completedBooking, postAs } from '../complaints/complaint-fixtures';

export { authOf, completedAt, completedBooking, getAs, postAs } from '../complaints/complaint-fixtures';

/** POST /bookings/:id/tip as this person. */
export const tip = (app: FastifyInstance, id: string, cookie: string, amountCents: unknown) =>
  postAs(app, `/api/v1/bookings/${id}/tip`, cookie, { amountCents });

/** A completed, paid booking (local card processor) with its total as the customer paid it. */
export async function tippable(app: FastifyInstance, db: Database) {
  const b = await completedBooking(app, db);
  const booking = (
    await app.inject({
      method: 'GET',
      url: `/api/v1/bookings/${b.id}`,
      headers: { cookie: b.customer.cookie },
    })
  ).json();
  return { ...b, total: (booking.finalTotalCents ?? booking.totalAmountCents) as number, booking };
}

export const tipCharges = (db: Database, bookingId: string) =>
  db
    .select()
    .from(bookingCharges)
    .where(and(eq(bookingCharges.bookingId, bookingId), eq(bookingCharges.kind, 'tip')));

/** The payouts made to this cleaner, each with its items. */
export async function payoutsOf(db: Database, cleanerId: string) {
  const rows = await db.select().from(payouts).where(eq(payouts.cleanerId, cleanerId));
  return Promise.all(
    rows.map(async (p) => ({
      amountCents: p.amountCents,
      items: await db.select().from(payoutItems).where(eq(payoutItems.payoutId, p.id)),
    })),
  );
}
