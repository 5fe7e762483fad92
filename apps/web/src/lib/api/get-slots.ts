import * as apiRoutes from '@limpa/contracts/api-routes';
import * as slotKeys from '@limpa/contracts/query-keys/slots';
import type { HomeType } from '@limpa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface FreeSlot {
  /** 'HH:mm', local to the address. */
  time: string;
  /** The cleaners free for the whole booking at this start time. */
  cleanerIds: string[];
}

export interface SlotsParams {
  date: string;
  addressId: string;
  homeType: HomeType;
  isRecurring: boolean;
  /** Only this cleaner's free times (a preselected cleaner). */
  cleanerId?: string | null;
  /** The service to be booked: its duration for the home decides which starts fit (default House Cleaning). */
  serviceId?: string | null;
}

export function slotsPath(params: SlotsParams): string {
  const search = new URLSearchParams({
    date: params.date,
    addressId: params.addressId,
    homeType: params.homeType,
    isRecurring: String(params.isRecurring),
  });
  if (params.cleanerId) search.set('cleanerId', params.cleanerId);
  if (params.serviceId) search.set('serviceId', params.serviceId);
  return `${apiRoutes.slots}?${search}`;
}

/** GET /api/v1/slots: only the free start times of a day (past times of today are never listed). */
export function slotsQueryOptions(params: SlotsParams) {
  return queryOptions({
    queryKey: slotKeys.day(params),
    queryFn: ({ signal }) => api.get<FreeSlot[]>(slotsPath(params), { signal }),
    // Free times change as others book: always ask again when the step shows.
    staleTime: 0,
  });
}

export function useSlots(params: SlotsParams | null) {
  return useQuery({
    ...slotsQueryOptions(
      params ?? { date: '', addressId: '', homeType: 'T2', isRecurring: false, cleanerId: null },
    ),
    enabled: params !== null,
  });
}
