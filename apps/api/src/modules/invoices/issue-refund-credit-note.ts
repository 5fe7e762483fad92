import type { DbOrTx } from '@limpa/db';
import { creditNoteLines } from '@limpa/domain';
import { invoiceNotFound } from './invoices.errors';
import { lockInvoiceForCredit } from './invoices.repository';
import { issueCreditNote } from './issue-credit-note';

/**
 * The credit note of a refund of `refundCents` against the invoice its money was collected under, the tax
 * returned in proportion to what that invoice has credited so far (decision 080), in the refund's transaction.
 * The invoice's row lock (taken here, then again by issueCreditNote in the same transaction) orders its notes.
 */
export async function issueRefundCreditNote(
  tx: DbOrTx,
  input: {
    bookingId: string;
    sourceKey: string;
    creditsInvoiceId: string;
    refundCents: number;
    issuedAt: Date;
  },
) {
  const invoice = await lockInvoiceForCredit(tx, input.creditsInvoiceId, input.bookingId);
  if (!invoice) throw invoiceNotFound();
  return issueCreditNote(tx, {
    bookingId: input.bookingId,
    sourceKey: input.sourceKey,
    creditsInvoiceId: input.creditsInvoiceId,
    lines: creditNoteLines(invoice, input.refundCents),
    issuedAt: input.issuedAt,
  });
}
