import { z } from 'zod';

/**
 * A customer's invoices and credit notes (docs/api.md#invoices, docs/product-rules.md#invoices, decision 080):
 * the lists name each document; its content is its PDF (`GET /api/v1/invoices/:id.pdf`), printed in the
 * reader's language.
 */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceDocumentKind = (typeof INVOICE_KINDS)[number];

export const invoiceSummarySchema = z.object({
  id: z.uuid(),
  /** PT-2026/000123. */
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** The document's total: what was collected, or what a credit note returns. */
  amountCents: z.number().int(),
  currency: z.enum(['CAD', 'EUR']),
  /** A credit note's invoice; null for an invoice. */
  creditsInvoiceId: z.uuid().nullable(),
  issuedAt: z.iso.datetime({ offset: true }),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** GET /api/v1/bookings/:id/invoices: the booking's documents, oldest first. */
export const bookingInvoicesResponse = z.array(invoiceSummarySchema);

export const myInvoicesQuery = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** One of the customer's documents with what it was for: the booking's service (their language) and day. */
export const myInvoiceSchema = invoiceSummarySchema.extend({
  bookingId: z.uuid(),
  serviceName: z.string().nullable(),
  visitDate: z.iso.date(),
});
export type MyInvoice = z.infer<typeof myInvoiceSchema>;

/** GET /api/v1/me/invoices: newest first, by keyset. */
export const myInvoicePage = z.object({ items: z.array(myInvoiceSchema), nextCursor: z.string().nullable() });
export type MyInvoicePage = z.infer<typeof myInvoicePage>;

/** GET /api/v1/admin/invoices?number=: the shape is checked by the domain's parseInvoiceNumber (422). */
export const adminInvoiceQuery = z.strictObject({ number: z.string().trim().min(1).max(40) });

export const adminInvoiceSchema = invoiceSummarySchema.extend({
  bookingId: z.uuid(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }),
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

/** `limpa-invoice-PT-2026-000123.pdf`: the number with its slash made a dash, for a file name. */
export const invoiceFilename = (number: string) => `limpa-invoice-${number.replace('/', '-')}.pdf`;
