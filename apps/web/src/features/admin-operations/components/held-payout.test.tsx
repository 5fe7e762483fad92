import type { AdminPayout } from '@limpa/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { RecentPayouts } from './recent-payouts';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

const reversed: AdminPayout = {
  id: '3b7c6f55-7a3e-4d43-9a52-0d0c4e1f0009',
  cleanerId: 'cleaner-ana',
  fullName: 'Ana Silva',
  amountCents: 4675,
  currency: 'EUR',
  status: 'reversed',
  failureReason: null,
  heldCents: 4675,
  createdAt: '2026-11-01T10:00:00.000Z',
  bookingCount: 1,
};
const resendUrl = `/api/v1/admin/payouts/${reversed.id}/resend`;

describe('a reversed payout on the payouts page (decision 043)', () => {
  it('shows the held money and sends it again only after confirming', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch((request) =>
      request.url === resendUrl && request.method === 'POST'
        ? json(
            {
              payout: { ...reversed, heldCents: 0 },
              transfer: {
                n: 1,
                amountCents: 4675,
                reference: 'tr_1',
                idempotencyKey: `payout:${reversed.id}:resend:1`,
              },
            },
            201,
          )
        : undefined,
    );
    renderWithProviders(<RecentPayouts payouts={[reversed]} />);
    expect(screen.getByText('Reversed')).toBeInTheDocument();
    expect(screen.getByText(/held after a reversal/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send again' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send the held money again?' });
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: /^Send / }));
    expect(await screen.findByText('Sent again')).toBeInTheDocument();
    expect(requests.filter((r) => r.url === resendUrl && r.method === 'POST')).toHaveLength(1);
  });

  it("says the server's reason when the transfer is refused", async () => {
    const user = userEvent.setup();
    mockFetch((request) =>
      request.url === resendUrl
        ? problem(409, 'Transfer Refused', 'The payment processor refused the transfer.', 'transfer_refused')
        : undefined,
    );
    renderWithProviders(<RecentPayouts payouts={[reversed]} />);
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /^Send / }));
    expect(await screen.findByText('Not sent')).toBeInTheDocument();
    expect(screen.getByText('The payment processor refused the transfer.')).toBeInTheDocument();
  });

  it('offers nothing when no money is held', async () => {
    renderWithProviders(<RecentPayouts payouts={[{ ...reversed, status: 'completed', heldCents: 0 }]} />);
    await waitFor(() => expect(screen.getByText('Paid out')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
  });
});
