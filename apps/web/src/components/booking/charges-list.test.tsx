import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBooking } from '@/test/booking-fixture';
import { ChargesList } from './charges-list';

const booking = makeBooking({
  currency: 'EUR',
  timeZone: 'Europe/Lisbon',
  charges: [
    {
      kind: 'charge',
      status: 'succeeded',
      amountCents: 5500,
      createdAt: '2026-06-01T09:00:00Z',
      reference: 'ch_1',
    },
    {
      kind: 'refund',
      status: 'failed',
      amountCents: -2000,
      createdAt: '2026-06-03T09:00:00Z',
      reference: 'rf_1',
    },
  ],
});

const labels = {
  kindLabel: (kind: string) => `kind:${kind}`,
  statusLabel: (status: string) => `status:${status}`,
};

describe('ChargesList', () => {
  it('lists each charge with its kind, local date, outcome and amount', () => {
    render(<ChargesList booking={booking} {...labels} />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('kind:charge')).toBeInTheDocument();
    expect(first).toHaveTextContent('Jun 1, 2026');
    expect(within(first!).getByText('status:succeeded')).not.toHaveClass('text-status-failed');
    expect(first).toHaveTextContent('€55.00');
    expect(within(second!).getByText('status:failed')).toHaveClass('text-status-failed');
  });

  it('signs refunds when asked', () => {
    render(<ChargesList booking={booking} {...labels} signRefunds />);
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('−€20.00');
  });
});
