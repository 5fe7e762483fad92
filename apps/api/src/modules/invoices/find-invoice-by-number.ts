import type { AdminInvoice } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { formatInvoiceNumber, parseInvoiceNumber } from '@limpa/domain';
import { findInvoiceByNumberRow } from './invoice-reads.repository';
import { toInvoiceSummary } from './invoice-views';
import { invalidInvoiceNumber, invoiceNotFound } from './invoices.errors';

/** GET /admin/invoices?number=: 422 for text that is no invoice number, 404 for a number never issued. */
export async function findInvoiceByNumber(db: Database, number: string): Promise<AdminInvoice> {
  const parts = parseInvoiceNumber(number.trim().toUpperCase());
  if (!parts) throw invalidInvoiceNumber();
  const row = await findInvoiceByNumberRow(db, formatInvoiceNumber(parts));
  if (!row) throw invoiceNotFound();
  return toInvoiceSummary(row);
}
