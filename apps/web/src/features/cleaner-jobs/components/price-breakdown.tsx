import type { Booking } from '@limpa/contracts';
import { bookingFigures } from '@limpa/domain';
import { useTranslation } from 'react-i18next';
import { PriceRow } from '@/components/booking/detail-list';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';

/**
 * The job's money: base price, each add-on, overtime, the (final) total, then the platform fee and the
 * cleaner's earnings that the total splits into (they always sum to the total: docs/product-rules.md#money).
 */
export function PriceBreakdown({ booking, className }: { booking: Booking; className?: string }) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, booking.currency);
  const figures = bookingFigures(booking);
  const overtimeFee = booking.overtimeFeeCents ?? 0;

  return (
    <dl className={cn('flex flex-col gap-1.5 text-sm', className)}>
      <PriceRow label={t('cleanerJobs.price.base')} value={money(booking.basePriceCents)} />
      {booking.addOns.map((addOn) => (
        <PriceRow
          key={addOn.id}
          label={t('cleanerJobs.price.addOn', { name: addOn.name })}
          value={money(addOn.priceCents)}
        />
      ))}
      {overtimeFee > 0 ? (
        <PriceRow
          label={
            booking.overtimeMinutes
              ? t('cleanerJobs.price.overtimeMinutes', { minutes: booking.overtimeMinutes })
              : t('cleanerJobs.price.overtime')
          }
          value={money(overtimeFee)}
        />
      ) : null}
      <PriceRow
        variant="strong"
        className="mt-1 border-border border-t pt-2"
        label={figures.final ? t('cleanerJobs.price.finalTotal') : t('cleanerJobs.price.total')}
        value={money(figures.totalCents)}
      />
      <PriceRow
        variant="muted"
        label={t('cleanerJobs.price.platformFee')}
        value={money(figures.platformFeeCents)}
      />
      <PriceRow
        variant="strong"
        className="text-brand-700 print:text-foreground"
        label={t('cleanerJobs.price.earnings')}
        value={money(figures.cleanerEarningsCents)}
      />
    </dl>
  );
}
