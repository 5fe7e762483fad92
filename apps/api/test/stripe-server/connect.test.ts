import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { eventTypesFor, paidPaymentIntent, useStripeTestServer } from './test-fixtures.js';

const harness = useStripeTestServer();

function expressAccount(email = 'cleaner@example.com') {
  return harness.stripe.accounts.create({
    type: 'express',
    country: 'CA',
    email,
    capabilities: { transfers: { requested: true } },
    metadata: { cleanerId: 'c-1' },
  });
}

describe('Connect: Express accounts, onboarding links and transfers', () => {
  it('creates an account that cannot receive money until onboarding is done in the browser', async () => {
    const account = await expressAccount();
    expect(account).toMatchObject({
      type: 'express',
      country: 'CA',
      email: 'cleaner@example.com',
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
      capabilities: { transfers: 'inactive' },
      metadata: { cleanerId: 'c-1' },
    });

    const link = await harness.stripe.accountLinks.create({
      account: account.id,
      refresh_url: 'https://limpa.test/cleaner/payouts/refresh',
      return_url: 'https://limpa.test/cleaner/payouts/done',
      type: 'account_onboarding',
    });
    expect(link.object).toBe('account_link');
    expect(link.url.startsWith(`${harness.server.url}/_test/connect/onboard/${account.id}`)).toBe(true);
    expect(link.expires_at).toBeGreaterThan(link.created);

    const opened = await fetch(link.url, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('https://limpa.test/cleaner/payouts/done');
    const onboarded = await harness.stripe.accounts.retrieve(account.id);
    expect(onboarded).toMatchObject({
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      capabilities: { transfers: 'active' },
    });
    expect(onboarded.requirements?.currently_due).toEqual([]);
    expect(eventTypesFor(harness.server, account.id)).toEqual(['account.updated']);
  });

  it('transfers to an onboarded account, once per Idempotency-Key', async () => {
    const account = await expressAccount();
    harness.server.completeAccountOnboarding(account.id);
    const params: Stripe.TransferCreateParams = {
      amount: 8000,
      currency: 'cad',
      destination: account.id,
      transfer_group: 'booking-b-9',
      metadata: { payoutId: 'p-1' },
    };
    const transfer = await harness.stripe.transfers.create(params, { idempotencyKey: 'payout-p-1' });
    expect(transfer).toMatchObject({
      object: 'transfer',
      amount: 8000,
      currency: 'cad',
      destination: account.id,
      transfer_group: 'booking-b-9',
      metadata: { payoutId: 'p-1' },
      reversed: false,
    });
    const replayed = await harness.stripe.transfers.create(params, { idempotencyKey: 'payout-p-1' });
    expect(replayed.id).toBe(transfer.id);
    expect(harness.server.events().filter((event) => event.type === 'transfer.created')).toHaveLength(1);
    expect((await harness.stripe.transfers.retrieve(transfer.id)).amount).toBe(8000);
  });

  it('refuses a transfer before onboarding, and the next one after failNextTransfer', async () => {
    const account = await expressAccount();
    const early = await harness.stripe.transfers
      .create({ amount: 1000, currency: 'cad', destination: account.id })
      .catch((caught: unknown) => caught);
    expect(early).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(early).toMatchObject({ code: 'insufficient_capabilities_for_transfer', statusCode: 400 });

    harness.server.completeAccountOnboarding(account.id);
    harness.server.failNextTransfer(account.id);
    await expect(
      harness.stripe.transfers.create({ amount: 1000, currency: 'cad', destination: account.id }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'balance_insufficient',
    });
    const next = await harness.stripe.transfers.create({
      amount: 1000,
      currency: 'cad',
      destination: account.id,
    });
    expect(next.destination).toBe(account.id);
    expect(
      harness.server
        .events()
        .filter((event) => event.type === 'transfer.created' && event.data.object.id === next.id),
    ).toHaveLength(1);
  });

  it('ties a transfer to a charge of the platform (source_transaction), refusing an unknown one', async () => {
    const account = await expressAccount();
    harness.server.completeAccountOnboarding(account.id);
    const paid = await paidPaymentIntent(harness.stripe, 10_000);
    const transfer = await harness.stripe.transfers.create({
      amount: 8000,
      currency: 'cad',
      destination: account.id,
      source_transaction: String(paid.latest_charge),
    });
    expect(transfer.source_transaction).toBe(paid.latest_charge);
    await expect(
      harness.stripe.transfers.create({
        amount: 8000,
        currency: 'cad',
        destination: account.id,
        source_transaction: 'ch_missing',
      }),
    ).rejects.toMatchObject({ code: 'resource_missing', param: 'source_transaction' });
  });

  it('answers 404 for an unknown account or destination', async () => {
    await expect(harness.stripe.accounts.retrieve('acct_missing')).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      harness.stripe.transfers.create({ amount: 1000, currency: 'cad', destination: 'acct_missing' }),
    ).rejects.toMatchObject({ code: 'resource_missing', param: 'destination' });
    const page = await fetch(
      `${harness.server.url}/_test/connect/onboard/acct_missing?return_url=https://limpa.test`,
      {
        redirect: 'manual',
      },
    );
    expect(page.status).toBe(404);
  });
});
