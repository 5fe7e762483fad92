import type { QueryClient } from '@tanstack/react-query';
import { applyProfileLanguage, type Session, sessionQueryOptions } from '@/lib/auth';

/**
 * After the cookie changed: load the new session into the cache (the guards react to it), in the profile's
 * language: its strings are loaded before this resolves, so the screen navigated to next is not shown in the
 * browser's language first.
 */
export async function refreshSession(queryClient: QueryClient): Promise<Session | null> {
  const session = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
  await applyProfileLanguage(session?.profile?.locale).catch(() => {});
  return session;
}
