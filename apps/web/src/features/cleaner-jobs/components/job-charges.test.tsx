import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeJob } from '@/test/booking-fixture';
import { mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { JobCharges } from './job-charges';

const charge = {
  kind: 'charge' as const,
  amountCents: 8000,
  status: 'succeeded' as const,
  reference: 'ch_1',
  createdAt: '2030-01-01T12:00:00.000Z',
};

describe('JobCharges and the customer’s tip (decision 076)', () => {
  it('shows a paid tip as all the cleaner’s, and its charge by name', () => {
    mockFetch();
    const tipCharge = { ...charge, kind: 'tip' as const, amountCents: 1200, reference: 'ch_2' };
    const job = makeJob({
      status: 'completed',
      currency: 'EUR',
      charges: [charge, tipCharge],
      tip: { amountCents: 1200, status: 'paid', createdAt: '2030-01-02T10:00:00.000Z' },
    });
    renderWithProviders(<JobCharges booking={job} />);
    expect(
      screen.getByText('Tip from your customer: €12.00, all of it yours with your next payout'),
    ).toBeInTheDocument();
    expect(screen.getByText('Tip')).toBeInTheDocument();
  });

  it('says nothing of a tip while there is none', () => {
    mockFetch();
    renderWithProviders(<JobCharges booking={makeJob({ status: 'completed', charges: [charge] })} />);
    expect(screen.queryByText(/Tip from your customer/)).not.toBeInTheDocument();
  });
});
