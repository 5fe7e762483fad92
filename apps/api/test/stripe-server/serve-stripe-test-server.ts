import { startStripeTestServer } from './start-stripe-test-server.js';

/**
 * The Stripe test server as its own process, for a running app (dev server, Playwright):
 *   STRIPE_TEST_PORT=12111 STRIPE_TEST_WEBHOOK_URL=http://127.0.0.1:3000/api/webhooks/stripe \
 *     npx tsx apps/api/test/stripe-server/serve-stripe-test-server.ts
 * Keys come from STRIPE_SECRET_KEY / STRIPE_PUBLISHABLE_KEY / STRIPE_WEBHOOK_SECRET when set. The browser walks
 * through onboarding and 3-D Secure on this server's pages; the other test controls are `/_test/…` HTTP routes
 * (test-control-routes.ts).
 */
const server = await startStripeTestServer({
  port: Number(process.env.STRIPE_TEST_PORT ?? 12111),
  secretKey: process.env.STRIPE_SECRET_KEY,
  publishableKey: process.env.STRIPE_PUBLISHABLE_KEY,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
});
server.deliverWebhooksTo(process.env.STRIPE_TEST_WEBHOOK_URL ?? null);
console.log(`Stripe test server on ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
