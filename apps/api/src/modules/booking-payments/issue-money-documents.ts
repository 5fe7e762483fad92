import type { DbOrTx } from '@limpa/db';
import { chargeInvoiceLines } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import { issueBookingInvoice } from '../invoices/issue-booking-invoice';
import { issueRefundCreditNote } from '../invoices/issue-refund-credit-note';
import { sendPaymentReceivedMail } from '../notifications/receipt-mails';
import { moneyDocumentKey, readDocumentedBooking, undocumentedMoney } from './booking-payments.repository';

/**
 * Issues the documents of a booking's money that moved (docs/product-rules.md#invoices, decisions 079 and 080):
 * an invoice for each succeeded charge (the visit, overtime, a late fee, a tip) with the "payment received" mail
 * and its PDF, a credit note for each succeeded refund against the invoice of the charge it gives back. Called
 * in the transaction that settles the money, with the booking row locked, by every path that settles it (the
 * charge's answer, the processor's event, the refund's answer), so whichever comes first documents it and the
 * number commits with the money or not at all. Idempotent: each movement has its source key.
 */
export async function issueMoneyDocuments(
  ctx: Pick<AppContext, 'mailer' | 'config'>,
  tx: DbOrTx,
  bookingId: string,
): Promise<void> {
  const moved = await undocumentedMoney(tx, bookingId);
  if (moved.length === 0) return;
  const booking = await readDocumentedBooking(tx, bookingId);
  if (!booking) return;
  for (const m of moved) {
    const common = { bookingId, sourceKey: moneyDocumentKey(m.id), issuedAt: m.settledAt ?? new Date() };
    if (m.kind !== 'refund') {
      const { invoice, issued } = await issueBookingInvoice(tx, {
        ...common,
        lines: chargeInvoiceLines(booking, m),
      });
      if (issued) await sendPaymentReceivedMail(ctx, tx, invoice.id);
    } else if (m.creditsInvoiceId) {
      await issueRefundCreditNote(tx, {
        ...common,
        creditsInvoiceId: m.creditsInvoiceId,
        refundCents: m.amountCents,
      });
    }
  }
}
