import type { BookingSeries } from '@limpa/contracts';
import { screen, within } from '@testing-library/react';
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
      basePriceCents: 6001,
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
    renderWithProviders(<SeriesSection seriesId={SERIES.id} currency="EUR" />);
    expect(await screen.findByText('Could not load this recurring cleaning.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recurring cleaning' })).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const section = await screen.findByRole('region', { name: 'Recurring cleaning' });
    expect(section).toHaveTextContent('Every 2 weeks');
    expect(screen.queryByText('Could not load this recurring cleaning.')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url.startsWith('/api/v1/booking-series/'))).toHaveLength(2);
  });

  // The visit starts 2026-12-01 10:00 UTC; its base price €60.01 makes a €30.01 fee (half, rounded half up).
  const skipAt = async (now: string) => {
    const { requests } = mockFetch((r) => {
      if (r.url === `/api/v1/booking-series/${SERIES.id}`) return json(SERIES);
      if (r.method === 'POST') return json({ booking: {} });
      return undefined;
    });
    renderWithProviders(<SeriesSection seriesId={SERIES.id} currency="EUR" now={new Date(now)} />);
    await userEvent.click(await screen.findByRole('button', { name: /Skip this visit on/ }));
    return { ask: await screen.findByRole('alertdialog', { name: 'Skip this visit?' }), requests };
  };

  it('names the late fee with its amount when a confirmed visit is skipped inside 24 h', async () => {
    const { ask, requests } = await skipAt('2026-11-30T10:00:01Z');
    expect(ask).toHaveTextContent('costs a late-cancellation fee of €30.01 (50 % of the base price)');
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep visit' }));
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('says skipping is free exactly 24 h ahead', async () => {
    const { ask } = await skipAt('2026-11-30T10:00:00Z');
    expect(ask).toHaveTextContent('Skipping is free until 24 hours before the start');
    expect(ask).not.toHaveTextContent('late-cancellation fee');
  });
});
