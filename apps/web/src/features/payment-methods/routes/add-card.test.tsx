import type { PaymentMethod } from '@limpa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, problem, type RecordedRequest } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { PaymentsPage } from './payments-page';

/** No pause between keystrokes: these tests type whole card numbers. */
const user = userEvent.setup({ delay: null });

const LIST = '/api/v1/me/payment-methods';
const TOKENS = '/api/v1/payments/local/tokens';
const YY = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0');

const saved: PaymentMethod = {
  id: '00000000-0000-4000-8000-000000000009',
  brand: 'visa',
  lastFour: '4242',
  expMonth: 12,
  expYear: 2000 + Number(YY),
  isDefault: true,
  isExpired: false,
  createdAt: '2026-01-01T10:00:00.000Z',
};

type Handler = Parameters<typeof mockFetch>[0];

/** The page with its list answered by `cards`, the Add Card dialog opened. */
async function openDialog(cards: PaymentMethod[], handler: Handler = () => undefined) {
  const fetch = mockFetch((request) => {
    const answer = handler(request);
    if (answer) return answer;
    if (request.url === LIST && request.method === 'GET') return json(cards);
    return undefined;
  });
  renderWithProviders(<PaymentsPage />, { path: '/customer/payments' });
  await user.click(await screen.findByRole('button', { name: 'Add Card' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Card' });
  return { ...fetch, dialog };
}

/** Pastes each part into its field (typing is covered by the formatting test). */
async function typeCard(dialog: HTMLElement, number: string, expiry = `12${YY}`, cvc = '123') {
  const parts: [string, string][] = [
    ['Card number', number],
    ['Expiry (MM/YY)', expiry],
    ['CVC', cvc],
  ];
  for (const [label, value] of parts) {
    if (!value) continue;
    await user.click(within(dialog).getByLabelText(label));
    await user.paste(value);
  }
}

const cardRequests = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url === TOKENS || (r.url === LIST && r.method === 'POST'));

describe('Add Card form', () => {
  it('has the test-mode notice and card fields with numeric keyboards and autocomplete', async () => {
    const { dialog } = await openDialog([]);
    expect(
      within(dialog).getByText(
        'Test mode: no real card is charged. Use 4242 4242 4242 4242 (Visa) or 5555 5555 5555 4444 (Mastercard) with any future date and any CVC. 4000 0000 0000 0002 is declined.',
      ),
    ).toBeInTheDocument();
    const number = within(dialog).getByLabelText('Card number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(within(dialog).getByLabelText('Expiry (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
    const cvc = within(dialog).getByLabelText('CVC');
    expect(cvc).toHaveAttribute('autocomplete', 'cc-csc');
    expect(cvc).toHaveAttribute('inputmode', 'numeric');
    // No card yet: the first one becomes the default without asking.
    expect(
      within(dialog).getByText('Your first card becomes your default payment method.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('formats the number in groups of 4 while typing, digits only, at most 19', async () => {
    const { dialog } = await openDialog([]);
    const number = within(dialog).getByLabelText('Card number');
    await user.type(number, '4242a42424242424299');
    expect(number).toHaveValue('4242 4242 4242 4242 99');
    expect(within(dialog).getByText('Visa')).toBeInTheDocument();
  });

  it('formats a pasted number, the expiry as MM/YY and keeps the CVC to 4 digits', async () => {
    const { dialog } = await openDialog([]);
    const number = within(dialog).getByLabelText('Card number');
    await user.click(number);
    await user.paste('5555555555554444');
    expect(number).toHaveValue('5555 5555 5555 4444');
    expect(within(dialog).getByText('Mastercard')).toBeInTheDocument();

    const expiry = within(dialog).getByLabelText('Expiry (MM/YY)');
    await user.type(expiry, '1228');
    expect(expiry).toHaveValue('12/28');
    const cvc = within(dialog).getByLabelText('CVC');
    await user.type(cvc, '1x2345');
    expect(cvc).toHaveValue('1234');
  });

  it('says "Please complete all card information including security code." without any request', async () => {
    const { dialog, requests } = await openDialog([]);
    await typeCard(dialog, '4242424242424242', `12${YY}`, '');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Please complete all card information including security code.');
    const cvc = within(dialog).getByLabelText('CVC');
    expect(cvc).toHaveAttribute('aria-invalid', 'true');
    expect(cvc).toHaveAccessibleDescription('Please complete all card information including security code.');
    expect(cvc).toHaveFocus();
    expect(within(dialog).getByLabelText('Card number')).not.toHaveAttribute('aria-invalid');
    expect(cardRequests(requests)).toHaveLength(0);
  });

  it('catches a mistyped number on the device: "Your card number is invalid."', async () => {
    const { dialog, requests } = await openDialog([]);
    await typeCard(dialog, '4242424242424241');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your card number is invalid.');
    expect(within(dialog).getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(cardRequests(requests)).toHaveLength(0);
  });

  it('tokenises, saves only the token, clears the form and toasts "Payment method added successfully"', async () => {
    let cards: PaymentMethod[] = [];
    const { dialog, requests } = await openDialog([], ({ url, method }) => {
      if (url === TOKENS) return json({ token: 'tok_local_abc' });
      if (url === LIST && method === 'POST') {
        cards = [saved];
        return json(saved, 201);
      }
      if (url === LIST) return json(cards);
      return undefined;
    });
    await typeCard(dialog, '4242424242424242');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Payment method added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('list', { name: 'Saved cards' })).toHaveTextContent('•••• 4242');

    const sent = cardRequests(requests);
    expect(sent.map((r) => r.url)).toEqual([TOKENS, LIST]);
    expect(sent[0]!.body).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2000 + Number(YY),
      cvc: '123',
    });
    expect(sent[1]!.body).toEqual({ token: 'tok_local_abc' });

    // Opening the form again starts empty.
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    const again = await screen.findByRole('dialog', { name: 'Add Card' });
    expect(within(again).getByLabelText('Card number')).toHaveValue('');
    expect(within(again).getByLabelText('CVC')).toHaveValue('');
  });

  it('sends isDefault when "Set as default" is ticked, and disables the buttons while saving', async () => {
    const { dialog, requests } = await openDialog([saved], ({ url, method }) => {
      if (url === TOKENS) return json({ token: 'tok_local_def' });
      if (url === LIST && method === 'POST') return new Promise<Response>(() => {});
      return undefined;
    });
    await typeCard(dialog, '5555555555554444');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Set as default' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // The card is gone from the form as soon as the token is back.
    expect(within(dialog).getByLabelText('Card number')).toHaveValue('');
    expect(within(dialog).getByLabelText('CVC')).toHaveValue('');
    await waitFor(() =>
      expect(cardRequests(requests).at(-1)?.body).toEqual({ token: 'tok_local_def', isDefault: true }),
    );
  });

  it("shows the card processor's message on the field it is about", async () => {
    const { dialog } = await openDialog([], ({ url }) =>
      url === TOKENS
        ? problem(400, 'Invalid card', "Your card's security code is invalid.", 'invalid_cvc')
        : undefined,
    );
    await typeCard(dialog, '4242424242424242');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await within(dialog).findByText("Your card's security code is invalid.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText('CVC')).toHaveAttribute('aria-invalid', 'true');
    // The card stays so it can be corrected.
    expect(within(dialog).getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
  });

  it('toasts "Failed to add payment method" with the server message when saving fails', async () => {
    const { dialog } = await openDialog([saved], ({ url, method }) => {
      if (url === TOKENS) return json({ token: 'tok_local_x' });
      if (url === LIST && method === 'POST') {
        return problem(422, 'Limit Reached', 'You can save up to 10 cards.', 'limit_reached');
      }
      return undefined;
    });
    await typeCard(dialog, '4242424242424242');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Failed to add payment method')).toBeInTheDocument();
    expect(screen.getByText('You can save up to 10 cards.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Card' })).toBeInTheDocument();
  });

  it('toasts "Configuration Error" when the processor mentions authentication', async () => {
    const { dialog } = await openDialog([], ({ url }) =>
      url === TOKENS
        ? problem(500, 'Payment error', 'Authentication with the payment provider failed.')
        : undefined,
    );
    await typeCard(dialog, '4242424242424242');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Configuration Error')).toBeInTheDocument();
    expect(
      screen.getByText('Payment service configuration issue. Please contact support.'),
    ).toBeInTheDocument();
  });
});
