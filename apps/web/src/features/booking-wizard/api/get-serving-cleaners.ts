import type { CleanerListItem, CleanerPage } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as servingCleanerKeys from '@limpa/contracts/query-keys/serving-cleaners';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The API's largest page; an address rarely has more cleaners in reach, but further pages are followed. */
const PAGE_SIZE = 50;
const MAX_PAGES = 10;

/** Approved cleaners who serve a saved address (their work radius reaches it), best rated first. */
export async function getServingCleaners(addressId: string, signal?: AbortSignal) {
  const items: CleanerListItem[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const search = new URLSearchParams({ servesAddressId: addressId, limit: String(PAGE_SIZE) });
    if (cursor) search.set('cursor', cursor);
    const result: CleanerPage = await api.get<CleanerPage>(`${apiRoutes.providers}?${search}`, {
      signal,
    });
    items.push(...result.items);
    cursor = result.nextCursor;
    if (!cursor) break;
  }
  return items;
}

export function servingCleanersQueryOptions(addressId: string) {
  return queryOptions({
    queryKey: servingCleanerKeys.serving(addressId),
    queryFn: ({ signal }) => getServingCleaners(addressId, signal),
  });
}

export function useServingCleaners(addressId: string | null) {
  return useQuery({ ...servingCleanersQueryOptions(addressId ?? ''), enabled: addressId !== null });
}
