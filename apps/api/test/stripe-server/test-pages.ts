import type { ServerResponse } from 'node:http';
import { completeOnboarding } from './accounts.js';
import type { EventLog } from './events.js';
import type { StripeState } from './state.js';
import { completeAuthentication } from './test-controls.js';

/**
 * Pages a browser opens instead of Stripe's hosted ones, so an end-to-end journey can walk through them:
 * - `GET /_test/connect/onboard/:account?return_url=…` (an account link's url): onboarding is done at once,
 *   then 302 to return_url;
 * - `GET /_test/3ds/:intent?return_url=…&outcome=fail` (a next_action's url): the customer passes (or fails)
 *   3-D Secure, then 302 to return_url with Stripe's `payment_intent`/`setup_intent` query parameters.
 * Answers false when the path is not one of them.
 */
export function serveTestPage(
  state: StripeState,
  events: EventLog,
  url: URL,
  response: ServerResponse,
): boolean {
  const onboarding = /^\/_test\/connect\/onboard\/([^/]+)$/.exec(url.pathname);
  if (onboarding?.[1]) {
    const account = decodeURIComponent(onboarding[1]);
    if (!state.accounts.has(account)) return sendText(response, 404, `No such account: ${account}`);
    completeOnboarding(state, events, account);
    return redirect(response, url.searchParams.get('return_url'));
  }
  const authentication = /^\/_test\/3ds\/([^/]+)$/.exec(url.pathname);
  if (authentication?.[1]) {
    const intentId = decodeURIComponent(authentication[1]);
    const outcome = url.searchParams.get('outcome') === 'fail' ? 'fail' : 'succeed';
    try {
      completeAuthentication(state, events, intentId, outcome);
    } catch (error) {
      return sendText(response, 400, (error as Error).message);
    }
    const returnUrl = url.searchParams.get('return_url');
    if (!returnUrl)
      return sendText(response, 200, `Authentication ${outcome === 'succeed' ? 'completed' : 'failed'}.`);
    const target = new URL(returnUrl);
    const intent = state.paymentIntents.get(intentId) ?? state.setupIntents.get(intentId);
    const kind = intentId.startsWith('seti_') ? 'setup_intent' : 'payment_intent';
    target.searchParams.set(kind, intentId);
    target.searchParams.set(`${kind}_client_secret`, intent?.client_secret ?? '');
    target.searchParams.set('redirect_status', outcome === 'succeed' ? 'succeeded' : 'failed');
    return redirect(response, target.toString());
  }
  return false;
}

function redirect(response: ServerResponse, location: string | null): true {
  if (!location) return sendText(response, 200, 'Done. You may close this page.');
  response.writeHead(302, { location });
  response.end();
  return true;
}

function sendText(response: ServerResponse, status: number, text: string): true {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  response.end(text);
  return true;
}
