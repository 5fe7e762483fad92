import * as apiRoutes from '@limpa/contracts/api-routes';
import * as appKeys from '@limpa/contracts/query-keys/app';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { ApiError, api } from './api-client';
import { i18n } from './i18n';
import { matchLocale, storeLocale } from './locale';
import { shouldRetry } from './query-client';
import {
  type Profile,
  ROLES,
  type Role,
  type Session,
  type SessionLegal,
  type SessionUser,
} from './session-types';

/**
 * The signed-in person, from `GET /api/v1/session` (what `GET /api/v1/me` answers, or null signed out, so a
 * signed-out visit logs no 401 in the console) and the HTTP-only session cookie (no tokens in storage).
 * It lives in lib/ because every feature and the app shell read it.
 */

export { type Profile, ROLES, type Role, type Session, type SessionUser } from './session-types';

/**
 * null, or a 401 (a session that ended between two requests), means "signed out": an answer, not an error.
 * With no network at all (the request never got an answer), the app opens on the session My Bookings kept with
 * its offline copy, if any, so those bookings read from a cold start too (decision 063); otherwise the error.
 */
export async function fetchSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    return await api.get<Session | null>(apiRoutes.session, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    if (!(error instanceof ApiError && error.status === 0)) throw error;
    const kept = (await import('./offline-bookings')).offlineSession();
    if (kept) return kept;
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: appKeys.session,
  queryFn: ({ signal }) => fetchSession(signal),
  staleTime: 60_000,
  // Sliding cookie session: re-check whenever the page becomes visible again, or the network comes back (a
  // session kept for offline use is replaced by the server's answer at once).
  refetchOnWindowFocus: 'always',
  refetchOnReconnect: 'always',
  retry: (failureCount, error) => shouldRetry(failureCount, error) && failureCount < 1,
  retryDelay: 600,
});

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out' | 'error';

export interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  profile: Profile | null;
  /** The profile's role; null when signed out or when the profile has no known role. */
  role: Role | null;
  /** The terms in force, when this person has yet to accept them (decision 068); null otherwise. */
  termsPending: SessionLegal | null;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * Switches the app to a signed-in profile's language (kept for the next visit too); resolves once its strings
 * are loaded. Sign-in and sign-up wait for it before leaving /auth, so the first signed-in screen is never shown
 * in the browser's language first.
 */
export function applyProfileLanguage(locale: unknown): Promise<unknown> {
  const profileLocale = matchLocale(typeof locale === 'string' ? locale : undefined);
  if (!profileLocale || profileLocale === i18n.language) return Promise.resolve();
  storeLocale(profileLocale);
  return i18n.changeLanguage(profileLocale);
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const query = useQuery(sessionQueryOptions);
  const { data, isPending, isError, error, refetch } = query;
  const value = useMemo<AuthState>(() => {
    const session = data ?? null;
    const status: AuthStatus = isPending
      ? 'loading'
      : session
        ? 'signed-in'
        : isError && data === undefined
          ? 'error'
          : 'signed-out';
    const role = session?.profile?.role;
    return {
      status,
      user: session?.user ?? null,
      profile: session?.profile ?? null,
      role: isRole(role) ? role : null,
      termsPending: session?.legal?.accepted === false ? session.legal : null,
      error,
      refetch,
    };
  }, [data, isPending, isError, error, refetch]);
  // Signed in, the profile's language wins (chosen on another device, or before signing in).
  const profileLocale = data?.profile?.locale;
  useEffect(() => {
    void applyProfileLanguage(profileLocale);
  }, [profileLocale]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
