import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { paidPaymentIntent, useStripeTestServer } from './test-fixtures.js';

const harness = useStripeTestServer();

/** A test control over HTTP, as a Playwright journey against a separate server process would call it. */
async function control(method: 'GET' | 'POST', path: string, form: Record<string, string> = {}) {
  const response = await fetch(`${harness.server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ...(method === 'POST' ? { body: new URLSearchParams(form).toString() } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('Test controls over HTTP (no API key)', () => {
  it('opens and closes a dispute', async () => {
    const intent = await paidPaymentIntent(harness.stripe, 4000);
    const opened = await control('POST', '/_test/disputes', { charge: intent.id, amount: '1500' });
    expect(opened).toMatchObject({
      status: 200,
      body: { object: 'dispute', amount: 1500, status: 'needs_response' },
    });
    const closed = await control('POST', `/_test/disputes/${String(opened.body.id)}/close`, {
      status: 'won',
    });
    expect(closed.body.status).toBe('won');
    expect((await control('POST', '/_test/disputes/dp_missing/close', { status: 'won' })).status).toBe(404);
    expect((await control('POST', '/_test/disputes', { charge: 'ch_missing' })).status).toBe(404);
  });

  it('onboards an account, fails its next transfer, and authenticates an intent', async () => {
    const account = await harness.stripe.accounts.create({ type: 'express', country: 'PT' });
    expect((await control('POST', `/_test/accounts/${account.id}/onboard`)).body.charges_enabled).toBe(true);
    await control('POST', `/_test/accounts/${account.id}/fail_next_transfer`);
    await expect(
      harness.stripe.transfers.create({ amount: 500, currency: 'eur', destination: account.id }),
    ).rejects.toMatchObject({ code: 'balance_insufficient' });

    const customer = await harness.stripe.customers.create({});
    const setup = await harness.stripe.setupIntents.create({
      customer: customer.id,
      payment_method: 'pm_card_authenticationRequired',
      confirm: true,
    });
    expect(setup.status).toBe('requires_action');
    const failed = await control('POST', `/_test/intents/${setup.id}/authenticate`, { outcome: 'fail' });
    expect(failed.body.status).toBe('requires_payment_method');
    const again = await control('POST', `/_test/intents/${setup.id}/authenticate`);
    expect(again).toMatchObject({ status: 400, body: { error: { type: 'invalid_request_error' } } });

    const events = await control('GET', '/_test/events');
    const types = (events.body.data as Stripe.Event[]).map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['account.updated', 'setup_intent.setup_failed']));
  });

  it('still requires the API key everywhere else', async () => {
    expect((await control('GET', '/v1/events')).status).toBe(401);
  });
});
