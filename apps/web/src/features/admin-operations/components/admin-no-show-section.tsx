import type { Booking } from '@limpa/contracts';
import { bookingTaxProfile, lateFeeCharge } from '@limpa/domain';
import { useTranslation } from 'react-i18next';
import { DetailSection, PriceRow } from '@/components/booking/detail-list';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '../operations-format';

/**
 * What a late cancellation or a no-show left on a cancelled booking (decision 069): who did not come and when it
 * was reported, the fee charged to the customer and how it splits (the same domain split the API records).
 * Nothing for any other booking.
 */
export function AdminNoShowSection({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const fee = booking.lateCancellationFeeCents;
  if (!booking.noShow && !fee) return null;
  const money = (cents: number) => formatMoney(cents, booking.currency);
  // The same domain split the API recorded, from the booking's price and tax profile (decision 079).
  const shares = fee ? lateFeeCharge(booking.basePriceCents, bookingTaxProfile(booking)) : null;
  return (
    <DetailSection
      className="gap-3"
      id="booking-detail-late"
      title={t('adminOperations.detail.late.heading')}
    >
      <dl className="flex flex-col gap-1.5 rounded-xl bg-muted/60 p-4 text-sm">
        {booking.noShow ? (
          <>
            <PriceRow
              label={t('adminOperations.detail.late.noShow')}
              value={t(`adminOperations.detail.late.who.${booking.noShow.who}`)}
            />
            <PriceRow
              label={t('adminOperations.detail.late.reportedAt')}
              value={formatDateTime(booking.noShow.reportedAt)}
            />
          </>
        ) : (
          <PriceRow
            label={t('adminOperations.detail.late.cancelledLate')}
            value={t('adminOperations.detail.late.byCustomer')}
          />
        )}
        {fee && shares ? (
          <>
            <PriceRow
              variant="strong"
              className="mt-1 border-border border-t pt-2"
              label={t('adminOperations.detail.late.fee')}
              value={money(fee)}
            />
            <PriceRow
              variant="item"
              label={t('adminOperations.detail.late.cleanerShare')}
              value={money(shares.cleanerShareCents)}
            />
            <PriceRow
              variant="item"
              label={t('adminOperations.detail.late.platformShare')}
              value={money(shares.platformFeeCents)}
            />
          </>
        ) : null}
      </dl>
    </DetailSection>
  );
}
