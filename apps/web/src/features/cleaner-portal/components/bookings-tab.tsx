import { CLEANER_BOOKINGS_LIMIT } from '@limpa/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useQuietError } from '@/lib/use-quiet-error';
import { type PortalView, usePortalBookings } from '../api/get-portal-bookings';
import { BookingRequestsSection } from './booking-requests-section';
import { BookingList } from './portal-booking-list';

const VIEWS: readonly PortalView[] = ['open', 'history'];

interface BookingsTabProps {
  view: PortalView;
  onViewChange: (view: PortalView) => void;
}

/**
 * Open: every request to answer (paged, soonest expiry first), then up to 10 confirmed jobs to do and complete,
 * soonest first. History: up to 10 completed and cancelled bookings, newest first.
 */
export function BookingsTab({ view, onViewChange }: BookingsTabProps) {
  const { t } = useTranslation();
  const bookings = usePortalBookings(view === 'open' ? 'jobs' : view);
  useQuietError('cleaner-portal', `${view} bookings`, bookings.error);
  const label = t(`cleanerPortal.bookings.${view}`);

  return (
    <div className="flex flex-col gap-8">
      {view === 'open' ? <BookingRequestsSection /> : null}
      <section aria-labelledby="portal-bookings-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="portal-bookings-heading" className="font-semibold text-lg tracking-tight">
            {t('cleanerPortal.bookings.heading')}
          </h2>
          <fieldset className="flex rounded-xl bg-muted p-1">
            <legend className="sr-only">{t('cleanerPortal.bookings.show')}</legend>
            {VIEWS.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => onViewChange(option)}
                className={cn(
                  'min-h-9 rounded-lg px-3 font-semibold text-muted-foreground text-sm transition-colors hover:text-foreground',
                  view === option && 'bg-card text-foreground shadow-sm',
                )}
              >
                {t(`cleanerPortal.bookings.${option}`)}
              </button>
            ))}
          </fieldset>
        </div>
        {bookings.isPending ? (
          <BookingList view={view} label={label} state="loading" />
        ) : bookings.data ? (
          <>
            <BookingList view={view} label={label} state="ready" bookings={bookings.data.items} />
            {bookings.data.nextCursor ? (
              <p className="text-center text-muted-foreground text-sm">
                {t('cleanerPortal.bookings.limitNote', { count: CLEANER_BOOKINGS_LIMIT })}
              </p>
            ) : null}
          </>
        ) : (
          <BookingList view={view} label={label} state="error" onRetry={() => void bookings.refetch()} />
        )}
      </section>
    </div>
  );
}
