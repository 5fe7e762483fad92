import type { Booking } from '@limpa/contracts';
import { bookingTotalCents, type TaxCode } from '@limpa/domain';
import { useTranslation } from 'react-i18next';
import { PriceRow } from '@/components/booking/detail-list';
import { formatMoney } from '@/lib/format';
import { formatRatePercent } from '@/lib/format-tax';
import '@/lib/strings/booking';

interface TaxLines {
  taxes: readonly { code: TaxCode; rate: string; amountCents: number }[];
  taxIncluded: boolean;
  subtotalCents: number;
  currency: string;
}

/**
 * Taxes added on top (Canada, decision 079): the amount before tax, then one row per tax ("QST 9.975%"), to
 * stand before the total. Nothing where the prices include their tax or carry none.
 */
export function AddedTaxRows({ taxes, taxIncluded, subtotalCents, currency }: TaxLines) {
  const { t } = useTranslation();
  if (taxIncluded || taxes.length === 0) return null;
  return (
    <>
      <PriceRow label={t('booking.tax.subtotal')} value={formatMoney(subtotalCents, currency)} />
      {taxes.map((tax) => (
        <PriceRow
          key={tax.code}
          label={t('booking.tax.line', {
            code: t(`booking.tax.codes.${tax.code}`),
            rate: formatRatePercent(tax.rate),
          })}
          value={formatMoney(tax.amountCents, currency)}
        />
      ))}
    </>
  );
}

/**
 * Taxes inside the prices (Portugal): "Includes IVA 23%" rows, to stand after the total. Nothing where the tax
 * is added on top or there is none.
 */
export function IncludedTaxRows({ taxes, taxIncluded, currency }: TaxLines) {
  const { t } = useTranslation();
  if (!taxIncluded || taxes.length === 0) return null;
  return (
    <>
      {taxes.map((tax) => (
        <PriceRow
          key={tax.code}
          variant="muted"
          label={t('booking.tax.included', {
            code: t(`booking.tax.codes.${tax.code}`),
            rate: formatRatePercent(tax.rate),
          })}
          value={formatMoney(tax.amountCents, currency)}
        />
      ))}
    </>
  );
}

/** The tax lines of the figures that apply: the final ones once completed (overtime in them), else the booked. */
export function appliedTaxLines(booking: Booking): TaxLines {
  const taxes = booking.finalTaxes ?? booking.taxes;
  const total = bookingTotalCents(booking);
  return {
    taxes,
    taxIncluded: booking.taxIncluded,
    subtotalCents: total - taxes.reduce((sum, tax) => sum + tax.amountCents, 0),
    currency: booking.currency,
  };
}
