import { createAddress, type Database, paymentMethods, payoutAccounts } from '@limpa/db';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, expect } from 'vitest';
import { processPaymentEvent } from '../../src/modules/payment-events/process-payment-event';
import { signUp } from '../helpers/auth';
import { adminSignedIn, bookingBody, cleanerSignedIn, postBooking } from '../helpers/booking-fixtures';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import type { StripeTestServer } from '../stripe-server/start-stripe-test-server';
import { useStripeTestServer } from '../stripe-server/test-fixtures';

/** Helpers for API tests in Stripe mode: the app's SDK talks to the in-repo Stripe test server. */

type StripeHarness = { server: StripeTestServer; stripe: Stripe };

function buildStripeApp(server: StripeTestServer) {
  return buildTestApp({
    env: {
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: server.secretKey,
      STRIPE_PUBLISHABLE_KEY: server.publishableKey,
      STRIPE_WEBHOOK_SECRET: server.webhookSecret,
      STRIPE_API_BASE: server.url,
    },
  });
}

/**
 * A test file in Stripe mode: the Stripe test server (`h`), an app whose SDK talks to it (`t`) and a signed-in
 * admin, made before the file's tests and closed after them. Filled in by beforeAll: read them inside tests.
 */
export function useStripeApp() {
  const h = useStripeTestServer();
  const t = {} as TestApp;
  const admin = { cookie: '' };
  beforeAll(async () => {
    Object.assign(t, await buildStripeApp(h.server));
    Object.assign(admin, await adminSignedIn(t.app, t.db));
  });
  afterAll(() => t.close());
  return { h, t, admin };
}

export const inject = (
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Stripe sends the event to the webhook (signed); the queued job is then run as a worker would. */
export async function deliverEvent(t: TestApp, server: StripeTestServer, event: Stripe.Event) {
  const { payload, signature } = server.signedWebhook(event);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  await processPaymentEvent({ ...t.app.ctx }, event.id);
  return res.json() as { received: true; replayed: boolean };
}

/** Every event about this object (oldest first), e.g. a PaymentIntent's. */
export const eventsAbout = (server: StripeTestServer, objectId: string, type?: string) =>
  server
    .events()
    .filter((e) => (e.data.object as { id?: string }).id === objectId && (!type || e.type === type));

/** Delivers every event about this object (of this type), oldest first, as Stripe would send them. */
export async function deliverEventsAbout(
  t: TestApp,
  server: StripeTestServer,
  objectId: string,
  type?: string,
) {
  for (const event of eventsAbout(server, objectId, type)) await deliverEvent(t, server, event);
}

/**
 * A customer saving a card the Stripe way: the server makes the SetupIntent, the browser (here the SDK, as
 * Stripe.js would) confirms it with a test card (3-D Secure passed when asked), then the app reads it back.
 */
export async function saveStripeCard(
  t: TestApp,
  h: StripeHarness,
  cookie: string,
  testCard = 'pm_card_visa',
) {
  const setup = await inject(t, 'POST', '/api/v1/me/payment-methods/setup-intent', cookie);
  expect(setup.statusCode, setup.body).toBe(201);
  const { setupIntentId } = setup.json();
  const confirmed = await h.stripe.setupIntents.confirm(setupIntentId, { payment_method: testCard });
  if (confirmed.status === 'requires_action') h.server.completeAuthentication(setupIntentId);
  const saved = await inject(t, 'POST', '/api/v1/me/payment-methods', cookie, {
    setupIntentId,
    isDefault: true,
  });
  expect(saved.statusCode, saved.body).toBe(201);
  return { cardId: saved.json().id as string, setupIntentId };
}

export async function stripeCustomer(t: TestApp) {
  const { email, cookie } = await signUp(t.app, { role: 'customer' });
  const me = (await inject(t, 'GET', '/api/v1/me', cookie)).json();
  const userId = me.user.id as string;
  const address = await createAddress(t.db, userId, {});
  return { email, cookie, userId, address };
}

/**
 * A card that Stripe saved but whose issuer now declines (Stripe's test card that declines cannot be saved, so
 * it is put on file directly, as a card that later stopped working would be).
 */
export async function decliningCardOnFile(db: Database, userId: string, testCard = 'pm_card_chargeDeclined') {
  const [row] = await db
    .insert(paymentMethods)
    .values({
      userId,
      gateway: 'stripe',
      gatewayPaymentMethodId: testCard,
      cardBrand: 'visa',
      cardLastFour: '0002',
      cardExpMonth: 12,
      cardExpYear: new Date().getUTCFullYear() + 2,
    })
    .returning();
  return row!.id;
}

/** A pending booking of a Stripe customer on the given card, with a fresh approved cleaner. */
export async function stripeBooking(
  t: TestApp,
  customer: Awaited<ReturnType<typeof stripeCustomer>>,
  cardId: string,
  over: Record<string, unknown> = {},
) {
  const cleaner = await cleanerSignedIn(t.app, t.db);
  const res = await postBooking(
    t.app,
    customer.cookie,
    bookingBody({ address: customer.address, card: { id: cardId } }, cleaner.userId, over),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as string, cleaner, total: res.json().totalAmountCents as number };
}

/** Requests the app made to Stripe creating a PaymentIntent with this idempotency key. */
export const paymentIntentCreates = (server: StripeTestServer, key: string) =>
  server
    .requests()
    .filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.idempotencyKey === key);

/** A fresh customer's booking on a saved Visa, confirmed by its cleaner: charged off-session at Stripe. */
export async function confirmedStripeBooking(t: TestApp, h: StripeHarness) {
  const customer = await stripeCustomer(t);
  const { cardId } = await saveStripeCard(t, h, customer.cookie);
  const b = await stripeBooking(t, customer, cardId);
  const res = await inject(t, 'POST', `/api/v1/bookings/${b.id}/confirm`, b.cleaner.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return { ...b, customer, confirmed: res.json() };
}

/** The cleaner asks to connect a payout account: the Express onboarding link and the account made for it. */
export async function connectStripePayouts(t: TestApp, cleaner: { userId: string; cookie: string }) {
  const res = await inject(t, 'POST', '/api/v1/me/payout/connect', cleaner.cookie);
  expect(res.statusCode, res.body).toBe(200);
  const [account] = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, cleaner.userId));
  return { url: res.json().url as string, accountId: account!.gatewayAccountId };
}

/** The cleaner connects and finishes Express onboarding at Stripe, and its account.updated webhook arrives. */
export async function enableStripePayouts(
  t: TestApp,
  h: StripeHarness,
  cleaner: { userId: string; cookie: string },
) {
  const connected = await connectStripePayouts(t, cleaner);
  h.server.completeAccountOnboarding(connected.accountId);
  await deliverEventsAbout(t, h.server, connected.accountId, 'account.updated');
  return connected;
}
