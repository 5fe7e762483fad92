import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBooking } from '@/test/booking-fixture';
import { json, mockFetch, problem, sessionAs } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { BookingRequestsSection } from './booking-requests-section';

/** Request n, starting n weeks after 2 December: the later ones further out than any recurring visit. */
const requestN = (n: number) =>
  makeBooking({
    id: `0b7c6f55-7a3e-4d43-9a52-0d0c4e1f${String(n).padStart(4, '0')}`,
    serviceName: `Request ${n}`,
    status: 'pending',
    startsAt: new Date(Date.UTC(2026, 11, 2 + 7 * n, 10)).toISOString(),
  });

function serve(pages: Record<string, { ids: number[]; next: string | null }>, failFirst = false) {
  let failed = !failFirst;
  return mockFetch((request) => {
    if (request.url === '/api/v1/session') return json(sessionAs('cleaner'));
    const url = new URL(request.url, 'http://test');
    if (url.pathname !== '/api/v1/me/booking-requests') return undefined;
    if (!failed) {
      failed = true;
      return problem(500, 'Error', 'boom');
    }
    const page = pages[url.searchParams.get('cursor') ?? 'first']!;
    const total = Object.values(pages).reduce((sum, p) => sum + p.ids.length, 0);
    return json({ items: page.ids.map(requestN), nextCursor: page.next, total });
  });
}

const section = () => screen.getByRole('region', { name: 'Requests to answer' });
const titles = () =>
  within(section())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('BookingRequestsSection', { timeout: 20_000 }, () => {
  it('lists every request page by page with Load more, each with Confirm and Cancel', async () => {
    const { requests } = serve({
      first: { ids: [1, 2], next: 'c2' },
      c2: { ids: [3, 20], next: null },
    });
    renderWithProviders(<BookingRequestsSection />, { withAuth: true });
    expect(await screen.findByRole('heading', { name: 'Request 1' })).toBeInTheDocument();
    expect(titles()).toEqual(['Request 1', 'Request 2']);
    const request = screen
      .getByRole('heading', { name: 'Request 1' })
      .closest('[role="article"]') as HTMLElement;
    expect(within(request).getByRole('button', { name: /^Confirm/ })).toBeEnabled();
    expect(within(request).getByRole('button', { name: /^Cancel/ })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    // Request 20 starts twenty weeks out: listed all the same.
    expect(await screen.findByRole('heading', { name: 'Request 20' })).toBeInTheDocument();
    expect(titles()).toEqual(['Request 1', 'Request 2', 'Request 3', 'Request 20']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requests.map((r) => r.url).filter((u) => u.includes('booking-requests'))).toEqual([
      '/api/v1/me/booking-requests?limit=10',
      '/api/v1/me/booking-requests?limit=10&cursor=c2',
    ]);
  });

  it('says when there is nothing to answer', async () => {
    serve({ first: { ids: [], next: null } });
    renderWithProviders(<BookingRequestsSection />, { withAuth: true });
    expect(await screen.findByRole('heading', { name: 'No requests waiting' })).toBeInTheDocument();
  });

  it('says when the requests cannot be loaded and tries again', async () => {
    serve({ first: { ids: [4], next: null } }, true);
    renderWithProviders(<BookingRequestsSection />, { withAuth: true });
    expect(await screen.findByText("We couldn't load your requests.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Request 4' })).toBeInTheDocument();
  });
});
