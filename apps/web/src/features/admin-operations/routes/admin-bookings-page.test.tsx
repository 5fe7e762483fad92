import type { AdminBookingPage, Booking } from '@limpa/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPLETED_WITH_OVERTIME, makeJob } from '@/test/booking-fixture';
import { json, mockFetch, type RecordedRequest } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { AdminBookingsPage } from './admin-bookings-page';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

const ID_1 = 'a1b2c3d4-7a3e-4d43-9a52-0d0c4e1f0001';
const ID_2 = 'e5f6a7b8-7a3e-4d43-9a52-0d0c4e1f0002';
const ID_3 = 'c9d0e1f2-7a3e-4d43-9a52-0d0c4e1f0003';

const completed = makeJob({
  id: ID_1,
  currency: 'EUR',
  timeZone: 'Europe/Lisbon',
  startsAt: '2026-12-02T10:00:00.000Z',
  customerAddress: 'Rua de Santa Catarina 1, 4000-442 Porto',
  ...COMPLETED_WITH_OVERTIME,
  addOns: [{ id: 'addon-1', name: 'Inside the fridge', priceCents: 1500 }],
  platformFeeCents: 1050,
  cleanerEarningsCents: 5950,
  paymentMethodId: '9b7c6f55-7a3e-4d43-9a52-0d0c4e1f0009',
  charges: [
    {
      kind: 'charge',
      amountCents: 7000,
      status: 'succeeded',
      reference: 'ch_local_123',
      createdAt: '2026-11-30T09:00:00.000Z',
    },
    {
      kind: 'overtime',
      amountCents: 2000,
      status: 'failed',
      reference: null,
      createdAt: '2026-12-02T13:00:00.000Z',
    },
  ],
  customer: { userId: 'c1', fullName: 'Eva Test', phone: '+351 912 000 111', avatarUrl: null },
  cleaner: { userId: 'k1', fullName: 'João Costa', phone: '+351 912 345 678', avatarUrl: null },
});
const pendingCad = makeJob({
  id: ID_2,
  status: 'pending',
  paymentStatus: 'failed',
  totalAmountCents: 6250,
  customer: { userId: 'c2', fullName: 'Chris Customer', phone: null, avatarUrl: null },
});
const later = makeJob({ id: ID_3, status: 'cancelled', paymentStatus: 'refunded' });

function page(items: Booking[], nextCursor: string | null = null): AdminBookingPage {
  return {
    items,
    nextCursor,
    counts: { total: 12, pending: 3, confirmed: 4, completed: 4, cancelled: 1, expired: 0 },
    revenue: [
      { currency: 'CAD', amountCents: 2475 },
      { currency: 'EUR', amountCents: 135000 },
    ],
  };
}

function serve(extra?: (request: RecordedRequest) => Response | undefined) {
  return mockFetch((request) => {
    const answer = extra?.(request);
    if (answer) return answer;
    const url = new URL(request.url, 'http://test');
    if (url.pathname === '/api/v1/admin/bookings') {
      return url.searchParams.get('cursor') === 'next'
        ? json(page([later]))
        : json(page([completed, pendingCad], 'next'));
    }
    if (url.pathname === `/api/v1/admin/bookings/${ID_1}`) return json(completed);
    return undefined;
  });
}

const listRequests = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url.startsWith('/api/v1/admin/bookings?') || r.url === '/api/v1/admin/bookings');

function renderPage(url = '/admin/bookings') {
  return renderWithProviders(<AdminBookingsPage />, { path: '/admin/bookings', url });
}

/** The test setup's matchMedia (jsdom has none), whose answers screenWidth then decides. */
const setupMatchMedia = window.matchMedia;

/** A phone (below 768 px) or a wider screen, as `useIsMobile` sees it. */
function screenWidth(kind: 'phone' | 'wide') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    ...setupMatchMedia(query),
    matches: kind === 'phone' && query.includes('max-width'),
  }));
}

beforeEach(() => screenWidth('phone'));
afterEach(() => {
  document.head.querySelector('link[rel="canonical"]')?.remove();
});

