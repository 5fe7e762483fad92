import {
  type DbOrTx,
  type InvoiceCustomerSnapshot,
  type InvoiceKind,
  type InvoiceLine,
  invoiceCounters,
  invoices,
} from '@limpa/db';
import { formatInvoiceNumber, type InvoiceCountry, invoiceYear } from '@limpa/domain';
import { eq, sql } from 'drizzle-orm';
import { pgCode } from '../../lib/app-error';

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
  amountCents: number;
  lines: InvoiceLine[];
  customer: InvoiceCustomerSnapshot;
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

const isSourceKeyTaken = (err: unknown) => {
  const e = err as { constraint?: string; cause?: { constraint?: string } };
  return pgCode(err) === '23505' && (e?.constraint ?? e?.cause?.constraint) === 'invoices_source_key_key';
};

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
          amountCents: input.amountCents,
          lines: input.lines,
          customer: input.customer,
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
