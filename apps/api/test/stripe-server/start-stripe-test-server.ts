import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { completeOnboarding } from './accounts.js';
import { closeDispute, openDispute } from './disputes.js';
import { EventLog } from './events.js';
import { createRequestHandler, type RecordedRequest } from './request-handler.js';
import { createState } from './state.js';
import { failNextTransfer } from './test-control-routes.js';
import { completeAuthentication } from './test-controls.js';

export interface StripeTestServerOptions {
  port?: number;
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
}

export interface StripeTestServer {
  /** `http://127.0.0.1:<port>`: what the app's STRIPE_API_BASE is set to. */
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  close(): Promise<void>;
  /** Every event created so far, oldest first. */
  events(): Stripe.Event[];
  /** The body and `Stripe-Signature` header Stripe would send for this event to an endpoint with webhookSecret. */
  signedWebhook(event: Stripe.Event): { payload: string; signature: string };
  /** POST each new event to this URL, signed (null stops). */
  deliverWebhooksTo(url: string | null): void;
  /** The customer passes or fails 3-D Secure for a SetupIntent or PaymentIntent in requires_action. */
  completeAuthentication(intentId: string, outcome?: 'succeed' | 'fail'): void;
  /** Express onboarding done: details_submitted, charges/payouts enabled, transfers active; account.updated. */
  completeAccountOnboarding(accountId: string): void;
  /** The cardholder disputes a payment: charge.dispute.created. */
  openDispute(chargeOrPaymentIntentId: string, amount?: number): Stripe.Dispute;
  /** The bank decides: charge.dispute.closed. */
  closeDispute(disputeId: string, status: 'won' | 'lost'): void;
  /** The next transfer to this account is refused (balance_insufficient). */
  failNextTransfer(accountId: string): void;
  /** Every API request received, oldest first (for "charged once with key X"). */
  requests(): RecordedRequest[];
}

/**
 * A stateful, in-memory server speaking Stripe's HTTP API for the parts Limpa uses (customers, payment
 * methods, SetupIntents, PaymentIntents, refunds, Connect accounts and transfers, disputes, events), meant to
 * be driven through the official SDK: `new Stripe(secretKey, { host: '127.0.0.1', port, protocol: 'http' })`.
 */
export async function startStripeTestServer(
  options: StripeTestServerOptions = {},
): Promise<StripeTestServer> {
  const secretKey = options.secretKey ?? 'sk_test_limpa_0000000000000000000000';
  const publishableKey = options.publishableKey ?? 'pk_test_limpa_0000000000000000000000';
  const webhookSecret = options.webhookSecret ?? 'whsec_limpa_test_0000000000000000000000';
  const state = createState();
  const events = new EventLog(state, webhookSecret);
  const requests: RecordedRequest[] = [];
  let url = '';
  const server = createServer(
    createRequestHandler({ state, events, secretKey, publishableKey, baseUrl: () => url, requests }),
  );
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    secretKey,
    publishableKey,
    webhookSecret,
    async close() {
      events.deliverTo(null);
      await events.settled();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
    events: () => [...state.events],
    signedWebhook: (event) => events.signed(event),
    deliverWebhooksTo: (target) => events.deliverTo(target),
    completeAuthentication: (intentId, outcome = 'succeed') =>
      completeAuthentication(state, events, intentId, outcome),
    completeAccountOnboarding: (accountId) => {
      completeOnboarding(state, events, accountId);
    },
    openDispute: (chargeOrPaymentIntentId, amount) =>
      openDispute(state, events, chargeOrPaymentIntentId, amount),
    closeDispute: (disputeId, status) => closeDispute(state, events, disputeId, status),
    failNextTransfer: (accountId) => failNextTransfer(state, accountId),
    requests: () => structuredClone(requests),
  };
}

/** The official SDK pointed at the test server, without retries (a test sees each request once). */
export function stripeClientFor(
  server: Pick<StripeTestServer, 'url' | 'secretKey'>,
  key = server.secretKey,
): Stripe {
  const { hostname, port, protocol } = new URL(server.url);
  return new Stripe(key, {
    host: hostname,
    port: Number(port),
    protocol: protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  });
}
