import type { BookingPayment } from '@limpa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBooking } from '@/test/booking-fixture';
import { json, mockFetch, problem, type RecordedRequest } from '@/test/fetch';
import { paymentMethod } from '@/test/payment-method-fixture';
import { renderWithProviders } from '@/test/render';
import { PaymentActionBanner } from './payment-action-banner';

const stripe = vi.hoisted(() => ({ confirmCardPayment: vi.fn(), loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));

const user = userEvent.setup();
const ID = '0b7c6f55-7a3e-4d43-9a52-0d0c4e1f0001';
const PAYMENT = `/api/v1/bookings/${ID}/payment`;
const RETRY = `/api/v1/bookings/${ID}/payment/retry`;
const AUTHENTICATE = '/api/v1/payments/local/authenticate';

const owed = (overrides: Partial<BookingPayment> = {}): BookingPayment => ({
  status: 'requires_action',
  amountCents: 5500,
  currency: 'EUR',
  clientSecret: 'pi_local_1_secret',
  provider: 'local',
  failureMessage: null,
  ...overrides,
});

const CARDS = [
  paymentMethod({ isDefault: true }),
  paymentMethod({ id: '00000000-0000-4000-8000-000000000002', brand: 'mastercard', lastFour: '4444' }),
];

function renderBanner(
  paymentStatus: 'requires_action' | 'failed' | 'paid',
  handler: (request: RecordedRequest) => Response | undefined = () => undefined,
) {
  const fetch = mockFetch((request) => {
    const answer = handler(request);
    if (answer) return answer;
    if (request.url === '/api/v1/me/payment-methods') return json(CARDS);
    return undefined;
  });
  renderWithProviders(
    <PaymentActionBanner booking={makeBooking({ id: ID, status: 'confirmed', paymentStatus })} />,
  );
  return fetch;
}

/**
 * Stripe mode, the booking's PaymentIntent waiting for the customer's bank; once `settled` is called the
 * webhook has done its work and the payment reads paid.
 */
function stripeAwaitingBank() {
  let paid = false;
  const handler = ({ url, method }: RecordedRequest) => {
    if (url === '/api/v1/payments/config') return json({ provider: 'stripe', publishableKey: 'pk_test_1' });
    if (url === PAYMENT && method === 'GET')
      return json(
        paid
          ? owed({ provider: 'stripe', status: 'paid', amountCents: 0, clientSecret: null })
          : owed({ provider: 'stripe', clientSecret: 'pi_3_secret_abc' }),
      );
    return undefined;
  };
  return { handler, settled: () => (paid = true) };
}

beforeEach(() => {
  stripe.confirmCardPayment.mockReset();
  stripe.loadStripe.mockReset().mockResolvedValue({ confirmCardPayment: stripe.confirmCardPayment });
});

describe('PaymentActionBanner', () => {
  it('says nothing about a paid booking', () => {
    renderBanner('paid');
    expect(screen.queryByRole('region', { name: /payment/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('local processor: "Confirm payment" opens the stand-in bank page and "Authorize" completes the charge', async () => {
    const { requests } = renderBanner('requires_action', ({ url, method }) => {
      if (url === PAYMENT && method === 'GET') return json(owed());
      if (url === AUTHENTICATE) return json({ status: 'paid' });
      return undefined;
    });
    expect(
      screen.getByRole('region', { name: 'Your bank needs you to confirm this payment' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));

    const bank = await screen.findByRole('dialog', { name: 'Confirm this payment with your bank' });
    expect(within(bank).getByText('€55.00 to pay')).toBeInTheDocument();
    await user.click(within(bank).getByRole('button', { name: 'Authorize' }));

    expect(await screen.findByText('Payment confirmed')).toBeInTheDocument();
    expect(requests.filter((r) => r.url === AUTHENTICATE)).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: { clientSecret: 'pi_local_1_secret', outcome: 'succeed' },
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });

  it('local processor: "Fail" refuses the charge and says the payment failed', async () => {
    const { requests } = renderBanner('requires_action', ({ url, method }) => {
      if (url === PAYMENT && method === 'GET') return json(owed());
      if (url === AUTHENTICATE) return json({ status: 'failed' });
      return undefined;
    });
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    const bank = await screen.findByRole('dialog', { name: 'Confirm this payment with your bank' });
    await user.click(within(bank).getByRole('button', { name: 'Fail' }));

    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    expect(requests.find((r) => r.url === AUTHENTICATE)?.body).toEqual({
      clientSecret: 'pi_local_1_secret',
      outcome: 'fail',
    });
  });

  it("Stripe: hands the PaymentIntent's client secret to Stripe.js (confirmCardPayment)", async () => {
    const bank = stripeAwaitingBank();
    stripe.confirmCardPayment.mockImplementation(async () => {
      bank.settled();
      return { paymentIntent: { status: 'succeeded' } };
    });
    const { requests } = renderBanner('requires_action', bank.handler);
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));

    expect(await screen.findByText('Payment confirmed')).toBeInTheDocument();
    // Read once for the client secret, then again until the webhook has settled it.
    await waitFor(() => expect(requests.filter((r) => r.url === PAYMENT)).toHaveLength(2));
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_3_secret_abc');
  });

  it("Stripe: the bank's refusal is shown and nothing else is called", async () => {
    stripe.confirmCardPayment.mockResolvedValue({ error: { message: 'Authentication failed.' } });
    renderBanner('requires_action', stripeAwaitingBank().handler);
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('Authentication failed.')).toBeInTheDocument();
    expect(screen.getByText('The payment was not confirmed')).toBeInTheDocument();
  });

  it('failed: "Pay now" charges the chosen card, and a bank that asks for authentication opens it', async () => {
    const { requests } = renderBanner('failed', ({ url }) => {
      if (url === RETRY)
        return json({ booking: makeBooking({ id: ID, paymentStatus: 'requires_action' }), payment: owed() });
      return undefined;
    });
    expect(screen.getByRole('region', { name: 'Payment failed' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay now' });
    expect(await within(dialog).findByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Mastercard ending in 4444' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay €55.00' }));

    expect(
      await screen.findByRole('dialog', { name: 'Confirm this payment with your bank' }),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.url === RETRY)?.body).toEqual({ paymentMethodId: CARDS[1]?.id });
  });

  it("failed: the API's refusal stays in the Pay now dialog", async () => {
    renderBanner('failed', ({ url }) =>
      url === RETRY
        ? problem(409, 'Nothing To Pay', 'Nothing is owed on this booking.', 'nothing_owed')
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay now' });
    await user.click(await within(dialog).findByRole('button', { name: 'Pay €55.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nothing is owed on this booking.');
  });

  it('failed: a declined retry shows why, and "Add a card" opens the card form in the dialog', async () => {
    renderBanner('failed', ({ url }) =>
      url === RETRY
        ? json({
            booking: makeBooking({ id: ID, paymentStatus: 'failed' }),
            payment: owed({
              status: 'failed',
              clientSecret: null,
              failureMessage: 'Your card was declined.',
            }),
          })
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay now' });
    await user.click(await within(dialog).findByRole('button', { name: 'Pay €55.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined.');

    await user.click(within(dialog).getByRole('button', { name: 'Add a card' }));
    expect(await within(dialog).findByLabelText('Card number')).toBeInTheDocument();
  });
});
