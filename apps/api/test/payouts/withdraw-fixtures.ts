import { bookings, createCustomer, type Database, recordSucceededCharge } from '@limpa/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { completedPaidBooking } from '../helpers/booking-fixtures';

export const WITHDRAW = '/api/v1/me/payouts/withdraw';
export const WITHDRAWAL_STATUS = '/api/v1/me/payouts/withdrawal';

let day = 0;

/**
 * A completed booking of this cleaner, collected from the customer (the charge that backs "paid"), whose
 * earnings are `earningsCents` when given (a T2 in Portugal earns 46.75 EUR).
 */
export async function earned(
  db: Database,
  cleanerId: string,
  opts: { earningsCents?: number; country?: 'CA' | 'PT' } = {},
) {
  day += 1;
  const customer = await createCustomer(db);
  const b = await completedPaidBooking(db, { customerId: customer.user.id, cleanerId }, day, {
    country: opts.country,
  });
  await recordSucceededCharge(db, b);
  if (opts.earningsCents !== undefined) {
    // As a job completed with a final total: what its cleaner earns is the final earnings.
    const final = { finalTotalCents: opts.earningsCents, finalPlatformFeeCents: 0 };
    await db
      .update(bookings)
      .set({ ...final, finalCleanerEarningsCents: opts.earningsCents })
      .where(eq(bookings.id, b.id));
  }
  return b;
}

export const withdraw = (app: FastifyInstance, cookie: string, key?: string) =>
  app.inject({
    method: 'POST',
    url: WITHDRAW,
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
  });

export const withdrawalStatus = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: WITHDRAWAL_STATUS, headers: { cookie } });
