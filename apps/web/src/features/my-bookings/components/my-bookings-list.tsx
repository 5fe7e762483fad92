import { CalendarPlus, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PagedList } from '@/components/paged-list';
import { Button } from '@/components/ui/button';
import { useQuietError } from '@/lib/use-quiet-error';
import { type BookingsWhen, useBookings } from '../api/get-bookings';
import { BookingCard, BookingCardSkeleton } from './booking-card';

interface BookingListProps {
  when: BookingsWhen;
  onOpen: (id: string) => void;
}

/** One tab's bookings with "Load more" pages, skeletons while loading and an empty state. */
export function BookingList({ when, onOpen }: BookingListProps) {
  const { t } = useTranslation();
  const query = useBookings(when);

  // docs/product-rules.md#wording: failures loading bookings are logged quietly (no toast).
  useQuietError('my-bookings', `${when} bookings`, query.error);

  const empty =
    when === 'upcoming'
      ? {
          icon: CalendarPlus,
          title: t('myBookings.emptyUpcoming'),
          body: t('myBookings.emptyUpcomingBody'),
          action: (
            <Button asChild>
              <Link to="/customer/book">{t('myBookings.bookCleaning')}</Link>
            </Button>
          ),
        }
      : { icon: History, title: t('myBookings.emptyPast'), body: t('myBookings.emptyPastBody') };

  return (
    <PagedList
      query={query}
      skeleton={<BookingCardSkeleton />}
      skeletonCount={3}
      loadFailed={t('myBookings.loadFailed')}
      empty={<EmptyState size="lg" titleAs="h2" {...empty} />}
      renderItem={(booking) => <BookingCard booking={booking} onOpen={onOpen} />}
    />
  );
}
