import type { InvoiceSummary } from '@limpa/contracts';

/** A document as the lists name it. */
export const toInvoiceSummary = <T extends Omit<InvoiceSummary, 'issuedAt'> & { issuedAt: Date }>(
  row: T,
): Omit<T, 'issuedAt'> & { issuedAt: string } => ({ ...row, issuedAt: row.issuedAt.toISOString() });
