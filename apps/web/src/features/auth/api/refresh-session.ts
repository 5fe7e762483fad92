import type { QueryClient } from '@tanstack/react-query';
import { type Session, sessionQueryOptions } from '@/lib/auth';

/** After the cookie changed: load the new session into the cache (the guards react to it). */
export function refreshSession(queryClient: QueryClient): Promise<Session | null> {
  return queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
}
