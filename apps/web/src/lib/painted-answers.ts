import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError, type Problem } from './api-client';

/**
 * The answers a page the server painted was drawn from (decision 086): the data, and the client errors (a 404's
 * "not found" is what the page shows, not a glitch to hide behind a skeleton).
 */
export interface PaintedAnswers {
  data: [QueryKey, unknown][];
  errors: [QueryKey, Problem][];
}

/** Puts the painted answers in the app's cache, as if it had asked: the first render draws the same page. */
export function seedPaintedAnswers(client: QueryClient, painted: PaintedAnswers) {
  for (const [key, data] of painted.data) client.setQueryData(key, data);
  for (const [queryKey, problem] of painted.errors) {
    // Shown as the answer it is, not asked again as the screen mounts (it would show the skeleton meanwhile):
    // the server asked a moment ago; the next focus or reconnection asks again.
    client.setQueryDefaults(queryKey, { retryOnMount: false });
    client
      .getQueryCache()
      .build(client, { queryKey })
      .setState({
        status: 'error',
        error: new ApiError(problem),
        errorUpdatedAt: Date.now(),
        errorUpdateCount: 1,
        fetchStatus: 'idle',
      });
  }
}
