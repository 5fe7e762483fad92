import type { DbOrTx } from '@limpa/db';
import { type BookingDocumentInput, bookingDocument } from './invoice-facts';
import { creditNoteExceedsInvoice, invoiceNotFound } from './invoices.errors';
import { addCredited, isCreditCapped, issueInvoice, lockInvoiceForCredit } from './invoices.repository';

/**
 * The credit note of money returned for a booking, against the invoice the money was collected under, in the
 * caller's transaction (the refund's). The invoice's row is locked first, so its credit notes take turns; the
 * note's total is added to the invoice's `credited_cents`, and the database's check refuses more than the
 * invoice's total (409 credit_note_exceeds_invoice): the note, its number and the credit are then rolled back
 * with their savepoint (decision 080). The same source key answers the same credit note and credits nothing
 * again; an invoice that is not one of this booking's is 404 invoice_not_found.
 */
export async function issueCreditNote(
  tx: DbOrTx,
  input: BookingDocumentInput & { creditsInvoiceId: string },
) {
  const document = await bookingDocument(tx, input);
  const invoice = await lockInvoiceForCredit(tx, input.creditsInvoiceId, input.bookingId);
  if (!invoice) throw invoiceNotFound();
  try {
    return await tx.transaction(async (sp) => {
      const result = await issueInvoice(sp, {
        ...document,
        kind: 'credit_note',
        creditsInvoiceId: input.creditsInvoiceId,
      });
      if (result.issued) await addCredited(sp, input.creditsInvoiceId, result.invoice.amountCents);
      return result;
    });
  } catch (err) {
    if (!isCreditCapped(err)) throw err;
    const total = input.lines.reduce((s, l) => s + l.totalCents, 0);
    throw creditNoteExceedsInvoice(total, invoice.amountCents - invoice.creditedCents, document.currency);
  }
}
