import type { DbOrTx } from '@limpa/db';
import { type InvoiceDocumentLine, invoiceCountryOf, pricesIncludeTax } from '@limpa/domain';
import { bookingNotFound } from '../../lib/booking-privacy';
import { type IssueInvoiceInput, readInvoiceFacts } from './invoices.repository';

/** What every document about a booking is given by its caller: the money's lines and when it moved. */
export interface BookingDocumentInput {
  bookingId: string;
  /** What the document is for (the charge's or the refund's id): issuing twice for it is one document. */
  sourceKey: string;
  lines: InvoiceDocumentLine[];
  issuedAt: Date;
}

/**
 * The rest of a document, read from the booking (decision 080): the customer as they are now (name, NIF, the
 * booking's address as the billing address), the service, the visit's date, the cleaner, and the country from
 * the booking's currency.
 */
export async function bookingDocument(
  tx: DbOrTx,
  input: BookingDocumentInput,
): Promise<Omit<IssueInvoiceInput, 'kind' | 'creditsInvoiceId'>> {
  const facts = await readInvoiceFacts(tx, input.bookingId);
  if (!facts) throw bookingNotFound();
  const country = invoiceCountryOf(facts.currency);
  return {
    sourceKey: input.sourceKey,
    bookingId: input.bookingId,
    country,
    currency: facts.currency,
    lines: input.lines,
    taxIncluded: pricesIncludeTax(country === 'PT' ? 'portugal' : 'canada'),
    customerId: facts.customerId,
    customer: { name: facts.customerName, billingAddress: facts.billingAddress, taxId: facts.taxId },
    serviceId: facts.serviceId,
    visitDate: facts.visitDate,
    cleanerName: facts.cleanerName,
    issuedAt: input.issuedAt,
  };
}
