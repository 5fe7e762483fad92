import type { DbOrTx } from '@limpa/db';
import { type BookingDocumentInput, bookingDocument } from './invoice-facts';
import { issueInvoice } from './invoices.repository';

/**
 * The invoice of money collected for a booking (a visit, overtime, a late fee, a tip), issued in the caller's
 * transaction, the one that records the charge (docs/product-rules.md#invoices, decisions 075 and 080). The same
 * source key answers the same invoice and takes no number.
 */
export async function issueBookingInvoice(tx: DbOrTx, input: BookingDocumentInput) {
  return issueInvoice(tx, { ...(await bookingDocument(tx, input)), kind: 'invoice' });
}
