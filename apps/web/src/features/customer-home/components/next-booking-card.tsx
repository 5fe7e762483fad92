import type { Booking } from '@limpa/contracts';
import { ArrowRight, CalendarDays, CalendarPlus, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconBadge } from '@/components/icon-badge';
import { SkeletonBars } from '@/components/skeleton-bars';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { bookingWhen } from '@/lib/booking-when';
import { PromptCard } from './prompt-card';

const HEADING_ID = 'next-booking-heading';

/** The first upcoming booking, or a friendly prompt to book one. */
export function NextBookingCard({ booking }: { booking: Booking | null }) {
  const { t } = useTranslation();

  if (!booking) {
    return (
      <section aria-labelledby={HEADING_ID}>
        <PromptCard
          icon={CalendarPlus}
          title={t('customerHome.nextBooking.emptyTitle')}
          titleId={HEADING_ID}
          body={t('customerHome.nextBooking.emptyBody')}
          action={
            <Button asChild className="sm:self-center">
              <Link to="/customer/book">{t('customerHome.nextBooking.book')}</Link>
            </Button>
          }
        />
      </section>
    );
  }

  const { date, time } = bookingWhen(booking);
  const cleanerName = booking.cleaner?.fullName || null;
  return (
    <section
      aria-labelledby={HEADING_ID}
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-5 text-white shadow-float sm:p-6"
    >
      <span
        aria-hidden
        className="pointer-events-none absolute -top-10 -right-10 size-36 rounded-full bg-white/10"
      />
      <span
        aria-hidden
        className="pointer-events-none absolute -bottom-14 -left-8 size-32 rounded-full bg-white/5"
      />
      <div className="relative flex flex-col gap-4">
        <div className="flex items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h2 id={HEADING_ID} className="font-medium text-brand-100 text-sm">
              {t('customerHome.nextBooking.heading')}
            </h2>
            <p className="font-semibold text-xl leading-tight">
              {booking.serviceName || t('customerHome.nextBooking.defaultService')}
            </p>
          </div>
          <Badge variant={booking.status}>{t(`customerHome.status.${booking.status}`)}</Badge>
        </div>
        <p className="flex items-center gap-2 font-medium tabular">
          <CalendarDays aria-hidden className="size-5 shrink-0 text-brand-200" />
          {t('customerHome.nextBooking.when', { date, time })}
        </p>
        <div className="flex items-center justify-between gap-3 border-white/15 border-t pt-4">
          <div className="flex min-w-0 items-center gap-3">
            {cleanerName ? (
              <Avatar name={cleanerName} src={booking.cleaner?.avatarUrl} className="size-10 ring-white/30" />
            ) : (
              <IconBadge icon={Clock} className="size-10 rounded-full bg-white/15" />
            )}
            <p className="flex min-w-0 flex-col">
              <span className="text-brand-100 text-xs">{t('customerHome.nextBooking.cleaner')}</span>
              <span className="truncate font-medium">
                {cleanerName ?? t('customerHome.nextBooking.noCleaner')}
              </span>
            </p>
          </div>
          <Button asChild variant="secondary" className="bg-white text-brand-800 hover:bg-brand-50">
            <Link to={`/customer/bookings?booking=${booking.id}`}>
              {t('customerHome.nextBooking.viewDetails')}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

export function NextBookingSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-border/70 bg-card p-5 shadow-card">
      <div className="flex justify-between">
        <SkeletonBars className="flex flex-col gap-2" bars={['h-4 w-28', 'h-6 w-40']} />
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
      <Skeleton className="h-5 w-56" />
      <div className="flex items-center justify-between pt-2">
        <SkeletonBars className="flex items-center gap-3" bars={['size-10 rounded-full', 'h-4 w-24']} />
        <Skeleton className="h-11 w-32 rounded-xl" />
      </div>
    </div>
  );
}

/** The skeleton while the next booking loads. */
export function NextBookingPlaceholder() {
  return <NextBookingSkeleton />;
}
