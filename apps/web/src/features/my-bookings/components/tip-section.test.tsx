import type { Booking } from '@limpa/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tippableBooking } from '@/test/booking-fixture';
import { json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { TipSection } from './tip-section';

const user = userEvent.setup();
const TIP_URL = /\/api\/v1\/bookings\/[^/]+\/tip$/;

const completed = tippableBooking;

const tipped = (booking: Booking, amountCents: number) => {
  const tip = { amountCents, status: 'paid' as const, createdAt: '2030-01-02T10:00:00.000Z' };
  return { tip, booking: { ...booking, tip, tipUntil: null } };
};

describe('TipSection', () => {
  it('offers 10, 15 and 20 % with their amounts, then charges the chosen one after a confirmation', async () => {
    const booking = completed();
    const { requests } = mockFetch(({ url, method, body }) =>
      method === 'POST' && TIP_URL.test(url)
        ? json(tipped(booking, (body as { amountCents: number }).amountCents), 201)
        : undefined,
    );
    renderWithProviders(<TipSection booking={booking} />);
    expect(screen.getByRole('heading', { name: 'Leave a tip' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /10 %.*€8\.00/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /20 %.*€16\.00/ })).toBeInTheDocument();
    const fifteen = screen.getByRole('button', { name: /15 %.*€12\.00/ });
    await user.click(fifteen);
    expect(fifteen).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Tip €12.00' }));
    expect(await screen.findByRole('alertdialog', { name: 'Tip €12.00?' })).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Confirm tip' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ amountCents: 1200 }),
    );
  });

  it('takes an amount of one’s own, and refuses one beyond the total without asking the API', async () => {
    const booking = completed();
    const { requests } = mockFetch(({ url, method }) =>
      method === 'POST' && TIP_URL.test(url) ? json(tipped(booking, 350), 201) : undefined,
    );
    renderWithProviders(<TipSection booking={booking} />);
    await user.click(screen.getByRole('button', { name: 'Other amount' }));
    const input = screen.getByLabelText('Amount (EUR)');
    await user.type(input, '80.01');
    await user.click(screen.getByRole('button', { name: 'Tip' }));
    expect(screen.getByText('Choose an amount from 0.01 up to €80.00.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, '3,5');
    await user.click(screen.getByRole('button', { name: 'Tip €3.50' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm tip' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ amountCents: 350 }]),
    );
  });

  it('a declined card says why and lets the customer try again', async () => {
    const detail = 'The card was declined, so no tip was taken. You can try again.';
    mockFetch(({ method }) =>
      method === 'POST' ? problem(402, 'Tip Not Taken', detail, 'tip_declined') : undefined,
    );
    renderWithProviders(<TipSection booking={completed()} />);
    await user.click(screen.getByRole('button', { name: /10 %/ }));
    await user.click(screen.getByRole('button', { name: 'Tip €8.00' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm tip' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tip €8.00' })).toBeEnabled();
  });

  it('says what was tipped once there is a tip, and offers nothing when the window is closed', () => {
    mockFetch();
    const { unmount } = renderWithProviders(<TipSection booking={tipped(completed(), 1200).booking} />);
    expect(screen.getByText('You tipped €12.00. Thank you!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /15 %/ })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<TipSection booking={completed({ tipUntil: null })} />);
    expect(screen.queryByRole('heading', { name: 'Leave a tip' })).not.toBeInTheDocument();
  });
});
