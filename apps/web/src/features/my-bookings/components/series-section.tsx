import type { Booking, BookingSeries } from '@limpa/contracts';
import { customerCancelFeeCents } from '@limpa/domain';
import { useTranslation } from 'react-i18next';
import { BookingStatusBadge } from '@/components/booking/booking-status-badge';
import { DetailSection } from '@/components/booking/detail-list';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { bookingWhen } from '@/lib/booking-when';
import { formatCalendarDate } from '@/lib/calendar-dates';
import { errorDescription } from '@/lib/errors';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useCancelSeries } from '../api/cancel-series';
import { useCancelBooking } from '../api/customer-cancel-booking';
import { useSeries } from '../api/get-series';
import { ConfirmActionButton } from './confirm-action-button';

/** How many upcoming visits the booking's detail lists. */
const VISITS_SHOWN = 4;

/**
 * A visit's recurring series: how often, the next visits with "Skip this visit" (cancelling that one visit
 * under the 24-hour rule: a confirmed visit skipped inside 24 h pays the late fee, named in the confirmation,
 * decision 069), the dates that could not be booked, and "Cancel series". A series that could not be read says
 * so with Try again, rather than leaving the visit looking like a one-off. `now`: tests pass a clock.
 */
export function SeriesSection({
  seriesId,
  currency,
  now,
}: {
  seriesId: string;
  currency: Booking['currency'];
  now?: Date;
}) {
  const { t } = useTranslation();
  const series = useSeries(seriesId);
  if (series.isPending)
    return <Skeleton className="h-32 rounded-xl" aria-label={t('myBookings.series.loading')} />;
  if (series.isError)
    return (
      <LoadError
        message={t('myBookings.series.loadFailed')}
        retryLabel={t('common.retry')}
        onRetry={() => void series.refetch()}
      />
    );
  return <SeriesBody series={series.data} currency={currency} now={now ?? new Date()} />;
}

function SeriesBody({
  series,
  currency,
  now,
}: {
  series: BookingSeries;
  currency: Booking['currency'];
  now: Date;
}) {
  const { t } = useTranslation();
  const skip = useCancelBooking();
  const cancelSeries = useCancelSeries();
  const live = series.status === 'pending' || series.status === 'active';
  const upcoming = series.bookings
    .filter((v) => v.status === 'pending' || v.status === 'confirmed')
    .slice(0, VISITS_SHOWN);
  const failed = (error: unknown) =>
    toast.error(t('myBookings.series.failed'), {
      description: errorDescription(error, t('myBookings.cancel.genericError')),
    });

  return (
    <DetailSection id="booking-series-heading" title={t('myBookings.series.heading')}>
      <p className="text-muted-foreground text-sm">
        {t('myBookings.series.every', { count: series.everyWeeks })} ·{' '}
        {t(`myBookings.series.status.${series.status}`)}
      </p>
      {upcoming.length > 0 ? (
        <>
          <h4 className="font-medium text-sm">{t('myBookings.series.nextVisits')}</h4>
          <ul aria-label={t('myBookings.series.nextVisits')} className="flex flex-col gap-2">
            {upcoming.map((visit) => {
              const { date, time } = bookingWhen({ ...visit, timeZone: series.timeZone }, { style: 'short' });
              const fee = customerCancelFeeCents({ ...visit, startsAt: new Date(visit.startsAt), now });
              return (
                <li
                  key={visit.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-muted/60 px-3 py-2 text-sm"
                >
                  <span className="flex items-center gap-2">
                    <span className="font-medium tabular">{t('myBookings.when', { date, time })}</span>
                    <BookingStatusBadge status={visit.status} />
                  </span>
                  {visit.canCustomerCancel ? (
                    <ConfirmActionButton
                      size="sm"
                      busy={skip.isPending}
                      onConfirm={async () => {
                        try {
                          await skip.mutateAsync(visit.id);
                          toast.success(t('myBookings.series.skipped'));
                        } catch (error) {
                          failed(error);
                        }
                      }}
                      texts={{
                        action: t('myBookings.series.skip'),
                        triggerLabel: t('myBookings.series.skipOf', { date }),
                        title: t('myBookings.series.skipTitle'),
                        body:
                          fee > 0
                            ? t('myBookings.series.skipBodyLateFee', { amount: formatMoney(fee, currency) })
                            : t('myBookings.series.skipBody'),
                        keep: t('myBookings.series.skipKeep'),
                        confirm: t('myBookings.series.skipConfirm'),
                        pending: t('myBookings.cancel.pending'),
                      }}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {series.skipped.length > 0 ? (
        <>
          <h4 className="font-medium text-sm">{t('myBookings.series.notBooked')}</h4>
          <ul className="flex flex-col gap-1 text-muted-foreground text-sm">
            {series.skipped.map((s) => (
              <li key={s.date}>
                {formatCalendarDate(s.date)} — {t(`myBookings.series.skipReason.${s.reason}`)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {live ? (
        <ConfirmActionButton
          busy={cancelSeries.isPending}
          onConfirm={async () => {
            try {
              await cancelSeries.mutateAsync(series.id);
              toast.success(t('myBookings.series.cancelled'));
            } catch (error) {
              failed(error);
            }
          }}
          texts={{
            action: t('myBookings.series.cancel'),
            title: t('myBookings.series.cancelTitle'),
            body: t('myBookings.series.cancelBody'),
            keep: t('myBookings.series.cancelKeep'),
            confirm: t('myBookings.series.cancelConfirm'),
            pending: t('myBookings.cancel.pending'),
          }}
        />
      ) : null}
    </DetailSection>
  );
}
