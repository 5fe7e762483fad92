import type { InvoiceDocumentLine, TaxAmount } from '@limpa/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { userReference } from './auth';
import { bookings } from './bookings';
import { services } from './catalogue';

/**
 * Invoices and credit notes (docs/product-rules.md#invoices, decision 075): numbered per country and year with
 * no gap and no duplicate. The next number is taken from the counter row in the issuing transaction, so a
 * rollback gives it back; a sequence would not.
 */

export type InvoiceKind = 'invoice' | 'credit_note';

/** The last number handed out per country and year; its row lock orders parallel issues. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    country: text('country').$type<'PT' | 'CA'>().notNull(),
    year: smallint('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.country, t.year] }),
    check('invoice_counters_country_ck', sql`${t.country} in ('PT','CA')`),
    check('invoice_counters_year_ck', sql`${t.year} between 2000 and 9999`),
    check('invoice_counters_last_number_ck', sql`${t.lastNumber} between 1 and 999999`),
  ],
);

/** Who an invoice was made out to, as they were when it was issued (a later profile change leaves it). */
export interface InvoiceCustomerSnapshot {
  name: string;
  billingAddress: string | null;
  taxId: string | null;
}

/**
 * One line of an invoice: what was charged (or returned), its kind said in the reader's language when printed
 * (decision 080), its subtotal, taxes and total in the invoice's currency.
 */
export type InvoiceLine = InvoiceDocumentLine;

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    /** A credit note's invoice (the money it returns was collected under that one); null for an invoice. */
    creditsInvoiceId: uuid('credits_invoice_id'),
    country: text('country').$type<'PT' | 'CA'>().notNull(),
    year: smallint('year').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull().unique('invoices_number_key'),
    currency: text('currency').$type<'CAD' | 'EUR'>().notNull(),
    /** The document's total (Σ lines' totals): what was collected, or what a credit note returns. */
    amountCents: integer('amount_cents').notNull(),
    /** Σ lines' subtotals (before tax) and their taxes summed per code and rate (decision 080). */
    subtotalCents: integer('subtotal_cents').notNull(),
    taxes: jsonb('taxes').$type<TaxAmount[]>().notNull(),
    /** Portugal's prices include IVA; Canada's taxes are added (docs/product-rules.md#tax). */
    taxIncluded: boolean('tax_included').notNull(),
    /** What an invoice has already had credited by its credit notes; its check is the credit cap (decision 080). */
    creditedCents: integer('credited_cents').notNull().default(0),
    /** The booking's customer, so their documents are one indexed read. */
    customerId: userReference('customer_id', 'restrict'),
    /** What is printed beside the lines: the service (named in the reader's language), the visit, the cleaner. */
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    cleanerName: text('cleaner_name'),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    customer: jsonb('customer').$type<InvoiceCustomerSnapshot>().notNull(),
    /** What the document is for (the charge's or the refund's id): issuing twice for it is one document. */
    sourceKey: text('source_key').notNull().unique('invoices_source_key_key'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({
      columns: [t.creditsInvoiceId],
      foreignColumns: [t.id],
      name: 'invoices_credits_invoice_fk',
    }),
    unique('invoices_country_year_seq_key').on(t.country, t.year, t.seq),
    check('invoices_kind_ck', sql`${t.kind} in ('invoice','credit_note')`),
    check('invoices_credits_ck', sql`(${t.kind} = 'credit_note') = (${t.creditsInvoiceId} is not null)`),
    check('invoices_country_ck', sql`${t.country} in ('PT','CA')`),
    check('invoices_seq_ck', sql`${t.seq} between 1 and 999999`),
    // The text is the parts, written as the domain's formatInvoiceNumber writes them.
    check(
      'invoices_number_ck',
      sql`${t.number} = ${t.country} || '-' || ${t.year}::text || '/' || lpad(${t.seq}::text, 6, '0')`,
    ),
    check('invoices_currency_ck', sql`${t.currency} in ('CAD','EUR')`),
    check('invoices_amount_ck', sql`${t.amountCents} > 0`),
    check('invoices_lines_ck', sql`jsonb_typeof(${t.lines}) = 'array'`),
    check('invoices_taxes_ck', sql`jsonb_typeof(${t.taxes}) = 'array'`),
    check('invoices_subtotal_ck', sql`${t.subtotalCents} between 0 and ${t.amountCents}`),
    // No invoice is credited beyond its total; a credit note is never itself credited.
    check(
      'invoices_credited_ck',
      sql`${t.creditedCents} >= 0 and ${t.creditedCents} <= ${t.amountCents} and (${t.kind} = 'invoice' or ${t.creditedCents} = 0)`,
    ),
    index('invoices_booking_idx').on(t.bookingId, t.issuedAt),
    index('invoices_customer_idx').on(t.customerId, t.issuedAt.desc(), t.id.desc()),
  ],
);
