import type { Booking } from '@limpa/contracts';
import { CalendarClock, History, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { PortalView } from '../api/get-portal-bookings';
import { PortalBookingCard, PortalBookingCardSkeleton } from './portal-booking-card';

const SKELETON_KEYS = ['first', 'second', 'third'] as const;

type BookingListProps = {
  view: PortalView;
  /** Accessible name of the list. */
  label: string;
} & (
  | { state: 'loading'; skeletons?: number }
  | { state: 'error'; onRetry: () => void }
  | { state: 'ready'; bookings: Booking[] }
);

/** Bookings as cards, with skeletons while loading and an empty state that says what to do next. */
export function BookingList(props: BookingListProps) {
  const { t } = useTranslation();

  if (props.state === 'loading') {
    return (
      <div aria-busy className="flex flex-col gap-4">
        <span className="sr-only">{t('common.loading')}</span>
        {SKELETON_KEYS.slice(0, props.skeletons ?? 2).map((key) => (
          <PortalBookingCardSkeleton key={key} />
        ))}
      </div>
    );
  }

  if (props.state === 'error') {
    return (
      <Card role="alert" className="flex flex-col items-start gap-3 p-5">
        <p className="font-medium">{t('cleanerPortal.bookings.loadFailed')}</p>
        <Button variant="outline" onClick={props.onRetry}>
          <RotateCw aria-hidden />
          {t('cleanerPortal.bookings.retry')}
        </Button>
      </Card>
    );
  }

  if (props.bookings.length === 0) {
    const open = props.view === 'open';
    return (
      <EmptyState
        titleAs="h3"
        icon={open ? CalendarClock : History}
        title={open ? t('cleanerPortal.bookings.emptyOpen') : t('cleanerPortal.bookings.emptyHistory')}
        body={open ? t('cleanerPortal.bookings.emptyOpenBody') : t('cleanerPortal.bookings.emptyHistoryBody')}
        action={
          open ? (
            <Button asChild variant="outline">
              <Link to="/provider/schedule">{t('cleanerPortal.bookings.openSchedule')}</Link>
            </Button>
          ) : null
        }
      />
    );
  }

  return (
    <ul aria-label={props.label} className="flex flex-col gap-4">
      {props.bookings.map((booking) => (
        <li key={booking.id}>
          <PortalBookingCard booking={booking} />
        </li>
      ))}
    </ul>
  );
}
