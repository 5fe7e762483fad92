import '../admin-operations-strings';
import type { Booking } from '@limpa/contracts';
import { CalendarCheck, CalendarClock, ClipboardList, Download, Hourglass, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPage } from '@/components/admin-page';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useBookingParam } from '@/lib/use-booking-param';
import { type AdminBookingFilters, adminBookingsCsvUrl, useAdminBookings } from '../api/get-admin-bookings';
import { AdminBookingDetailDialog } from '../components/admin-booking-detail-dialog';
import { AdminResults } from '../components/admin-results';
import { BookingsFilters, PAYMENT_FILTERS, type PaymentFilter } from '../components/bookings-filters';
import { BookingsList, BookingsListSkeleton } from '../components/bookings-list';
import { StatAmounts, StatCard, StatCount } from '../components/stat-card';
import { usePageHead } from '../components/use-page-head';

const STATUS_TABS = ['all', 'pending', 'confirmed', 'completed', 'cancelled', 'expired'] as const;
type StatusTab = (typeof STATUS_TABS)[number];

function asStatusTab(value: string | null): StatusTab {
  return STATUS_TABS.find((tab) => tab === value) ?? 'all';
}

/**
 * All Bookings (docs/product-rules.md#admin): live counts and revenue per currency, status
 * tabs, a failed-payment filter, search, the bookings newest first with "Load more", a detail dialog
 * (`?booking=<id>`) and the CSV of the filtered list. Filters live in the URL (`?status=`,
 * `?paymentStatus=failed`, `?q=`), so the dashboard's "Payment issues" link lands filtered.
 */
export function AdminBookingsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const title = t('adminOperations.bookings.title');
  usePageHead(title, '/admin/bookings');

  const status = asStatusTab(searchParams.get('status'));
  const payment: PaymentFilter =
    PAYMENT_FILTERS.find((filter) => filter === searchParams.get('paymentStatus')) ?? 'all';
  const q = searchParams.get('q') ?? '';
  const { bookingId, openBooking, closeBooking } = useBookingParam();

  const filters: AdminBookingFilters = {
    status: status === 'all' ? undefined : status,
    paymentStatus: payment === 'all' ? undefined : payment,
    q: q || undefined,
  };
  const query = useAdminBookings(filters);
  const firstPage = query.data?.pages[0];
  const counts = firstPage?.counts;
  const bookings: Booking[] = query.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = status !== 'all' || payment !== 'all' || q !== '';

  const setParam = (name: string, value: string | null) =>
    setSearchParams(
      (params) => {
        if (value === null || value === '') params.delete(name);
        else params.set(name, value);
        return params;
      },
      { replace: true },
    );

  const clearFilters = () =>
    setSearchParams(
      (params) => {
        params.delete('status');
        params.delete('paymentStatus');
        params.delete('q');
        return params;
      },
      { replace: true },
    );

  const tabCount = (tab: StatusTab) => (counts ? (tab === 'all' ? counts.total : counts[tab]) : null);
  const shownTotal = tabCount(status);

  return (
    <AdminPage
      title={title}
      subtitle={t('adminOperations.bookings.subtitle')}
      actions={
        <Button asChild variant="outline">
          <a href={adminBookingsCsvUrl(filters)} download="bookings.csv">
            <Download aria-hidden />
            {t('adminOperations.bookings.exportCsv')}
          </a>
        </Button>
      }
    >
      <section aria-label={t('adminOperations.bookings.cards.label')}>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard label={t('adminOperations.bookings.cards.total')} icon={ClipboardList}>
            {counts ? <StatCount value={counts.total} /> : null}
          </StatCard>
          <StatCard label={t('adminOperations.bookings.cards.pending')} icon={Hourglass} tone="pending">
            {counts ? <StatCount value={counts.pending} /> : null}
          </StatCard>
          <StatCard
            label={t('adminOperations.bookings.cards.confirmed')}
            icon={CalendarCheck}
            tone="confirmed"
          >
            {counts ? <StatCount value={counts.confirmed} /> : null}
          </StatCard>
          <StatCard
            label={t('adminOperations.bookings.cards.revenue')}
            icon={Wallet}
            hint={t('adminOperations.bookings.cards.revenueHint')}
          >
            {firstPage ? (
              <StatAmounts amounts={firstPage.revenue} empty={t('adminOperations.common.none')} />
            ) : null}
          </StatCard>
        </dl>
      </section>

      <BookingsFilters
        q={q}
        onSearch={(value) => setParam('q', value)}
        payment={payment}
        onPaymentChange={(value) => setParam('paymentStatus', value === 'all' ? null : value)}
      />

      <Tabs value={status} onValueChange={(value) => setParam('status', value === 'all' ? null : value)}>
        <TabsList
          aria-label={t('adminOperations.bookings.filters.status')}
          className="flex h-auto w-full justify-start gap-1 overflow-x-auto [scrollbar-width:none] sm:grid sm:overflow-visible"
        >
          {STATUS_TABS.map((tab) => {
            const count = tabCount(tab);
            return (
              <TabsTrigger key={tab} value={tab} className="shrink-0 gap-1.5 px-3">
                {t(`adminOperations.bookings.tabs.${tab}`)}
                {count !== null ? (
                  <span className="rounded-full bg-foreground/5 px-1.5 font-medium text-muted-foreground text-xs tabular">
                    {count}
                  </span>
                ) : null}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {STATUS_TABS.map((tab) => (
          <TabsContent key={tab} value={tab} className="mt-4 flex flex-col gap-4">
            {tab !== status ? null : (
              <AdminResults
                query={query}
                loadFailed={t('adminOperations.bookings.loadFailed')}
                skeleton={<BookingsListSkeleton />}
                empty={
                  bookings.length > 0 ? null : (
                    // Filtered, nothing matches and the filters can be cleared; else there is nothing yet.
                    <EmptyState
                      titleAs="h2"
                      icon={CalendarClock}
                      title={
                        filtered
                          ? t('adminOperations.bookings.noMatchTitle')
                          : t('adminOperations.bookings.emptyTitle')
                      }
                      body={
                        filtered
                          ? t('adminOperations.bookings.noMatchBody')
                          : t('adminOperations.bookings.emptyBody')
                      }
                      action={
                        filtered ? (
                          <Button variant="outline" onClick={clearFilters}>
                            {t('adminOperations.bookings.filters.clear')}
                          </Button>
                        ) : undefined
                      }
                    />
                  )
                }
              >
                {shownTotal !== null ? (
                  <p className="text-muted-foreground text-sm" aria-live="polite">
                    {t('adminOperations.bookings.shown', { shown: bookings.length, count: shownTotal })}
                  </p>
                ) : null}
                <BookingsList bookings={bookings} onOpen={openBooking} />
              </AdminResults>
            )}
          </TabsContent>
        ))}
      </Tabs>

      <AdminBookingDetailDialog bookingId={bookingId} onClose={closeBooking} />
    </AdminPage>
  );
}
