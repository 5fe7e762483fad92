import type { Booking, bookingPage } from '@limpa/contracts';
import { NEXT_BOOKING_REQUEST } from '@limpa/contracts/painted-page';
import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

type BookingPage = z.infer<typeof bookingPage>;

/**
 * The signed-in customer's first upcoming booking (soonest first), or null when there is none: the request the
 * contract names, whose answer the painted home's card shows (decision 086).
 */
export async function getNextBooking(signal?: AbortSignal): Promise<Booking | null> {
  const page = await api.get<BookingPage>(NEXT_BOOKING_REQUEST, { signal });
  return page.items[0] ?? null;
}

export const nextBookingQueryOptions = queryOptions({
  queryKey: bookingKeys.next,
  queryFn: ({ signal }) => getNextBooking(signal),
  // A booking made or cancelled elsewhere must show up as soon as the home is opened again.
  staleTime: 0,
});

export function useNextBooking({ enabled }: { enabled: boolean }) {
  return useQuery({ ...nextBookingQueryOptions, enabled });
}
