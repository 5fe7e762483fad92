import { randomUUID } from 'node:crypto';
import type { Database } from '@limpa/db';
import { computeLineTax, type InvoiceLineKind, type TaxRate } from '@limpa/domain';
import { issueBookingInvoice } from '../../src/modules/invoices/issue-booking-invoice';
import { issueCreditNote } from '../../src/modules/invoices/issue-credit-note';

/**
 * Invoices for tests (decision 080): lines taxed by the domain's computeLineTax, issued through the module's own
 * functions in a transaction of their own, at a fixed instant unless told.
 */
export const taxedLine = (
  kind: InvoiceLineKind,
  amountCents: number,
  rates: TaxRate[],
  taxIncluded: boolean,
) => ({
  kind,
  ...computeLineTax({ amountCents, taxIncluded, rates }),
});

export const PT_IVA: TaxRate[] = [{ code: 'IVA', rate: '0.23' }];
export const QUEBEC: TaxRate[] = [
  { code: 'GST', rate: '0.05' },
  { code: 'QST', rate: '0.09975' },
];

export function issueTestInvoice(
  db: Database,
  bookingId: string,
  lines = [taxedLine('visit', 5000, [], true)],
  issuedAt = new Date('2026-03-02T10:00:00Z'),
) {
  return db.transaction(
    async (tx) =>
      (await issueBookingInvoice(tx, { bookingId, sourceKey: `charge:${randomUUID()}`, lines, issuedAt }))
        .invoice,
  );
}

export function issueTestCreditNote(
  db: Database,
  bookingId: string,
  creditsInvoiceId: string,
  lines: ReturnType<typeof taxedLine>[],
  sourceKey = `refund:${randomUUID()}`,
) {
  return db.transaction((tx) =>
    issueCreditNote(tx, {
      bookingId,
      creditsInvoiceId,
      sourceKey,
      lines,
      issuedAt: new Date('2026-03-05T10:00:00Z'),
    }),
  );
}
