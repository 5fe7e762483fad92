import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBooking } from '@/test/booking-fixture';
import { renderWithProviders } from '@/test/render';
import { AdminNoShowSection } from './admin-no-show-section';

// A $55.00 base price (CAD): the fee is $27.50, split $4.13 to the platform and $23.37 to the cleaner.
const CANCELLED = makeBooking({ currency: 'CAD', status: 'cancelled', cancelledBy: 'customer' });

const section = () => screen.getByRole('region', { name: 'Late cancellation and no-show' });
const row = (label: string) => within(section()).getByText(label).closest('div');

describe("the admin booking detail's late cancellation and no-show", () => {
  it("shows a late cancellation's fee with the cleaner's and the platform's shares", () => {
    renderWithProviders(<AdminNoShowSection booking={{ ...CANCELLED, lateCancellationFeeCents: 2750 }} />);
    expect(row('Cancelled inside 24 h')).toHaveTextContent('By the customer');
    expect(row('Late-cancellation fee')).toHaveTextContent('$27.50');
    expect(row("Cleaner's share")).toHaveTextContent('$23.37');
    expect(row('Platform fee')).toHaveTextContent('$4.13');
  });

  it('shows a no-show: who did not come and when it was reported, with the fee when the customer owes it', () => {
    renderWithProviders(
      <AdminNoShowSection
        booking={{
          ...CANCELLED,
          cancelledBy: 'cleaner',
          lateCancellationFeeCents: 2750,
          noShow: { who: 'customer', reportedAt: '2026-11-25T12:05:00.000Z' },
        }}
      />,
    );
    expect(row('Did not come')).toHaveTextContent('The customer (the cleaner could not get in)');
    expect(row('Reported')).toHaveTextContent(/Nov 25, 2026/);
    expect(row('Late-cancellation fee')).toHaveTextContent('$27.50');
  });

  it("shows a cleaner's no-show without a fee", () => {
    renderWithProviders(
      <AdminNoShowSection
        booking={{ ...CANCELLED, noShow: { who: 'cleaner', reportedAt: '2026-11-25T12:05:00.000Z' } }}
      />,
    );
    expect(row('Did not come')).toHaveTextContent('The cleaner');
    expect(within(section()).queryByText('Late-cancellation fee')).not.toBeInTheDocument();
  });

  it('shows nothing for a booking cancelled in time', () => {
    renderWithProviders(<AdminNoShowSection booking={CANCELLED} />);
    expect(screen.queryByRole('region', { name: 'Late cancellation and no-show' })).not.toBeInTheDocument();
  });
});
