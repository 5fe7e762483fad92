import { CalendarPlus, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ListLoadError } from '@/components/list-load-error';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadMore } from '@/components/load-more';
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
  const { data, error, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;

  // Spec section 8: failures loading bookings are logged quietly (no toast).
  useQuietError('my-bookings', `${when} bookings`, error);

  if (isPending) {
    return <ListSkeleton label={t('common.loading')} card={<BookingCardSkeleton />} count={3} />;
  }

  if (isError) {
    return (
      <ListLoadError
        message={t('myBookings.loadFailed')}
        retryLabel={t('myBookings.retry')}
        onRetry={() => void refetch()}
      />
    );
  }

  const bookings = data.pages.flatMap((page) => page.items);
  if (bookings.length === 0) {
    return when === 'upcoming' ? (
      <EmptyState
        size="lg"
        titleAs="h2"
        icon={CalendarPlus}
        title={t('myBookings.emptyUpcoming')}
        body={t('myBookings.emptyUpcomingBody')}
        action={
          <Button asChild>
            <Link to="/customer/book">{t('myBookings.bookCleaning')}</Link>
          </Button>
        }
      />
    ) : (
      <EmptyState
        size="lg"
        titleAs="h2"
        icon={History}
        title={t('myBookings.emptyPast')}
        body={t('myBookings.emptyPastBody')}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingCard booking={booking} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        onLoadMore={() => void fetchNextPage()}
        label={t('myBookings.loadMore')}
        loadingLabel={t('myBookings.loadingMore')}
        className="w-auto self-center"
      />
    </div>
  );
}
