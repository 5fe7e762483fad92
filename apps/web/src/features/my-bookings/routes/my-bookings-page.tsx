import '../my-bookings-strings';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useOfflineBookings } from '@/lib/offline-bookings';
import { useBookingParam } from '@/lib/use-booking-param';
import type { BookingsWhen } from '../api/get-bookings';
import { MyBookingDetailDialog } from '../components/my-booking-detail-dialog';
import { BookingList } from '../components/my-bookings-list';

const TABS: readonly BookingsWhen[] = ['upcoming', 'past'];

/**
 * My bookings (docs/product-rules.md#customer-screens): the customer's own Upcoming / Past lists with
 * colour-coded statuses, a detail dialog (`?booking=<id>`, also the home's "View Details"), cancel and
 * review. The lists and the bookings opened are kept on the device to read offline (lib/offline-bookings).
 */
export function MyBookingsPage() {
  // First: the last-seen lists and details are in the cache before the lists below read it (offline too).
  useOfflineBookings();
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: BookingsWhen = searchParams.get('tab') === 'past' ? 'past' : 'upcoming';
  const { bookingId, openBooking, closeBooking } = useBookingParam();

  const changeTab = (value: string) => {
    setSearchParams(
      (params) => {
        if (value === 'past') params.set('tab', 'past');
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={t('myBookings.heading')} subtitle={t('myBookings.subtitle')} />
      <Tabs value={tab} onValueChange={changeTab}>
        <TabsList aria-label={t('myBookings.tabs.label')}>
          {TABS.map((when) => (
            <TabsTrigger key={when} value={when}>
              {t(`myBookings.tabs.${when}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((when) => (
          <TabsContent key={when} value={when} className="mt-5">
            <BookingList when={when} onOpen={openBooking} />
          </TabsContent>
        ))}
      </Tabs>
      <MyBookingDetailDialog bookingId={bookingId} onClose={closeBooking} />
    </div>
  );
}
