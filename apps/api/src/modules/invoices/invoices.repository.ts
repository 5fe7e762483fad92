import {
  bookings,
  type DbOrTx,
  type InvoiceCustomerSnapshot,
  type InvoiceKind,
  type InvoiceLine,
  invoiceCounters,
  invoices,
  profiles,
} from '@limpa/db';
import { formatInvoiceNumber, type InvoiceCountry, invoiceTotals, invoiceYear } from '@limpa/domain';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { pgCode, pgConstraint } from '../../lib/app-error';

export type InvoiceRow = typeof invoices.$inferSelect;

export interface IssueInvoiceInput {
  /** What the document is for (a charge's or a refund's id): the same key always answers the same document. */
  sourceKey: string;
  bookingId: string;
  kind: InvoiceKind;
  /** A credit note's invoice; omitted for an invoice. */
  creditsInvoiceId?: string;
  country: InvoiceCountry;
  currency: 'CAD' | 'EUR';
  /** The document's totals are summed from its lines (invoiceTotals), never given apart from them. */
  lines: InvoiceLine[];
  taxIncluded: boolean;
  customerId: string;
  customer: InvoiceCustomerSnapshot;
  serviceId: string | null;
  visitDate: string;
  cleanerName: string | null;
  /** When the money moved: the year of the number is this instant's year in the country, never the clock's. */
  issuedAt: Date;
}

const findBySourceKey = async (tx: DbOrTx, sourceKey: string) =>
  (await tx.select().from(invoices).where(eq(invoices.sourceKey, sourceKey)).limit(1))[0];

/**
 * Takes the next number of the country and year with one statement: the counter row is created at 1 or moved
 * up by one, and its lock is held until the caller's transaction ends, so parallel issues line up behind it
 * and a rolled-back transaction gives its number back (no gap; decision 075).
 */
async function takeNextNumber(tx: DbOrTx, country: InvoiceCountry, year: number): Promise<number> {
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ country, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.country, invoiceCounters.year],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return counter!.lastNumber;
}

const isSourceKeyTaken = (err: unknown) =>
  pgCode(err) === '23505' && pgConstraint(err) === 'invoices_source_key_key';

/**
 * Issues an invoice or a credit note inside the caller's transaction (docs/product-rules.md#invoices). A source
 * key already issued answers its document and takes no number. Two transactions issuing the same new key at
 * once: the second finds the first's row once the counter lock lets it through, its number is given back with
 * its savepoint, and it answers the first's document.
 */
export async function issueInvoice(
  tx: DbOrTx,
  input: IssueInvoiceInput,
): Promise<{ invoice: InvoiceRow; issued: boolean }> {
  const existing = await findBySourceKey(tx, input.sourceKey);
  if (existing) return { invoice: existing, issued: false };

  const year = invoiceYear(input.country, input.issuedAt);
  const totals = invoiceTotals(input.lines);
  try {
    const invoice = await tx.transaction(async (sp) => {
      const seq = await takeNextNumber(sp, input.country, year);
      const [row] = await sp
        .insert(invoices)
        .values({
          bookingId: input.bookingId,
          kind: input.kind,
          creditsInvoiceId: input.creditsInvoiceId ?? null,
          country: input.country,
          year,
          seq,
          number: formatInvoiceNumber({ country: input.country, year, seq }),
          currency: input.currency,
          amountCents: totals.totalCents,
          subtotalCents: totals.subtotalCents,
          taxes: totals.taxes,
          taxIncluded: input.taxIncluded,
          lines: input.lines,
          customerId: input.customerId,
          customer: input.customer,
          serviceId: input.serviceId,
          visitDate: input.visitDate,
          cleanerName: input.cleanerName,
          sourceKey: input.sourceKey,
          issuedAt: input.issuedAt,
        })
        .returning();
      return row!;
    });
    return { invoice, issued: true };
  } catch (err) {
    if (!isSourceKeyTaken(err)) throw err;
    const winner = await findBySourceKey(tx, input.sourceKey);
    if (!winner) throw err;
    return { invoice: winner, issued: false };
  }
}

/** What a document about a booking prints besides its lines: read from the booking and its two people. */
export async function readInvoiceFacts(tx: DbOrTx, bookingId: string) {
  const cleaner = alias(profiles, 'cleaner');
  const [row] = await tx
    .select({
      customerId: bookings.customerId,
      currency: bookings.currency,
      billingAddress: bookings.customerAddress,
      serviceId: bookings.serviceId,
      visitDate: bookings.bookingDate,
      customerName: profiles.fullName,
      taxId: profiles.taxId,
      cleanerName: cleaner.fullName,
    })
    .from(bookings)
    .innerJoin(profiles, eq(profiles.userId, bookings.customerId))
    .leftJoin(cleaner, eq(cleaner.userId, bookings.cleanerId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/**
 * Locks the invoice a credit note credits, when it is an invoice of that booking: the credit notes of one
 * invoice take turns, each seeing what the ones before it credited (decision 080).
 */
export async function lockInvoiceForCredit(tx: DbOrTx, invoiceId: string, bookingId: string) {
  const [row] = await tx
    .select({
      amountCents: invoices.amountCents,
      creditedCents: invoices.creditedCents,
      subtotalCents: invoices.subtotalCents,
      taxes: invoices.taxes,
    })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.bookingId, bookingId), eq(invoices.kind, 'invoice')))
    .for('update');
  return row;
}

/** Adds a credit note's total to its invoice's credited amount; `invoices_credited_ck` refuses passing its total. */
export async function addCredited(tx: DbOrTx, invoiceId: string, cents: number) {
  await tx
    .update(invoices)
    .set({ creditedCents: sql`${invoices.creditedCents} + ${cents}` })
    .where(eq(invoices.id, invoiceId));
}

/** Whether an error is the credit cap's check. */
export const isCreditCapped = (err: unknown) =>
  pgCode(err) === '23514' && pgConstraint(err) === 'invoices_credited_ck';
