import type Stripe from 'stripe';
import { completeOnboarding, requireAccount } from './accounts.js';
import { closeDispute, openDispute } from './disputes.js';
import { optionalAmount, requiredString } from './http-io.js';
import type { RequestContext, Route } from './route.js';
import type { StripeState } from './state.js';
import { invalidRequest, resourceMissing, StripeApiError } from './stripe-error.js';
import { completeAuthentication } from './test-controls.js';

/** The next transfer to this account is refused (test control). */
export function failNextTransfer(state: StripeState, accountId: string): void {
  requireAccount(state, accountId, 'id');
  state.failingTransferDestinations.add(accountId);
}

/** A test control's refusal (wrong state) as a 400, the rest as they are. */
function asStripeError<T>(act: () => T): T {
  try {
    return act();
  } catch (error) {
    if (error instanceof StripeApiError) throw error;
    throw invalidRequest((error as Error).message);
  }
}

function authenticate({ state, events, path, params }: RequestContext): object {
  const outcome = params.outcome === 'fail' ? 'fail' : 'succeed';
  asStripeError(() => completeAuthentication(state, events, path.id ?? '', outcome));
  const intent = state.paymentIntents.get(path.id ?? '') ?? state.setupIntents.get(path.id ?? '');
  if (!intent) throw resourceMissing('intent', path.id ?? '', 'id');
  return intent;
}

function disputeClosed({ state, events, path, params }: RequestContext): Stripe.Dispute {
  const status = requiredString(params, 'status');
  if (status !== 'won' && status !== 'lost') throw invalidRequest(`Invalid status: ${status}`, 'status');
  closeDispute(state, events, path.id ?? '', status);
  return state.disputes.get(path.id ?? '') as Stripe.Dispute;
}

/**
 * The test controls over HTTP, without authentication, for a server running as its own process
 * (serve-stripe-test-server.ts): what `StripeTestServer`'s methods do in-process.
 */
export const testControlRoutes: Route[] = [
  { method: 'POST', pattern: '/_test/intents/:id/authenticate', handle: authenticate },
  {
    method: 'POST',
    pattern: '/_test/accounts/:id/onboard',
    handle: ({ state, events, path }) => completeOnboarding(state, events, path.id ?? ''),
  },
  {
    method: 'POST',
    pattern: '/_test/accounts/:id/fail_next_transfer',
    handle: ({ state, path }) => {
      failNextTransfer(state, path.id ?? '');
      return requireAccount(state, path.id ?? '', 'id');
    },
  },
  {
    method: 'POST',
    pattern: '/_test/disputes',
    handle: ({ state, events, params }) =>
      asStripeError(() =>
        openDispute(state, events, requiredString(params, 'charge'), optionalAmount(params)),
      ),
  },
  { method: 'POST', pattern: '/_test/disputes/:id/close', handle: disputeClosed },
  {
    method: 'GET',
    pattern: '/_test/events',
    handle: ({ state }): Stripe.ApiList<Stripe.Event> => ({
      object: 'list',
      data: [...state.events],
      has_more: false,
      url: '/_test/events',
    }),
  },
];
