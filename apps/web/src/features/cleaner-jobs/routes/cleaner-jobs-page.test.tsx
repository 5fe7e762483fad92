import type { Booking } from '@limpa/contracts';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPLETED_WITH_OVERTIME, makeJob } from '@/test/booking-fixture';
import { json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { CleanerJobsPage } from './cleaner-jobs-page';

configure({ asyncUtilTimeout: 5000 });

interface Lists {
  /** Pages per `${when}:${status ?? 'all'}` key (or with `:${sort}` after it); cursor "2", "3"… */
  lists?: Record<string, Booking[][]>;
  detail?: Booking;
  failLists?: () => boolean;
}

function serve({ lists = {}, detail, failLists }: Lists = {}) {
  return mockFetch((request) => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname === '/api/v1/bookings') {
      if (failLists?.()) return problem(500, 'Internal Server Error', 'Boom');
      const key = `${url.searchParams.get('when')}:${url.searchParams.get('status') ?? 'all'}`;
      const pages = lists[`${key}:${url.searchParams.get('sort')}`] ?? lists[key] ?? [[]];
      const index = Number(url.searchParams.get('cursor') ?? '1') - 1;
      const next = index + 1 < pages.length ? String(index + 2) : null;
      return json({ items: pages[index] ?? [], nextCursor: next });
    }
    if (detail && url.pathname === `/api/v1/bookings/${detail.id}`) return json(detail);
    return undefined;
  });
}

