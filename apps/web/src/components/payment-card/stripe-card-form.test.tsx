import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, problem } from '@/test/fetch';
import { paymentMethod } from '@/test/payment-method-fixture';
import { renderWithProviders } from '@/test/render';
import { AddCardForm } from './add-card-form';

/** Stripe.js cannot load here: the React bindings and loadStripe are stubbed; the stub records each call. */
const stripe = vi.hoisted(() => ({
  confirmSetup: vi.fn(),
  loadStripe: vi.fn(),
  elementsOptions: [] as unknown[],
}));

vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: React.ReactNode; options: unknown }) => {
    stripe.elementsOptions.push(options);
    return children;
  },
  PaymentElement: ({ onReady }: { onReady?: () => void }) => {
    useEffect(() => onReady?.(), [onReady]);
    return <div data-testid="payment-element" />;
  },
  useStripe: () => ({ confirmSetup: stripe.confirmSetup }),
  useElements: () => ({ kind: 'elements' }),
}));

const user = userEvent.setup();
const CONFIG = '/api/v1/payments/config';
const SETUP = '/api/v1/me/payment-methods/setup-intent';
const SAVE = '/api/v1/me/payment-methods';

function renderStripeForm(save: () => Response = () => json(paymentMethod(), 201)) {
  const fetch = mockFetch((request) => {
    if (request.url === CONFIG) return json({ provider: 'stripe', publishableKey: 'pk_test_123' });
    if (request.url === SETUP) return json({ setupIntentId: 'seti_1', clientSecret: 'seti_1_secret_x' }, 201);
    if (request.url === SAVE && request.method === 'POST') return save();
    return undefined;
  });
  const onAdded = vi.fn();
  renderWithProviders(
    <AddCardForm hasDefault onAdded={onAdded} onCancel={() => {}} onPendingChange={() => {}} />,
  );
  return { ...fetch, onAdded };
}

describe('Add Card in Stripe mode (Payment Element)', () => {
  beforeEach(() => {
    stripe.confirmSetup.mockReset();
    stripe.loadStripe.mockReset().mockResolvedValue({});
    stripe.elementsOptions.length = 0;
  });

  it('loads Stripe.js with the publishable key, mounts the Payment Element for a new SetupIntent, confirms it and saves it by id', async () => {
    stripe.confirmSetup.mockResolvedValue({ setupIntent: { id: 'seti_1', status: 'succeeded' } });
    const { requests, onAdded } = renderStripeForm();

    expect(await screen.findByTestId('payment-element')).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(stripe.elementsOptions[0]).toEqual({ clientSecret: 'seti_1_secret_x' });
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Set as default' }));
    await user.click(screen.getByRole('button', { name: 'Save card' }));

    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(paymentMethod()));
    expect(stripe.confirmSetup).toHaveBeenCalledWith(
      expect.objectContaining({ elements: { kind: 'elements' }, redirect: 'if_required' }),
    );
    const posts = requests.filter((r) => r.url === SAVE && r.method === 'POST');
    expect(posts).toEqual([expect.objectContaining({ body: { setupIntentId: 'seti_1', isDefault: true } })]);
    expect(requests.filter((r) => r.url === SETUP)).toHaveLength(1);
  });

  it("shows Stripe's error in the form and saves nothing when the bank refuses the card", async () => {
    stripe.confirmSetup.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    const { requests, onAdded } = renderStripeForm();
    await user.click(await screen.findByRole('button', { name: 'Save card' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(requests.some((r) => r.url === SAVE && r.method === 'POST')).toBe(false);
    expect(onAdded).not.toHaveBeenCalled();
  });

  it("shows the API's refusal (a SetupIntent that did not succeed) in the form", async () => {
    stripe.confirmSetup.mockResolvedValue({ setupIntent: { id: 'seti_1', status: 'succeeded' } });
    const { onAdded } = renderStripeForm(() =>
      problem(422, 'Card Not Confirmed', 'The card was not confirmed with your bank.', 'setup_not_succeeded'),
    );
    await user.click(await screen.findByRole('button', { name: 'Save card' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The card was not confirmed with your bank.');
    expect(onAdded).not.toHaveBeenCalled();
  });
});

describe('Add Card in local mode', () => {
  it('shows the built-in card form and never loads Stripe', async () => {
    stripe.loadStripe.mockReset();
    const { requests } = mockFetch();
    renderWithProviders(
      <AddCardForm hasDefault={false} onAdded={() => {}} onCancel={() => {}} onPendingChange={() => {}} />,
    );
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
    expect(requests.some((r) => r.url === SETUP)).toBe(false);
  });
});
