import { AppError } from '../../lib/app-error';

/** The invoices' refusals (docs/product-rules.md#invoices, decision 080). */
export const invoiceNotFound = () =>
  new AppError(
    404,
    'invoice_not_found',
    'Invoice not found',
    'No invoice or credit note with that number or id.',
  );

export const invalidInvoiceNumber = () =>
  new AppError(
    422,
    'invalid_invoice_number',
    'Not an invoice number',
    'An invoice number looks like PT-2026/000123: the country, the year and six digits.',
  );

export const creditNoteExceedsInvoice = (amount: number, left: number, currency: string) =>
  new AppError(
    409,
    'credit_note_exceeds_invoice',
    'Credit note too large',
    'A credit note is more than its invoice has left to credit.',
  ).withDetailVars({
    amount: { amountCents: amount, currency },
    left: { amountCents: left, currency },
  });
