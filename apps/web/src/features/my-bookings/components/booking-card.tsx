import type { Booking } from '@limpa/contracts';
import { bookingTotalCents, hasFinalFigures } from '@limpa/domain';
import { ChevronRight, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BookingCardHeading } from '@/components/booking/booking-card-parts';
import { BookingCardPlaceholder } from '@/components/booking/booking-card-placeholder';
import { BookingStatusBadge } from '@/components/booking/booking-status-badge';
import { SeriesBadge } from '@/components/booking/series-badge';
import { UnreadMessagesBadge } from '@/components/booking/unread-messages-badge';
import { SkeletonBars } from '@/components/skeleton-bars';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { bookingWhen } from '@/lib/booking-when';
import { formatMoney } from '@/lib/format';
import { PaymentActionBanner } from './payment-action-banner';

interface BookingCardProps {
  booking: Booking;
  onOpen: (id: string) => void;
}

/** One booking in the list: status, local date and time, address, cleaner and what it costs. */
export function BookingCard({ booking, onOpen }: BookingCardProps) {
  const { t } = useTranslation();
  const { date, time } = bookingWhen(booking);
  const cleanerName = booking.cleaner?.fullName || null;
  const headingId = `booking-${booking.id}-title`;

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <BookingCardHeading
        id={headingId}
        title={booking.serviceName}
        when={t('myBookings.when', { date, time })}
        badges={
          <div className="flex flex-col items-end gap-1">
            <BookingStatusBadge status={booking.status} />
            <SeriesBadge booking={booking} />
            <UnreadMessagesBadge bookingId={booking.id} />
          </div>
        }
      />
      <p className="flex items-start gap-1.5 text-muted-foreground text-sm">
        <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0">{booking.customerAddress}</span>
      </p>
      <div className="flex items-center gap-2 text-sm">
        <Avatar name={cleanerName} src={booking.cleaner?.avatarUrl} className="size-8 ring-0" />
        <span className="truncate font-medium">{cleanerName ?? t('myBookings.noCleaner')}</span>
      </div>
      <PaymentActionBanner booking={booking} />
      <div className="flex items-center justify-between gap-3 border-border/70 border-t pt-3">
        <p className="flex flex-col">
          <span className="text-muted-foreground text-xs">
            {hasFinalFigures(booking) ? t('myBookings.finalTotal') : t('myBookings.total')}
          </span>
          <span className="font-semibold text-lg tabular">
            {formatMoney(bookingTotalCents(booking), booking.currency)}
          </span>
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onOpen(booking.id)}
          aria-label={t('myBookings.viewDetailsOf', { service: booking.serviceName, date })}
        >
          {t('myBookings.viewDetails')}
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </Card>
  );
}

export function BookingCardSkeleton() {
  return (
    <BookingCardPlaceholder>
      <Skeleton className="h-4 w-64" />
      <SkeletonBars className="flex items-center gap-2" bars={['size-8 rounded-full', 'h-4 w-28']} />
      <SkeletonBars
        className="flex items-center justify-between pt-2"
        bars={['h-8 w-20', 'h-9 w-28 rounded-lg']}
      />
    </BookingCardPlaceholder>
  );
}
