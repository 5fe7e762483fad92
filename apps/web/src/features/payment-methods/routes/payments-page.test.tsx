import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, problem, type RecordedRequest } from '@/test/fetch';
import { paymentMethod } from '@/test/payment-method-fixture';
import { renderWithProviders } from '@/test/render';
import { PaymentsPage } from './payments-page';

const LIST = '/api/v1/me/payment-methods';

const card = paymentMethod;

const visa = card({ isDefault: true });
const mastercard = card({
  id: '00000000-0000-4000-8000-000000000002',
  brand: 'mastercard',
  lastFour: '4444',
});
const expired = card({
  id: '00000000-0000-4000-8000-000000000003',
  brand: 'amex',
  lastFour: '0005',
  expMonth: 1,
  expYear: 2024,
  isExpired: true,
});

function renderPage() {
  return renderWithProviders(<PaymentsPage />, { path: '/customer/payments' });
}

/** The tile (list item) of the card ending in these digits. */
async function tile(lastFour: string) {
  const list = await screen.findByRole('list', { name: 'Saved cards' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(`•••• ${lastFour}`));
  if (!item) throw new Error(`no tile for ${lastFour}`);
  return item;
}

describe('PaymentsPage: the list', () => {
  it('shows a skeleton while loading, then the empty state with an Add Card button', async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch(({ url }) => (url === LIST ? new Promise<Response>((r) => (answer = r)) : undefined));
    renderPage();

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your cards');
    answer(json([]));
    expect(await screen.findByRole('heading', { name: 'No payment methods yet' })).toBeInTheDocument();
    expect(
      screen.getByText('Cards are charged only after your cleaner confirms a booking.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Card' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows each card as a tile: default badge, expired badge, and no "Set as default" on expired or default cards', async () => {
    mockFetch(({ url }) => (url === LIST ? json([visa, mastercard, expired]) : undefined));
    renderPage();

    const visaTile = await tile('4242');
    expect(visaTile).toHaveTextContent('Visa ending in 4242');
    expect(visaTile).toHaveTextContent('12/30');
    expect(within(visaTile).getByText('Default')).toBeInTheDocument();
    expect(within(visaTile).queryByRole('button', { name: 'Set as default' })).not.toBeInTheDocument();

    const mcTile = await tile('4444');
    expect(within(mcTile).queryByText('Default')).not.toBeInTheDocument();
    expect(within(mcTile).getByRole('button', { name: 'Set as default' })).toBeEnabled();

    const expiredTile = await tile('0005');
    expect(within(expiredTile).getByText('Expired')).toBeInTheDocument();
    expect(expiredTile).toHaveTextContent('01/24');
    expect(within(expiredTile).queryByRole('button', { name: 'Set as default' })).not.toBeInTheDocument();
    expect(within(expiredTile).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('toasts "Failed to fetch payment methods" with the server message and offers a retry', async () => {
    let fail = true;
    mockFetch(({ url }) => {
      if (url !== LIST) return undefined;
      return fail ? problem(500, 'Internal Server Error', 'The database is unavailable.') : json([visa]);
    });
    renderPage();

    expect(await screen.findByText('Failed to fetch payment methods')).toBeInTheDocument();
    expect(screen.getByText('The database is unavailable.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await tile('4242')).toBeInTheDocument();
  });

  it('shows "Configuration Error" when the payment service reports an API key problem', async () => {
    mockFetch(({ url }) =>
      url === LIST ? problem(500, 'Payment error', 'Invalid API Key provided: sk_test_****') : undefined,
    );
    renderPage();

    expect(await screen.findByText('Configuration Error')).toBeInTheDocument();
    expect(
      screen.getByText('Payment service configuration issue. Please contact support.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact support' })).toBeInTheDocument();
    expect(screen.queryByText(/sk_test/)).not.toBeInTheDocument();
  });
});

describe('PaymentsPage: set as default', () => {
  it('switches the default and toasts "Default payment method updated"', async () => {
    let cards = [visa, mastercard];
    const { requests } = mockFetch(({ url, method }) => {
      if (url === LIST) return json(cards);
      if (url === `${LIST}/${mastercard.id}/default` && method === 'POST') {
        cards = [
          { ...visa, isDefault: false },
          { ...mastercard, isDefault: true },
        ];
        return json(cards[1]);
      }
      return undefined;
    });
    renderPage();

    await userEvent.click(within(await tile('4444')).getByRole('button', { name: 'Set as default' }));
    expect(await screen.findByText('Default payment method updated')).toBeInTheDocument();
    await waitFor(async () => expect(within(await tile('4444')).getByText('Default')).toBeInTheDocument());
    expect(within(await tile('4242')).queryByText('Default')).not.toBeInTheDocument();
    expect(within(await tile('4242')).getByRole('button', { name: 'Set as default' })).toBeInTheDocument();
    expect(requests.filter((r) => r.url.endsWith('/default'))).toHaveLength(1);
  });

  it('disables the buttons while the request runs', async () => {
    mockFetch(({ url }) => {
      if (url === LIST) return json([visa, mastercard]);
      if (url.endsWith('/default')) return new Promise<Response>(() => {});
      return undefined;
    });
    renderPage();

    const mcTile = await tile('4444');
    await userEvent.click(within(mcTile).getByRole('button', { name: 'Set as default' }));
    await waitFor(() =>
      expect(within(mcTile).getByRole('button', { name: 'Set as default' })).toBeDisabled(),
    );
    expect(within(mcTile).getByRole('button', { name: 'Remove' })).toBeDisabled();
    expect(within(await tile('4242')).getByRole('button', { name: 'Remove' })).toBeDisabled();
  });

  it('shows the server message under "Failed to set default payment method"', async () => {
    mockFetch(({ url }) => {
      if (url === LIST) return json([visa, mastercard]);
      if (url.endsWith('/default')) {
        return problem(
          422,
          'Failed to set default payment method',
          'An expired card cannot be the default payment method.',
        );
      }
      return undefined;
    });
    renderPage();

    await userEvent.click(within(await tile('4444')).getByRole('button', { name: 'Set as default' }));
    expect(await screen.findByText('Failed to set default payment method')).toBeInTheDocument();
    expect(screen.getByText('An expired card cannot be the default payment method.')).toBeInTheDocument();
  });
});

describe('PaymentsPage: remove', () => {
  const deletes = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'DELETE');

  it('asks for confirmation first; Cancel keeps the card', async () => {
    const { requests } = mockFetch(({ url }) => (url === LIST ? json([visa, mastercard]) : undefined));
    renderPage();

    await userEvent.click(within(await tile('4242')).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this card?' });
    expect(dialog).toHaveAccessibleDescription(/Visa ending in 4242 will be removed/);
    expect(dialog).toHaveAccessibleDescription(/Your newest other card becomes the default\./);
    expect(deletes(requests)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deletes(requests)).toHaveLength(0);
  });

  it('removes the card after confirming and toasts "Payment method removed successfully"', async () => {
    let cards = [visa, mastercard];
    const { requests } = mockFetch(({ url, method }) => {
      if (url === LIST) return json(cards);
      if (url === `${LIST}/${visa.id}` && method === 'DELETE') {
        cards = [{ ...mastercard, isDefault: true }];
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    renderPage();

    await userEvent.click(within(await tile('4242')).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this card?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));

    expect(await screen.findByText('Payment method removed successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(async () =>
      expect(
        within(await screen.findByRole('list', { name: 'Saved cards' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(within(await tile('4444')).getByText('Default')).toBeInTheDocument();
    expect(deletes(requests)).toHaveLength(1);
  });

  it('keeps the dialog open and toasts "Failed to remove payment method" on failure', async () => {
    mockFetch(({ url, method }) => {
      if (url === LIST) return json([visa]);
      if (method === 'DELETE') return problem(404, 'Not Found', 'Payment method not found.');
      return undefined;
    });
    renderPage();

    await userEvent.click(within(await tile('4242')).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText('Failed to remove payment method')).toBeInTheDocument();
    expect(screen.getByText('Payment method not found.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove card' })).toBeEnabled();
  });
});
