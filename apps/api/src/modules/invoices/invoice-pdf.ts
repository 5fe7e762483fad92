import type { Locale } from '@limpa/contracts';
import { formatCalendarDay, numberFormat, type TaxAmount } from '@limpa/domain';
import { translate } from '../../lib/i18n';
import { type PdfColumn, renderPdf } from '../../lib/pdf/pdf-document';
import { taxName as nameTax } from '../../lib/tax-names';
import type { InvoiceRow } from './invoices.repository';

/** What a document prints beside its own row: the service in the reader's language, the invoice it credits. */
export interface InvoicePrint {
  invoice: InvoiceRow;
  serviceName: string | null;
  creditsNumber: string | null;
}

/** The zone whose calendar the issue date is written in: where the country's books are kept (decision 075). */
const BOOKS_ZONE = { PT: 'Europe/Lisbon', CA: 'America/Toronto' } as const;

/**
 * An invoice or credit note as a PDF in the reader's language (docs/product-rules.md#invoices, decision 080):
 * the platform as seller, the number and kind, the issue date, the customer as snapshotted, the service, visit
 * and cleaner, the lines (each kind said in the reader's language), the tax per code and rate, subtotal and
 * total in the document's currency through Intl; Portugal's "IVA included", Canada's taxes added.
 */
export function invoicePdf(print: InvoicePrint, locale: string, brand: string): Promise<Buffer> {
  const { invoice } = print;
  const intl = locale === 'en' ? 'en-CA' : locale;
  const t = (key: string, vars?: Record<string, string>) =>
    translate(locale, `exports.invoices.${key}`, vars);
  const money = (cents: number) =>
    numberFormat(intl, { style: 'currency', currency: invoice.currency }).format(cents / 100);
  const day = (isoDate: string) => formatCalendarDay(intl, isoDate, 'long');
  const issuedOn = new Intl.DateTimeFormat('en-CA', { timeZone: BOOKS_ZONE[invoice.country] }).format(
    invoice.issuedAt,
  );
  const taxName = (tax: Pick<TaxAmount, 'code' | 'rate'>) => nameTax(locale as Locale, tax);
  const credit = invoice.kind === 'credit_note';
  const { customer } = invoice;
  const details = [
    t('seller', { brand }),
    ...(credit && print.creditsNumber ? [t('credits', { number: print.creditsNumber })] : []),
    t('issued', { date: day(issuedOn) }),
    t('customer', { name: customer.name }),
    ...(customer.billingAddress ? [t('address', { address: customer.billingAddress })] : []),
    ...(customer.taxId ? [t('tax_id', { taxId: customer.taxId })] : []),
    t('service', { service: print.serviceName ?? translate(locale, 'catalogue.default_service') }),
    t('visit', { date: day(invoice.visitDate) }),
    ...(invoice.cleanerName ? [t('cleaner', { name: invoice.cleanerName })] : []),
  ];
  const amount = (label: string): PdfColumn => ({ label, width: 2, align: 'right' });
  return renderPdf({
    platformName: brand,
    title: t(credit ? 'credit_note_title' : 'invoice_title', { number: invoice.number }),
    details,
    tables: [
      {
        heading: t('lines', { currency: invoice.currency }),
        columns: [
          { label: t('columns.description'), width: 5 },
          amount(t('columns.subtotal')),
          amount(t('columns.tax')),
          amount(t('columns.total')),
        ],
        rows: invoice.lines.map((line) => [
          [t(`kinds.${line.kind}`), ...line.taxes.map(taxName)].join('\n'),
          money(line.subtotalCents),
          line.taxes.map((x) => money(x.amountCents)).join('\n') || money(0),
          money(line.totalCents),
        ]),
      },
      {
        heading: t('totals'),
        columns: [{ label: '', width: 7 }, amount('')],
        rows: [
          [t('subtotal'), money(invoice.subtotalCents)],
          ...invoice.taxes.map((tax) => [taxName(tax), money(tax.amountCents)]),
        ],
        totals: [t(credit ? 'credit_total' : 'total'), money(invoice.amountCents)],
      },
    ],
    footer: t(invoice.taxIncluded ? 'tax_included' : 'tax_added'),
    createdAt: invoice.issuedAt,
    language: locale,
  });
}
