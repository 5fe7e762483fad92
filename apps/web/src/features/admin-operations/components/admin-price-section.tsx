import type { Booking } from '@limpa/contracts';
import { bookingFigures } from '@limpa/domain';
import { useTranslation } from 'react-i18next';
import { DetailSection, PriceRow } from '@/components/booking/detail-list';
import { AddedTaxRows, appliedTaxLines, IncludedTaxRows } from '@/components/booking/tax-rows';
import { formatMoney } from '@/lib/format';

/**
 * A booking's prices, worked hours and overtime, then the platform fee and the cleaner's earnings. Each total
 * stands with its own taxes: the booked ones with the total at booking, the final ones (overtime's included)
 * with the final total, as the customer's detail reads them (appliedTaxLines, decision 079).
 */
export function AdminPriceSection({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, booking.currency);
  const figures = bookingFigures(booking);
  const finalTaxes = appliedTaxLines(booking);

  return (
    <DetailSection className="gap-3" id="booking-detail-price" title={t('adminOperations.detail.price')}>
      <dl className="flex flex-col gap-1.5 rounded-xl bg-muted/60 p-4 text-sm">
        <PriceRow label={t('adminOperations.detail.basePrice')} value={money(booking.basePriceCents)} />
        {booking.addOns.map((addOn) => (
          <PriceRow key={addOn.id} label={addOn.name} value={money(addOn.priceCents)} variant="item" />
        ))}
        {booking.addOns.length > 0 ? (
          <PriceRow label={t('adminOperations.detail.addOnsTotal')} value={money(booking.addOnsTotalCents)} />
        ) : (
          <PriceRow label={t('adminOperations.detail.addOns')} value={t('adminOperations.detail.noAddOns')} />
        )}
        <AddedTaxRows {...booking} />
        <PriceRow
          variant={figures.final ? undefined : 'strong'}
          className="mt-1 border-border border-t pt-2"
          label={t('adminOperations.detail.total')}
          value={money(booking.totalAmountCents)}
        />
        <IncludedTaxRows {...booking} />
        {booking.actualHoursWorked !== null ? (
          <>
            <PriceRow
              label={t('adminOperations.detail.hoursWorked')}
              value={t('adminOperations.detail.hours', { count: booking.actualHoursWorked })}
            />
            <PriceRow
              label={t('adminOperations.detail.overtime')}
              value={
                booking.overtimeMinutes
                  ? t('adminOperations.detail.overtimeMinutes', { count: booking.overtimeMinutes })
                  : t('adminOperations.detail.noOvertime')
              }
              variant="item"
            />
            <PriceRow
              label={t('adminOperations.detail.overtimeFee')}
              value={money(booking.overtimeFeeCents ?? 0)}
              variant="item"
            />
          </>
        ) : null}
        {figures.final ? (
          <>
            <AddedTaxRows {...finalTaxes} />
            <PriceRow
              variant="strong"
              className="mt-1 border-border border-t pt-2"
              label={t('adminOperations.detail.finalTotal')}
              value={money(figures.totalCents)}
            />
            <IncludedTaxRows {...finalTaxes} />
          </>
        ) : null}
      </dl>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <SplitFigure
          label={t('adminOperations.detail.platformFee')}
          value={money(figures.platformFeeCents)}
        />
        <SplitFigure
          label={t('adminOperations.detail.earnings')}
          value={money(figures.cleanerEarningsCents)}
        />
      </dl>
      <p className="text-muted-foreground text-xs">
        {figures.final ? t('adminOperations.detail.splitFinal') : t('adminOperations.detail.splitEstimate')}
      </p>
    </DetailSection>
  );
}

function SplitFigure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-xl border border-border/70 p-3">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-semibold tabular">{value}</dd>
    </div>
  );
}
