import type { Booking } from '@limpa/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBooking } from '@/test/booking-fixture';
import { json, mockFetch, sessionAs } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { DashboardTab } from './dashboard-tab';

/** `n` bookings of one status, a day apart from December 1st, as the open list (at most 10) holds them. */
const bookings = (n: number, status: Booking['status'], idBase: number) =>
  Array.from({ length: n }, (_, i) =>
    makeBooking({
      id: `0b7c6f55-7a3e-4d43-9a52-0d0c4e1f${String(idBase + i).padStart(4, '0')}`,
      startsAt: `2026-12-${String(i + 1).padStart(2, '0')}T10:00:00.000Z`,
      status,
    }),
  );

/** The open list the portal reads (10 at most) and the server's count of every waiting request. */
function serve(open: Booking[], requestsTotal: number) {
  return mockFetch((request) => {
    if (request.url === '/api/v1/session') return json(sessionAs('cleaner'));
    const url = new URL(request.url, 'http://test');
    if (url.pathname === '/api/v1/me/booking-requests') {
      const pending = open.filter((b) => b.status === 'pending');
      return json({ items: pending.slice(0, 1), nextCursor: null, total: requestsTotal });
    }
    if (url.pathname === '/api/v1/bookings') return json({ items: open, nextCursor: null });
    if (url.pathname === '/api/v1/me/accepting-jobs') return json({ accepting: true });
    return undefined;
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const renderTab = () =>
  renderWithProviders(<DashboardTab onViewAll={() => {}} />, { path: '/provider/portal', withAuth: true });

describe("The portal Dashboard's count of requests to answer", () => {
  it('is the server’s count of every request, not the 10 the open list holds', async () => {
    serve(bookings(10, 'pending', 100), 12);
    renderTab();
    expect(await screen.findByText('12 requests to answer')).toBeInTheDocument();
    expect(screen.queryByText('10 requests to answer')).not.toBeInTheDocument();
  });

  it('counts requests that come after a full page of jobs, which the open list never reaches', async () => {
    // Ten confirmed jobs fill the open list (soonest first); the 2 requests start later and are cut off.
    serve(bookings(10, 'confirmed', 200), 2);
    renderTab();
    expect(await screen.findByText('2 requests to answer')).toBeInTheDocument();
    expect(screen.getByText('10 confirmed jobs')).toBeInTheDocument();
  });
});
