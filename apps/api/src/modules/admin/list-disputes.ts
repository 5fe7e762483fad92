import type { AdminDispute } from '@limpa/contracts';
import { bookings, type Database, disputes, profiles } from '@limpa/db';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { cleanerEarningsEarned } from '../bookings/bookings.repository';

const customer = alias(profiles, 'customer_profile');
const cleaner = alias(profiles, 'cleaner_profile');

/** GET /api/v1/admin/disputes shows this many, newest first. */
export const ADMIN_DISPUTES_LIMIT = 100;

/** Disputes newest first with the booking's people and the cleaner's earning held from payouts. One query. */
export async function listDisputes(db: Database): Promise<{ items: AdminDispute[] }> {
  const rows = await db
    .select({
      id: disputes.id,
      bookingId: disputes.bookingId,
      status: disputes.status,
      amountCents: disputes.amountCents,
      currency: disputes.currency,
      reason: disputes.reason,
      customerName: customer.fullName,
      cleanerName: cleaner.fullName,
      heldEarningCents: cleanerEarningsEarned.mapWith(Number),
      createdAt: disputes.createdAt,
    })
    .from(disputes)
    .innerJoin(bookings, eq(bookings.id, disputes.bookingId))
    .innerJoin(customer, eq(customer.userId, bookings.customerId))
    .leftJoin(cleaner, eq(cleaner.userId, bookings.cleanerId))
    .orderBy(desc(disputes.createdAt), desc(disputes.id))
    .limit(ADMIN_DISPUTES_LIMIT);
  return {
    items: rows.map((r) => ({
      ...r,
      cleanerName: r.cleanerName ?? null,
      // A dispute the platform won releases the earning; open or lost keeps it held.
      heldEarningCents: r.status === 'won' ? 0 : r.heldEarningCents,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
