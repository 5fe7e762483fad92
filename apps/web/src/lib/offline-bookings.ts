import * as appKeys from '@limpa/contracts/query-keys/app';
import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import { type QueryClient, type QueryKey, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Session } from '@/lib/auth';

/**
 * The customer's last-seen bookings (the lists and each opened booking), kept in localStorage so My Bookings
 * reads offline. Hand-written rather than a persister package: two query families, one owner, nothing else
 * of the cache (a session or a card has no business on the disk). Only My Bookings' chunk loads this, never
 * the home's first load. The owner's id is stored with them: another person signing in on the device never
 * sees them, and signing out forgets them.
 */
export const OFFLINE_BOOKINGS_STORAGE_KEY = 'limpa.offline-bookings.v1';

interface StoredQuery {
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
}

interface StoredBookings {
  userId: string;
  queries: StoredQuery[];
}

const FAMILIES: readonly QueryKey[] = [bookingKeys.lists, bookingKeys.details];

const isKept = (key: QueryKey) => FAMILIES.some((family) => family.every((part, i) => key[i] === part));

function readStored(): StoredBookings | null {
  try {
    const raw = localStorage.getItem(OFFLINE_BOOKINGS_STORAGE_KEY);
    const stored = raw ? (JSON.parse(raw) as StoredBookings) : null;
    return stored && typeof stored.userId === 'string' && Array.isArray(stored.queries) ? stored : null;
  } catch {
    // Unreadable (private mode, or garbled): there is simply nothing to show offline.
    return null;
  }
}

/** Forgets the stored bookings (sign-out, or someone else's found on the device). */
export function forgetOfflineBookings() {
  try {
    localStorage.removeItem(OFFLINE_BOOKINGS_STORAGE_KEY);
  } catch {
    // No storage: nothing was kept.
  }
}

/**
 * Puts `userId`'s stored bookings in the cache, as old as they were when saved (so they refetch at once when
 * the network is there); what the cache already holds wins. Another person's are forgotten, not shown.
 */
export function restoreOfflineBookings(queryClient: QueryClient, userId: string) {
  const stored = readStored();
  if (!stored) return;
  if (stored.userId !== userId) {
    forgetOfflineBookings();
    return;
  }
  for (const { queryKey, data, updatedAt } of stored.queries) {
    if (!isKept(queryKey) || queryClient.getQueryData(queryKey) !== undefined) continue;
    queryClient.setQueryData(queryKey, data, { updatedAt });
  }
}

function saveOfflineBookings(queryClient: QueryClient, userId: string) {
  const queries: StoredQuery[] = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => isKept(q.queryKey) && q.state.status === 'success' && q.state.data !== undefined)
    .map((q) => ({ queryKey: q.queryKey, data: q.state.data, updatedAt: q.state.dataUpdatedAt }));
  try {
    localStorage.setItem(OFFLINE_BOOKINGS_STORAGE_KEY, JSON.stringify({ userId, queries }));
  } catch {
    // Storage full or refused: reading offline is a convenience, the page works without it.
  }
}

/**
 * Saves the two families now (what the cache held before the page opened counts too), then after each answer
 * that changes them, once per burst of answers; returns the stop.
 */
export function persistOfflineBookings(queryClient: QueryClient, userId: string): () => void {
  let scheduled = false;
  saveOfflineBookings(queryClient, userId);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isKept(event.query.queryKey)) return;
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      saveOfflineBookings(queryClient, userId);
    });
  });
}

/**
 * My Bookings' offline copy: restored before the page's lists first read the cache (the state initialiser
 * runs during the first render, above them; or as soon as the session is known), then kept up to date while
 * the page is open. Signed out (no session in the cache), nothing is read or written. The session is only
 * watched here, never fetched (the auth provider does that).
 */
export function useOfflineBookings() {
  const queryClient = useQueryClient();
  const session = useQuery<Session | null>({ queryKey: appKeys.session, queryFn: skipToken });
  const userId = session.data?.user.id;
  useState(() => {
    if (userId) restoreOfflineBookings(queryClient, userId);
    return null;
  });
  useEffect(() => {
    if (!userId) return;
    restoreOfflineBookings(queryClient, userId);
    return persistOfflineBookings(queryClient, userId);
  }, [queryClient, userId]);
}