describe('AdminBookingsPage', () => {
  it('sets its title and canonical link, shows live counts and revenue per currency, and lists the bookings', async () => {
    serve();
    const { unmount } = renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'All Bookings' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('All Bookings | Limpa'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/admin/bookings`,
    );

    const figures = screen.getByRole('region', { name: 'Booking figures' });
    const figure = (label: string) => within(figures).getByText(label).closest('div')!.parentElement!;
    await waitFor(() => expect(within(figure('Total')).getByText('12')).toBeInTheDocument());
    expect(within(figure('Pending')).getByText('3')).toBeInTheDocument();
    expect(within(figure('Confirmed')).getByText('4')).toBeInTheDocument();
    expect(within(figure('Revenue')).getByText('$24.75')).toBeInTheDocument();
    expect(within(figure('Revenue')).getByText('CAD')).toBeInTheDocument();
    expect(within(figure('Revenue')).getByText('€1,350.00')).toBeInTheDocument();
    expect(within(figure('Revenue')).getByText('EUR')).toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Bookings' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Completed')).toHaveClass('status-completed');
    expect(within(first!).getByText('Paid')).toHaveClass('status-completed');
    expect(within(first!).getByText('Eva Test')).toBeInTheDocument();
    expect(within(first!).getByText('João Costa')).toBeInTheDocument();
    // The booking's own (Lisbon) date and time; the final total of a completed booking.
    expect(within(first!).getByText('Dec 2, 2026 · 10:00')).toBeInTheDocument();
    expect(within(first!).getByText('€90.00')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: `Copy booking ID ${ID_1}` })).toHaveTextContent(
      'a1b2c3d4',
    );
    expect(within(second!).getByText('Pending')).toHaveClass('status-pending');
    expect(within(second!).getByText('Payment failed')).toHaveClass('status-failed');
    expect(within(second!).getByText('$62.50')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 12 bookings')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New Booking/i })).not.toBeInTheDocument();

    unmount();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it("filters the bookings whose payment awaits the customer's bank", async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    renderPage('/admin/bookings');
    await screen.findByRole('list', { name: 'Bookings' });
    await user.click(screen.getByRole('combobox', { name: 'Payment' }));
    await user.click(await screen.findByRole('option', { name: 'Awaiting authentication' }));
    await waitFor(() =>
      expect(listRequests(requests).at(-1)?.url).toBe('/api/v1/admin/bookings?paymentStatus=requires_action'),
    );
  });

  it('sends the status, payment and search filters and keeps the export link in step with them', async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    renderPage('/admin/bookings?paymentStatus=failed');

    await screen.findByRole('list', { name: 'Bookings' });
    expect(listRequests(requests).at(-1)?.url).toBe('/api/v1/admin/bookings?paymentStatus=failed');
    expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveTextContent('Failed payment');
    const exportLink = screen.getByRole('link', { name: 'Export CSV' });
    expect(exportLink).toHaveAttribute('href', '/api/v1/admin/bookings.csv?paymentStatus=failed');
    expect(exportLink).toHaveAttribute('download');

    await user.click(screen.getByRole('tab', { name: /^Completed/ }));
    await waitFor(() =>
      expect(listRequests(requests).at(-1)?.url).toBe(
        '/api/v1/admin/bookings?status=completed&paymentStatus=failed',
      ),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Eva');
    await waitFor(() =>
      expect(listRequests(requests).at(-1)?.url).toBe(
        '/api/v1/admin/bookings?status=completed&paymentStatus=failed&q=Eva',
      ),
    );
    // Debounced: one request for the whole word, not one per letter.
    expect(listRequests(requests).filter((r) => r.url.includes('q=E'))).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/v1/admin/bookings.csv?status=completed&paymentStatus=failed&q=Eva',
    );

    await user.click(screen.getByRole('combobox', { name: 'Payment' }));
    await user.click(await screen.findByRole('option', { name: 'All payments' }));
    await waitFor(() =>
      expect(listRequests(requests).at(-1)?.url).toBe('/api/v1/admin/bookings?status=completed&q=Eva'),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/v1/admin/bookings.csv?status=completed&q=Eva',
    );
  });

  it('loads the next page with Load more', async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    const list = screen.getByRole('list', { name: 'Bookings' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(requests.some((r) => r.url === '/api/v1/admin/bookings?cursor=next')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('opens a detail dialog with the address, parties, add-ons, totals, split, overtime and charges', async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    const { router } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'View details of booking a1b2c3d4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking a1b2c3d4' });
    expect(router.state.location.search).toBe(`?booking=${ID_1}`);
    await waitFor(() => expect(requests.some((r) => r.url === `/api/v1/admin/bookings/${ID_1}`)).toBe(true));

    const d = within(dialog);
    expect(d.getByText(ID_1)).toBeInTheDocument();
    expect(d.getByText('Rua de Santa Catarina 1, 4000-442 Porto')).toBeInTheDocument();
    expect(d.getByText('Times shown: Lisbon time')).toBeInTheDocument();
    expect(d.getByText('Eva Test')).toBeInTheDocument();
    expect(d.getByRole('link', { name: '+351 912 000 111' })).toHaveAttribute('href', 'tel:+351912000111');
    expect(d.getByRole('link', { name: '+351 912 345 678' })).toBeInTheDocument();
    expect(d.getByText('Inside the fridge')).toBeInTheDocument();
    expect(d.getByText('Inside the fridge').nextSibling).toHaveTextContent('€15.00');
    expect(d.getByText('Total at booking').nextSibling).toHaveTextContent('€70.00');
    expect(d.getByText('Hours worked').nextSibling).toHaveTextContent('3.1 hours');
    expect(d.getByText('Overtime').nextSibling).toHaveTextContent('36 minutes');
    expect(d.getByText('Overtime fee').nextSibling).toHaveTextContent('€20.00');
    expect(d.getByText('Final total').nextSibling).toHaveTextContent('€90.00');
    expect(d.getByText('Platform fee').nextSibling).toHaveTextContent('€13.50');
    expect(d.getByText('Provider earnings').nextSibling).toHaveTextContent('€76.50');

    const charges = within(d.getByRole('list', { name: 'Charges' })).getAllByRole('listitem');
    expect(within(charges[0]!).getByText('Charge')).toBeInTheDocument();
    expect(within(charges[0]!).getByText('Succeeded')).toBeInTheDocument();
    expect(within(charges[0]!).getByText('Ref. ch_local_123')).toBeInTheDocument();
    expect(within(charges[1]!).getByText('Overtime charge')).toBeInTheDocument();
    expect(within(charges[1]!).getByText('Failed')).toHaveClass('status-failed');
    expect(within(charges[1]!).getByText('No gateway reference')).toBeInTheDocument();

    await user.click(d.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('opens the detail straight from ?booking= (the reviews page links there)', async () => {
    serve();
    renderPage(`/admin/bookings?booking=${ID_1}`);
    expect(await screen.findByRole('dialog', { name: 'Booking a1b2c3d4' })).toBeInTheDocument();
  });

  it('shows a table on wide screens, with a row click opening the detail', async () => {
    const user = userEvent.setup();
    screenWidth('wide');
    serve();
    renderPage();

    const table = await screen.findByRole('table', { name: 'Bookings' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['ID', 'Customer', 'Provider', 'Date', 'Status', 'Amount', 'Payment', 'Actions']);
    await user.click(within(table).getByText('Eva Test'));
    expect(await screen.findByRole('dialog', { name: 'Booking a1b2c3d4' })).toBeInTheDocument();
  });

  it('says when nothing matches and clears the filters', async () => {
    const user = userEvent.setup();
    mockFetch((request) => {
      const url = new URL(request.url, 'http://test');
      if (url.pathname !== '/api/v1/admin/bookings') return undefined;
      return json(
        url.searchParams.has('q')
          ? { ...page([]), counts: { ...page([]).counts, total: 0 } }
          : page([completed]),
      );
    });
    const { router } = renderPage('/admin/bookings?q=nobody');

    expect(await screen.findByRole('heading', { name: 'No bookings match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Eva Test')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('says when there are no bookings at all', async () => {
    mockFetch((request) =>
      request.url.startsWith('/api/v1/admin/bookings')
        ? json({
            ...page([]),
            counts: { total: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0, expired: 0 },
            revenue: [],
          })
        : undefined,
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
  });
});
