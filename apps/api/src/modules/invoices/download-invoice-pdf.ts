import { invoiceFilename } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import type { AuthContext } from '../../lib/auth-context';
import { mayReadInvoicesOf } from './invoice-access';
import { invoicePdf } from './invoice-pdf';
import { readInvoiceForPrint } from './invoice-reads.repository';
import { invoiceNotFound } from './invoices.errors';

/**
 * A document's PDF in `locale`, named by its number; undefined when there is no such document or `mayRead`
 * refuses its customer. The mail outbox renders an attachment with it (decision 080).
 */
export async function renderInvoicePdf(
  db: Database,
  brand: string,
  invoiceId: string,
  locale: string,
  mayRead: (customerId: string) => boolean = () => true,
) {
  const print = await readInvoiceForPrint(db, invoiceId, locale);
  if (!print || !mayRead(print.invoice.customerId)) return undefined;
  return { filename: invoiceFilename(print.invoice.number), body: await invoicePdf(print, locale, brand) };
}

/** GET /invoices/:id.pdf: its customer's or an admin's, in the reader's language; anyone else 404. */
export async function downloadInvoicePdf(
  db: Database,
  brand: string,
  auth: AuthContext,
  invoiceId: string,
  locale: string,
) {
  const file = await renderInvoicePdf(db, brand, invoiceId, locale, (customerId) =>
    mayReadInvoicesOf(auth, customerId),
  );
  if (!file) throw invoiceNotFound();
  return file;
}
