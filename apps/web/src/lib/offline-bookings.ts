import * as appKeys from '@limpa/contracts/query-keys/app';
import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import { type QueryClient, type QueryKey, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Profile, Session } from '@/lib/session-types';

/**
 * The customer's last-seen bookings (the lists and each opened booking), kept in localStorage so My Bookings
 * reads offline. Hand-written rather than a persister package: two query families, one owner, nothing else
 * of the cache (no card, no cookie or token: the session cookie is HTTP-only). Only My Bookings' chunk writes
 * this, never the home's first load. The owner is stored with them, as much of their session as draws the
 * signed-in shell (name, role, language), so an app opened with no network at all still opens on them
 * (decision 063); another person signing in on the device never sees them, and signing out forgets them.
 */
export const OFFLINE_BOOKINGS_STORAGE_KEY = 'limpa.offline-bookings.v1';

interface StoredQuery {
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
}

interface StoredBookings {
  userId: string;
  /** The owner's session as last seen, trimmed to what the shell shows (absent in copies saved before it). */
  session?: Session;
  queries: StoredQuery[];
}

/** What of the profile the signed-in shell and My Bookings read: no phone, no address, nothing else. */
const SHELL_FIELDS = [
  'id',
  'userId',
  'role',
  'fullName',
  'firstName',
  'lastName',
  'avatarUrl',
  'isApproved',
  'onboardingComplete',
  'currency',
  'country',
  'locale',
] as const;

function shellSession({ user, profile }: Session): Session {
  const kept = profile
    ? (Object.fromEntries(SHELL_FIELDS.filter((f) => f in profile).map((f) => [f, profile[f]])) as Profile)
    : null;
  return { user: { id: user.id, email: user.email }, profile: kept };
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

/**
 * The last-seen session of the person whose bookings are kept: what the app opens on when it starts with no
 * network (lib/auth.tsx), so My Bookings reads offline from a cold start too. The server is asked again as soon
 * as the network is back, and its answer replaces this one.
 */
export function offlineSession(): Session | null {
  const stored = readStored();
  return stored?.session?.user.id === stored?.userId ? (stored?.session ?? null) : null;
}

function saveOfflineBookings(queryClient: QueryClient, session: Session) {
  const userId = session.user.id;
  const queries: StoredQuery[] = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => isKept(q.queryKey) && q.state.status === 'success' && q.state.data !== undefined)
    .map((q) => ({ queryKey: q.queryKey, data: q.state.data, updatedAt: q.state.dataUpdatedAt }));
  try {
    const stored: StoredBookings = { userId, session: shellSession(session), queries };
    localStorage.setItem(OFFLINE_BOOKINGS_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or refused: reading offline is a convenience, the page works without it.
  }
}

/**
 * Saves the two families now (what the cache held before the page opened counts too), then after each answer
 * that changes them, once per burst of answers; returns the stop.
 */
export function persistOfflineBookings(queryClient: QueryClient, session: Session): () => void {
  let scheduled = false;
  saveOfflineBookings(queryClient, session);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isKept(event.query.queryKey)) return;
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      saveOfflineBookings(queryClient, session);
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
  const signedIn = session.data ?? null;
  const userId = signedIn?.user.id;
  useState(() => {
    if (userId) restoreOfflineBookings(queryClient, userId);
    return null;
  });
  useEffect(() => {
    if (!signedIn) return;
    restoreOfflineBookings(queryClient, signedIn.user.id);
    return persistOfflineBookings(queryClient, signedIn);
  }, [queryClient, signedIn]);
}
