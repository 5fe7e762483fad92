import type { EventLog } from './events.js';
import type { Params } from './http-io.js';
import type { StripeState } from './state.js';
import { resourceMissing } from './stripe-error.js';

/** What a resource handler gets for one request. */
export interface RequestContext {
  state: StripeState;
  events: EventLog;
  params: Params;
  /** Values of the `:name` segments of the route's path. */
  path: Record<string, string>;
  /** Which key authenticated: client-side endpoints also accept the publishable key with a client_secret. */
  auth: 'secret' | 'publishable';
  /** This server's address, for URLs it hands out (account links, 3-D Secure pages). */
  baseUrl: string;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  /** e.g. `/v1/payment_intents/:id/confirm` */
  pattern: string;
  /** Whether the publishable key may call it (the handler then checks the client_secret). */
  publishable?: boolean;
  handle(context: RequestContext): object;
}

/** The route for a method and path, with its path parameters; undefined when none matches. */
export function matchRoute(
  routes: readonly Route[],
  method: string,
  pathname: string,
): { route: Route; path: Record<string, string> } | undefined {
  const segments = pathname.split('/');
  for (const route of routes) {
    if (route.method !== method) continue;
    const patternSegments = route.pattern.split('/');
    if (patternSegments.length !== segments.length) continue;
    const path: Record<string, string> = {};
    const matches = patternSegments.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) {
        path[part.slice(1)] = decodeURIComponent(segment);
        return segment !== '';
      }
      return part === segment;
    });
    if (matches) return { route, path };
  }
  return undefined;
}

/** `GET <pattern>` (with `:id`) answering the stored object, or Stripe's 404 naming the kind. */
export function retrieveRoute(
  pattern: string,
  kind: string,
  store: (state: StripeState) => Map<string, object>,
): Route {
  return {
    method: 'GET',
    pattern,
    handle: ({ state, path }) => {
      const found = store(state).get(path.id ?? '');
      if (!found) throw resourceMissing(kind, path.id ?? '', 'id');
      return found;
    },
  };
}
