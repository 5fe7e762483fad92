import type { Booking } from '@limpa/contracts';
import * as supportKeys from '@limpa/contracts/query-keys/support';
import { useQuery } from '@tanstack/react-query';
import { getBookingPage } from '@/lib/api/get-booking-pages';

/**
 * The bookings "Contact us" offers to name: a customer's own or a cleaner's jobs, the upcoming ones and the
 * latest past ones (a page of each), which is where questions come from.
 */
export function useContactBookings(role: 'customer' | 'cleaner' | null) {
  return useQuery({
    queryKey: supportKeys.contactBookings(role ?? 'none'),
    enabled: role !== null,
    queryFn: async ({ signal }): Promise<Booking[]> => {
      const as = role === 'cleaner' ? ('cleaner' as const) : undefined;
      const [upcoming, past] = await Promise.all([
        getBookingPage({ as, when: 'upcoming' }, null, signal),
        getBookingPage({ as, when: 'past' }, null, signal),
      ]);
      return [...upcoming.items, ...past.items];
    },
  });
}
