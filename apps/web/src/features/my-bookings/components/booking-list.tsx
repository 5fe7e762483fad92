import { CalendarPlus, History, RotateCw } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
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

  useEffect(() => {
    // Spec section 8: failures loading bookings are logged quietly (no toast).
    if (error) console.warn(`[my-bookings] failed to load ${when} bookings`, error);
  }, [error, when]);

  if (isPending) {
    return (
      <div className="flex flex-col gap-3">
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        <BookingCardSkeleton />
        <BookingCardSkeleton />
        <BookingCardSkeleton />
      </div>
    );
  }

  if (isError) {
    return (
      <Card className="flex flex-col items-start gap-3 p-5">
        <p className="text-muted-foreground">{t('myBookings.loadFailed')}</p>
        <Button variant="outline" onClick={() => void refetch()}>
          <RotateCw aria-hidden />
          {t('myBookings.retry')}
        </Button>
      </Card>
    );
  }

  const bookings = data.pages.flatMap((page) => page.items);
  if (bookings.length === 0) {
    return when === 'upcoming' ? (
      <EmptyState
        icon={<CalendarPlus aria-hidden className="size-7" />}
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
        icon={<History aria-hidden className="size-7" />}
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
      {hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage ? t('myBookings.loadingMore') : t('myBookings.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}

function EmptyState({
  icon,
  title,
  body,
  action,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  action?: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <h2 className="font-semibold text-lg">{title}</h2>
      <p className="max-w-xs text-muted-foreground text-sm">{body}</p>
      {action ? <div className="mt-2">{action}</div> : null}
    </Card>
  );
}
