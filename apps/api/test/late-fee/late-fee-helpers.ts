import { bookingCharges, bookings, type Database } from '@limpa/db';
import { NO_TAX, splitBeforeTax, type TaxProfile, taxBookingLine } from '@limpa/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { owedByCurrency } from '../../src/modules/payouts/withdrawals.repository';
import { pendingBooking } from '../helpers/booking-fixtures';
import { post } from '../lifecycle/helpers';

const HOUR = 3_600_000;

/**
 * A confirmed, paid booking with chosen figures (base price, no add-ons) in either currency, so fees and shares
 * are exact in tests; the prices are set while it is pending, before the charge.
 */
export async function confirmedBooking(
  app: FastifyInstance,
  db: Database,
  opts: {
    currency?: 'EUR' | 'CAD';
    basePriceCents?: number;
    card?: string;
    over?: Record<string, unknown>;
    /** The tax the booking is priced under; none by default, so the fee's arithmetic is plain. */
    tax?: TaxProfile;
  } = {},
) {
  const b = await pendingBooking(app, db, opts.card ?? '4242424242424242', opts.over);
  const base = opts.basePriceCents ?? 8001;
  const tax = opts.tax ?? NO_TAX;
  const line = taxBookingLine(base, tax);
  const split = splitBeforeTax(line);
  await db
    .update(bookings)
    .set({
      currency: opts.currency ?? 'EUR',
      basePriceCents: base,
      addOns: [],
      addOnsTotalCents: 0,
      taxIncluded: tax.taxIncluded,
      taxRates: [...tax.rates],
      taxCents: line.totalCents - line.subtotalCents,
      taxes: line.taxes,
      totalAmountCents: line.totalCents,
      platformFeeCents: split.platformFeeCents,
      cleanerEarningsCents: split.cleanerEarningsCents,
    })
    .where(eq(bookings.id, b.id));
  const res = await post(app, `/api/v1/bookings/${b.id}/confirm`, b.cleaner.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return b;
}

/** Moves a booking's start to `startsAt` (its length kept at 2 h), independent of today's date and hour. */
export async function startAt(db: Database, id: string, startsAt: Date) {
  await db
    .update(bookings)
    .set({ startsAt, endsAt: new Date(startsAt.getTime() + 2 * HOUR) })
    .where(eq(bookings.id, id));
}

export const hoursFromNow = (hours: number, now = new Date()) => new Date(now.getTime() + hours * HOUR);

export const chargesOf = (db: Database, bookingId: string) =>
  db
    .select()
    .from(bookingCharges)
    .where(eq(bookingCharges.bookingId, bookingId))
    .orderBy(asc(bookingCharges.createdAt));

export const bookingRow = async (db: Database, id: string) =>
  (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

/** What the wallet's Available and the payouts would pay this cleaner now, in one currency. */
export const payable = async (db: Database, cleanerId: string, currency: 'EUR' | 'CAD') =>
  (await owedByCurrency(db, cleanerId)).get(currency) ?? 0;
