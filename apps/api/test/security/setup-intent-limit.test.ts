import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, signUp } from '../helpers/auth';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { useStripeTestServer } from '../stripe-server/test-fixtures';

// Security review (issue 30) finding 6: SetupIntents were unlimited, so a script could test stolen cards
// against Stripe through them. They count like the local card form's tokens: per person and per address.
const h = useStripeTestServer();
let t: TestApp;
const PER_IP = 30;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: h.server.secretKey,
      STRIPE_PUBLISHABLE_KEY: h.server.publishableKey,
      STRIPE_WEBHOOK_SECRET: h.server.webhookSecret,
      STRIPE_API_BASE: h.server.url,
      RATE_LIMIT_CARDS_PER_IP: String(PER_IP),
    },
  });
});
afterAll(() => t.close());

const setupIntent = (cookie: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/me/payment-methods/setup-intent',
    headers: { cookie },
    remoteAddress,
  });

const setupIntentsMade = () => h.server.requests().filter((r) => r.path === '/v1/setup_intents').length;

describe('creating SetupIntents is rate-limited', () => {
  it('per person: 20 per 10 minutes, then 429 problem+json with Retry-After and no call to Stripe', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    const statuses = await Promise.all(
      Array.from({ length: 22 }, () => setupIntent(cookie, '198.51.100.1').then((r) => r.statusCode)),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    const before = setupIntentsMade();
    const limited = await setupIntent(cookie, '198.51.100.2');
    expectProblem(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(setupIntentsMade()).toBe(before);
    // Someone else is not affected.
    const other = await signUp(t.app, { role: 'customer' });
    expect((await setupIntent(other.cookie, '198.51.100.1')).statusCode).toBe(201);
  });

  it('per address: many people from one address share its limit', async () => {
    const address = '203.0.113.7';
    const people = await Promise.all(Array.from({ length: 3 }, () => signUp(t.app, { role: 'customer' })));
    for (const [i, person] of people.entries()) {
      const n = i < 2 ? 15 : 1;
      for (let k = 0; k < n; k++) {
        const res = await setupIntent(person.cookie, address);
        expect(res.statusCode, `person ${i}, request ${k}`).toBe(i === 2 ? 429 : 201);
      }
    }
    expectProblem(await setupIntent(people[2]!.cookie, address), 429);
    expect((await setupIntent(people[2]!.cookie, '203.0.113.8')).statusCode).toBe(201);
  });
});