function renderPage(url = '/provider/jobs') {
  return renderWithProviders(<CleanerJobsPage />, { path: '/provider/jobs', url });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const item = async (service: string) =>
  (await screen.findByRole('heading', { name: service })).closest('li')!;

describe('CleanerJobsPage', () => {
  it('lists upcoming jobs soonest first with status, local date and time, customer, address, money and hours', async () => {
    const { requests } = serve({ lists: { 'upcoming:all': [[makeJob({ bookingTime: '10:00' })]] } });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'My Jobs' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    const job = await item('House Cleaning');
    expect(within(job).getByText('Confirmed')).toHaveClass('status-confirmed');
    expect(within(job).getByText('Wednesday, November 25 · 10:00')).toBeInTheDocument();
    expect(within(job).getByText('Carla Customer')).toBeInTheDocument();
    expect(within(job).getByText('100 King St W, Toronto, ON M5X 1A9')).toBeInTheDocument();
    expect(within(job).getByText('Total').nextElementSibling).toHaveTextContent('$55.00');
    expect(within(job).getByText('You earn').nextElementSibling).toHaveTextContent('$46.75');
    expect(within(job).getByText('2.5 h')).toBeInTheDocument();
    expect(
      requests.some((r) => r.url === '/api/v1/bookings?as=cleaner&when=upcoming&sort=soonest&limit=10'),
    ).toBe(true);
  });

  it('filters by status on the server and switches to Past (latest first)', async () => {
    const { requests } = serve({
      lists: {
        'upcoming:pending': [[makeJob({ status: 'pending', serviceName: 'Deep Cleaning' })]],
        'past:completed': [[makeJob({ id: 'p1', status: 'completed', serviceName: 'Window Cleaning' })]],
      },
    });
    renderPage();
    const user = userEvent.setup();
    const filter = screen.getByRole('group', { name: 'Status' });
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filter).getByRole('button', { name: 'Pending' }));
    expect(within(filter).getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('heading', { name: 'Deep Cleaning' })).toBeInTheDocument();
    expect(
      requests.some(
        (r) => r.url === '/api/v1/bookings?as=cleaner&when=upcoming&sort=soonest&limit=10&status=pending',
      ),
    ).toBe(true);

    await user.click(within(filter).getByRole('button', { name: 'Completed' }));
    // Completed jobs are never upcoming: the empty state points to Past.
    expect(await screen.findByRole('heading', { name: 'No upcoming completed jobs' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show past jobs' }));
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Window Cleaning' })).toBeInTheDocument();
    expect(
      requests.some(
        (r) => r.url === '/api/v1/bookings?as=cleaner&when=past&sort=latest&limit=10&status=completed',
      ),
    ).toBe(true);
  });

  it('offers Contact Client (tel:) only for active jobs and View Receipt only for completed ones', async () => {
    serve({
      lists: {
        'past:all': [
          [
            makeJob({ id: 'a', status: 'pending', serviceName: 'Pending job' }),
            makeJob({ id: 'b', status: 'confirmed', serviceName: 'Confirmed job' }),
            makeJob({ id: 'c', status: 'in_progress', serviceName: 'Running job' }),
            makeJob({ id: 'd', status: 'completed', serviceName: 'Done job' }),
            makeJob({ id: 'e', status: 'cancelled', serviceName: 'Cancelled job' }),
            makeJob({
              id: 'f',
              status: 'confirmed',
              serviceName: 'No phone job',
              customer: { userId: 'c2', fullName: 'Chris', phone: null, avatarUrl: null },
            }),
          ],
        ],
      },
    });
    renderPage('/provider/jobs?tab=past');
    for (const service of ['Pending job', 'Confirmed job', 'Running job']) {
      const job = await item(service);
      expect(within(job).getByRole('link', { name: /Contact Client/ })).toHaveAttribute(
        'href',
        'tel:+14165550100',
      );
      expect(within(job).queryByRole('link', { name: /View Receipt/ })).not.toBeInTheDocument();
    }
    const done = await item('Done job');
    expect(within(done).queryByRole('link', { name: /Contact Client/ })).not.toBeInTheDocument();
    expect(within(done).getByRole('link', { name: /View Receipt/ })).toHaveAttribute(
      'href',
      '/provider/jobs/d/receipt',
    );
    const cancelled = await item('Cancelled job');
    expect(within(cancelled).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(await item('No phone job')).queryByRole('link', { name: /Contact Client/ }),
    ).not.toBeInTheDocument();
  });

  it('uses the fallback names "Cleaning Service" and "Customer"', async () => {
    serve({
      lists: {
        'upcoming:all': [
          [
            makeJob({
              serviceName: ' ',
              customer: { userId: 'c', fullName: '', phone: null, avatarUrl: null },
            }),
          ],
        ],
      },
    });
    renderPage();
    const job = await item('Cleaning Service');
    expect(within(job).getByText('Customer', { selector: '.font-medium' })).toBeInTheDocument();
  });

  it('opens View Details with add-ons, overtime, the money split, payment status and charges', async () => {
    const booking = makeJob({
      ...COMPLETED_WITH_OVERTIME,
      addOns: [{ id: 'oven', name: 'Oven cleaning', priceCents: 1500 }],
      specialInstructions: 'Key under the mat',
      charges: [
        {
          kind: 'charge',
          amountCents: 7000,
          status: 'succeeded',
          reference: 'ch_1',
          createdAt: '2026-11-24T15:00:00.000Z',
        },
        {
          kind: 'overtime',
          amountCents: 2000,
          status: 'failed',
          reference: null,
          createdAt: '2026-11-25T18:00:00.000Z',
        },
      ],
    });
    serve({ lists: { 'upcoming:all': [[booking]] }, detail: booking });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /View Details of House Cleaning/ }));

    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    expect(within(dialog).getByText('Key under the mat')).toBeInTheDocument();
    expect(within(dialog).getByText('+1 416 555 0100')).toHaveAttribute('href', 'tel:+14165550100');
    expect(within(dialog).getByText('3.1 h')).toBeInTheDocument();
    expect(within(dialog).getByText('36 minutes')).toBeInTheDocument();
    const price = within(dialog).getByRole('region', { name: 'Price' });
    const row = (label: string) => within(price).getByText(label).parentElement!;
    expect(row('Base price')).toHaveTextContent('$55.00');
    expect(row('Add-on: Oven cleaning')).toHaveTextContent('$15.00');
    expect(row('Overtime (36 min)')).toHaveTextContent('$20.00');
    expect(row('Final total')).toHaveTextContent('$90.00');
    expect(row('Platform fee (15%)')).toHaveTextContent('$13.50');
    expect(row('Your earnings')).toHaveTextContent('$76.50');
    const payment = within(dialog).getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Paid')).toHaveClass('status-completed');
    expect(
      within(payment)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Card chargeNov 24, 2026 · Succeeded$70.00', 'Overtime chargeNov 25, 2026 · Failed$20.00']);
    expect(within(dialog).getByRole('link', { name: 'View Receipt' })).toHaveAttribute(
      'href',
      `/provider/jobs/${booking.id}/receipt`,
    );
  });

  it('sorts on the server: latest first reads (and pages) in that order, and the choice stays in the URL', async () => {
    const soon = makeJob({ id: 'soon', serviceName: 'Soon Cleaning' });
    const later = makeJob({ id: 'later', serviceName: 'Later Cleaning' });
    const latest = makeJob({ id: 'latest', serviceName: 'Latest Cleaning' });
    const { requests } = serve({
      lists: {
        'upcoming:all:soonest': [[soon, later], [latest]],
        'upcoming:all:latest': [[latest, later], [soon]],
      },
    });
    const { router } = renderPage();
    await screen.findByRole('heading', { name: 'Soon Cleaning' });
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    expect(sort).toHaveValue('soonest');
    await userEvent.selectOptions(sort, 'Latest first');
    expect(await screen.findByRole('heading', { name: 'Latest Cleaning' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('heading', { name: 'Soon Cleaning' });
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Latest Cleaning', 'Later Cleaning', 'Soon Cleaning']);
    expect(router.state.location.search).toBe('?sort=latest');
    expect(requests.map((r) => r.url)).toContain(
      '/api/v1/bookings?as=cleaner&when=upcoming&sort=latest&limit=10&cursor=2',
    );
  });

  it('loads more with the cursor', async () => {
    serve({
      lists: { 'upcoming:all': [[makeJob()], [makeJob({ id: 'two', serviceName: 'Deep Cleaning' })]] },
    });
    renderPage();
    await screen.findByRole('heading', { name: 'House Cleaning' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Deep Cleaning' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('logs a failed load quietly and offers a retry', async () => {
    let failing = true;
    serve({ lists: { 'upcoming:all': [[makeJob()]] }, failLists: () => failing });
    renderPage();
    expect(await screen.findByText("We couldn't load your jobs.")).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalled();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'House Cleaning' })).toBeInTheDocument();
  });
});
