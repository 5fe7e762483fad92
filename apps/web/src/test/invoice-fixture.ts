import type { AdminInvoice, InvoiceSummary, MyInvoice } from '@limpa/contracts';

let n = 0;

/** An invoice as the lists name it (decision 080): a fresh id and number each call, €50.00 issued 2 March 2026. */
export function invoiceFixture(over: Partial<InvoiceSummary> = {}): InvoiceSummary {
  n += 1;
  return {
    id: `7c0e2d3c-4b5a-4968-8776-65544332${String(1000 + n).padStart(4, '0')}`,
    number: `PT-2026/${String(n).padStart(6, '0')}`,
    kind: 'invoice',
    amountCents: 5000,
    currency: 'EUR',
    creditsInvoiceId: null,
    issuedAt: '2026-03-02T10:00:00.000Z',
    ...over,
  };
}

export const BOOKING_OF_INVOICE = '9d8c7b6a-5a4b-4c3d-8e2f-1a0b9c8d7e6f';

/** One of the customer's own documents, with the booking it is for. */
export const myInvoiceFixture = (over: Partial<MyInvoice> = {}): MyInvoice => ({
  ...invoiceFixture(),
  bookingId: BOOKING_OF_INVOICE,
  serviceName: 'Deep Cleaning',
  visitDate: '2026-03-02',
  ...over,
});

/** A document as an admin finds it by its number. */
export const adminInvoiceFixture = (over: Partial<AdminInvoice> = {}): AdminInvoice => ({
  ...invoiceFixture(),
  bookingId: BOOKING_OF_INVOICE,
  customer: { id: 'user-1', name: 'Ana Silva', email: 'ana@example.com' },
  ...over,
});
