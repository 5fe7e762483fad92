import type { Booking } from '@limpa/contracts';
import { bookingTotalCents } from '@limpa/domain';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AdminList } from '@/components/admin-table';
import { CardFigure } from '@/components/booking/booking-card-parts';
import { BookingStatusBadge } from '@/components/booking/booking-status-badge';
import { PaymentStatusBadge } from '@/components/booking/payment-status-badge';
import { SkeletonBars } from '@/components/skeleton-bars';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import { useIsMobile } from '@/lib/use-media-query';
import { bookingStart, shortId } from '../operations-format';
import { CopyIdButton } from './copy-id-button';

interface BookingsListProps {
  bookings: Booking[];
  onOpen: (id: string) => void;
}

/**
 * The bookings: a full-width table from 768 px, stacked cards on phones
 * (docs/product-rules.md#look-and-feel).
 */
export function BookingsList({ bookings, onOpen }: BookingsListProps) {
  const { t } = useTranslation();
  const c = (key: 'id' | 'customer' | 'cleaner' | 'date' | 'status' | 'amount' | 'payment' | 'actions') =>
    t(`adminOperations.bookings.columns.${key}`);
  return (
    <AdminList
      label={t('adminOperations.bookings.listLabel')}
      items={bookings}
      minWidthClass="min-w-[52rem]"
      columns={[
        { label: c('id') },
        { label: c('customer') },
        { label: c('cleaner') },
        { label: c('date') },
        { label: c('status') },
        { label: c('amount'), className: 'text-right' },
        { label: c('payment') },
        { label: <span className="sr-only">{c('actions')}</span> },
      ]}
      card={(booking) => <BookingCard key={booking.id} booking={booking} onOpen={onOpen} />}
      row={(booking) => <BookingRow key={booking.id} booking={booking} onOpen={onOpen} />}
    />
  );
}

function useRow(booking: Booking) {
  const { t } = useTranslation();
  const { date, time } = bookingStart(booking);
  return {
    date,
    time,
    when: t('adminOperations.bookings.when', { date, time }),
    customer: booking.customer.fullName || t('adminOperations.bookings.unnamed'),
    cleaner: booking.cleaner?.fullName || t('adminOperations.bookings.noCleaner'),
    amount: formatMoney(bookingTotalCents(booking), booking.currency),
  };
}

function BookingRow({ booking, onOpen }: { booking: Booking; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const row = useRow(booking);
  return (
    <tr onClick={() => onOpen(booking.id)} className="cursor-pointer transition-colors hover:bg-muted/50">
      <td className="px-2 py-2">
        <CopyIdButton id={booking.id} />
      </td>
      <td className="px-3 py-3 font-medium">{row.customer}</td>
      <td className="px-3 py-3">{row.cleaner}</td>
      <td className="px-3 py-3 tabular">
        <span className="block whitespace-nowrap">{row.date}</span>
        <span className="block text-muted-foreground text-xs">{row.time}</span>
      </td>
      <td className="px-3 py-3">
        <BookingStatusBadge status={booking.status} />
      </td>
      <td className="whitespace-nowrap px-3 py-3 text-right font-semibold tabular">{row.amount}</td>
      <td className="px-3 py-3">
        <PaymentStatusBadge status={booking.paymentStatus} />
      </td>
      <td className="px-4 py-2 text-right">
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('adminOperations.bookings.viewBooking', { id: shortId(booking.id) })}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(booking.id);
          }}
        >
          {t('adminOperations.bookings.view')}
          <ChevronRight aria-hidden />
        </Button>
      </td>
    </tr>
  );
}

function BookingCard({ booking, onOpen }: { booking: Booking; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const row = useRow(booking);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut; the card's View button is the keyboard path
    <li
      onClick={() => onOpen(booking.id)}
      className="flex cursor-pointer flex-col gap-3 rounded-2xl border border-border/70 bg-card p-4 shadow-card transition-colors hover:bg-muted/30"
    >
      <div className="flex items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-1.5">
          <BookingStatusBadge status={booking.status} />
          <PaymentStatusBadge status={booking.paymentStatus} />
        </div>
        <CopyIdButton id={booking.id} className="-mr-2" />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <CardFigure label={t('adminOperations.bookings.columns.customer')} className="truncate font-semibold">
          {row.customer}
        </CardFigure>
        <CardFigure label={t('adminOperations.bookings.columns.cleaner')} className="truncate font-medium">
          {row.cleaner}
        </CardFigure>
        <CardFigure label={t('adminOperations.bookings.columns.date')} className="font-medium tabular">
          {row.when}
        </CardFigure>
        <CardFigure
          label={t('adminOperations.bookings.columns.amount')}
          className="font-bold text-base tabular"
        >
          {row.amount}
        </CardFigure>
      </dl>
      <Button
        variant="outline"
        size="sm"
        className="self-end"
        aria-label={t('adminOperations.bookings.viewDetailsOf', { id: shortId(booking.id) })}
        onClick={(event) => {
          event.stopPropagation();
          onOpen(booking.id);
        }}
      >
        {t('adminOperations.bookings.viewDetails')}
        <ChevronRight aria-hidden />
      </Button>
    </li>
  );
}

/** The list while its first page loads: shaped like the cards (phones) or the table rows. */
export function BookingsListSkeleton() {
  const isMobile = useIsMobile();
  const rows = [0, 1, 2, 3];
  if (isMobile) {
    return (
      <div className="flex flex-col gap-3">
        {rows.map((i) => (
          <Card key={i} className="flex flex-col gap-3 p-4">
            <SkeletonBars className="flex justify-between" bars={['h-6 w-36', 'h-6 w-20']} />
            <SkeletonBars className="grid grid-cols-2 gap-3" bars={['h-9', 'h-9', 'h-9', 'h-9']} />
          </Card>
        ))}
      </div>
    );
  }
  return (
    <Card className="flex flex-col divide-y divide-border/70 p-0">
      {rows.map((i) => (
        <SkeletonBars
          key={i}
          className="flex items-center gap-6 px-4 py-4"
          bars={['h-5 w-20', 'h-5 flex-1', 'h-5 flex-1', 'h-5 w-24', 'h-6 w-20', 'h-5 w-16']}
        />
      ))}
    </Card>
  );
}
