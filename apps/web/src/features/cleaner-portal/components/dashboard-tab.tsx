import { CLEANER_DASHBOARD_BOOKINGS } from '@limpa/domain';
import { CalendarClock, ChevronRight, CircleCheckBig, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FactsCard } from '@/components/facts-card';
import { Button } from '@/components/ui/button';
import { bookingWhen } from '@/lib/booking-when';
import { useQuietError } from '@/lib/use-quiet-error';
import { useBookingRequestsTotal } from '../api/get-booking-requests';
import { usePortalBookings } from '../api/get-portal-bookings';
import { AvailabilityToggle } from './availability-toggle';
import { BookingList } from './portal-booking-list';

/** A summary of the open bookings, the availability switch and the first 3 bookings with their actions. */
export function DashboardTab({ onViewAll }: { onViewAll: () => void }) {
  const { t } = useTranslation();
  const bookings = usePortalBookings('open');
  useQuietError('cleaner-portal', 'open bookings', bookings.error);
  const requestsTotal = useBookingRequestsTotal();
  useQuietError('cleaner-portal', 'requests total', requestsTotal.error);
  const items = bookings.data?.items ?? [];
  // The open list stops at 10 bookings: the requests are counted by the server. Should that count fail, the
  // list's own requests are still a floor worth showing.
  const pending = requestsTotal.data ?? items.filter((b) => b.status === 'pending').length;
  const confirmed = items.filter((b) => b.status === 'confirmed' || b.status === 'in_progress').length;
  const now = Date.now();
  const next = items.find((b) => new Date(b.startsAt).getTime() > now && b.status !== 'pending');
  const nextWhen = next ? bookingWhen(next) : null;
  const label = t('cleanerPortal.summary.upcoming');

  return (
    <div className="flex flex-col gap-5">
      <FactsCard
        heading={t('cleanerPortal.summary.heading')}
        loading={bookings.isPending || requestsTotal.isPending}
        placeholderWidths={['w-44', 'w-36', 'w-56']}
        facts={[
          {
            key: 'pending',
            icon: Hourglass,
            iconClassName: 'text-status-pending',
            content: t('cleanerPortal.summary.pending', { count: pending }),
          },
          {
            key: 'confirmed',
            icon: CircleCheckBig,
            iconClassName: 'text-status-confirmed',
            content: t('cleanerPortal.summary.confirmed', { count: confirmed }),
          },
          {
            key: 'next',
            icon: CalendarClock,
            iconClassName: 'text-brand-600',
            content:
              next && nextWhen ? (
                <span>
                  <span className="font-medium">{t('cleanerPortal.summary.next')}: </span>
                  <span className="tabular">
                    {t('cleanerPortal.bookings.when', { date: nextWhen.date, time: nextWhen.time })}
                  </span>
                </span>
              ) : (
                t('cleanerPortal.summary.nextNone')
              ),
          },
        ]}
      />

      <AvailabilityToggle />

      <section aria-labelledby="portal-upcoming-heading" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-3">
          <h2 id="portal-upcoming-heading" className="font-semibold text-lg tracking-tight">
            {label}
          </h2>
          {items.length > 0 ? (
            <Button variant="ghost" size="sm" onClick={onViewAll} className="-mr-2 text-primary">
              {t('cleanerPortal.summary.viewAll')}
              <ChevronRight aria-hidden />
            </Button>
          ) : null}
        </div>
        {bookings.isPending ? (
          <BookingList view="open" label={label} state="loading" skeletons={1} />
        ) : bookings.data ? (
          <BookingList
            view="open"
            label={label}
            state="ready"
            bookings={items.slice(0, CLEANER_DASHBOARD_BOOKINGS)}
          />
        ) : (
          <BookingList view="open" label={label} state="error" onRetry={() => void bookings.refetch()} />
        )}
      </section>
    </div>
  );
}
