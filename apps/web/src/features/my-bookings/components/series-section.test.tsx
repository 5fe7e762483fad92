import type { BookingSeries } from '@limpa/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { SeriesSection } from './series-section';

const SERIES: BookingSeries = {
  id: '5b0c9c1e-6f35-4c1e-9d0a-3c8f1f2a7b10',
  everyWeeks: 2,
  status: 'active',
  cleanerId: 'cleaner-ana',
  customerId: 'u1',
  bookingTime: '10:00',
  timeZone: 'Europe/Lisbon',
  bookings: [
    {
      id: '7d3f0a52-1b8e-4c3a-9f61-2e4b5c6d7e80',
      bookingDate: '2026-12-01',
      bookingTime: '10:00',
      startsAt: '2026-12-01T10:00:00.000Z',
      status: 'confirmed',
      paymentStatus: 'unpaid',
      canCustomerCancel: true,
    },
  ],
  skipped: [],
};

afterEach(() => vi.restoreAllMocks());

describe('SeriesSection', () => {
  it('says so when the series cannot be read, and Try again reads it', async () => {
    let fail = true;
    const { requests } = mockFetch((r) =>
      r.url === `/api/v1/booking-series/${SERIES.id}`
        ? fail
          ? problem(500, 'Internal Server Error', 'Something went wrong')
          : json(SERIES)
        : undefined,
    );
    renderWithProviders(<SeriesSection seriesId={SERIES.id} />);
    expect(await screen.findByText('Could not load this recurring cleaning.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recurring cleaning' })).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const section = await screen.findByRole('region', { name: 'Recurring cleaning' });
    expect(section).toHaveTextContent('Every 2 weeks');
    expect(screen.queryByText('Could not load this recurring cleaning.')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url.startsWith('/api/v1/booking-series/'))).toHaveLength(2);
  });
});
