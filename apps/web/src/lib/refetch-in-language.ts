import * as appKeys from '@limpa/contracts/query-keys/app';
import type { QueryClient } from '@tanstack/react-query';

/**
 * After the language changes, every query is fetched again in it. A fetch still under way was asked in the old
 * language and must not land: invalidating alone would join it when its query has no data yet (TanStack only
 * cancels a running fetch that already has data), and its answer would then be fresh, in English, for the
 * query's whole stale time. So running fetches are cancelled first, then everything is invalidated.
 */
export async function refetchInLanguage(queryClient: QueryClient): Promise<void> {
  // The session is the same in every language, and sign-in awaits its fetch: never cancel it.
  await queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== appKeys.session[0] });
  await queryClient.invalidateQueries();
}
