import type { Booking, EarningsResponse, EarningsTotals } from '@limpa/contracts';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, problem, type RecordedRequest, sessionAs } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { CleanerDashboardPage } from './cleaner-dashboard-page';

// The page loads several queries at once; leave room on a busy machine.
configure({ asyncUtilTimeout: 5000 });

function totals(overrides: Partial<EarningsTotals> = {}): EarningsTotals {
  return {
    currency: 'EUR',
    totalEarnedCents: 123456,
    thisMonthCents: 10800,
    lastMonthCents: 10000,
    monthOverMonthPercent: 8,
    pendingCents: 4675,
    paidOutCents: 0,
    availableCents: 0,
    ...overrides,
  };
}

function earnings(
  overrides: Partial<EarningsResponse> = {},
  row: Partial<EarningsTotals> = {},
): EarningsResponse {
  return {
    currency: 'EUR',
    totals: [totals(row)],
    completedCount: 14,
    thisMonthCompletedCount: 3,
    nextWeekCount: 2,
    transactions: [],
    nextCursor: null,
    ...overrides,
  };
}

function task(n: number): Booking {
  return {
    id: `0b7c6f55-7a3e-4d43-9a52-0d0c4e1f000${n}`,
    serviceName: `Cleaning ${n}`,
    status: n === 1 ? 'confirmed' : 'pending',
    startsAt: `2026-12-0${n}T10:00:00.000Z`,
    timeZone: 'Europe/Lisbon',
    customer: { userId: `c${n}`, fullName: `Customer ${n}`, phone: null, avatarUrl: null },
  } as Booking;
}

interface Api {
  profile?: Record<string, unknown>;
  earnings?: EarningsResponse | Response;
  rating?: { averageRating: number | null; reviewCount: number };
  pending?: number;
  upcoming?: Booking[];
}

function serve({
  profile = {},
  earnings: earningsAnswer = earnings(),
  rating = { averageRating: 4.3, reviewCount: 12 },
  pending = 0,
  upcoming = [],
}: Api = {}) {
  const session = sessionAs('cleaner');
  return mockFetch(({ url }: RecordedRequest) => {
    if (url === '/api/v1/session') return json({ ...session, profile: { ...session.profile, ...profile } });
    if (url === '/api/v1/me/earnings?limit=1')
      return earningsAnswer instanceof Response ? earningsAnswer : json(earningsAnswer);
    if (url === '/api/v1/me/rating') return json(rating);
    if (url.startsWith('/api/v1/bookings?')) {
      const params = new URL(url, 'http://test').searchParams;
      if (params.get('status') === 'pending') {
        return json({ items: Array.from({ length: pending }, (_, i) => task(i + 1)), nextCursor: null });
      }
      return json({ items: upcoming.slice(0, Number(params.get('limit'))), nextCursor: null });
    }
    return undefined;
  });
}

function renderPage() {
  return renderWithProviders(<CleanerDashboardPage />, { path: '/provider/dashboard', withAuth: true });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('CleanerDashboardPage', () => {
  it('greets the cleaner by first name, shows Active, the earnings and the stat cards', async () => {
    const { requests } = serve();
    renderPage();

    expect(await screen.findByText('Hello, Ana')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Provider Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.queryByText('Awaiting approval')).not.toBeInTheDocument();

    const card = screen.getByRole('region', { name: 'Earnings' });
    expect(await within(card).findByText('€1,234.56')).toBeInTheDocument();
    expect(within(card).getByText('€108.00')).toBeInTheDocument();
    expect(within(card).getByText('+8% vs last month')).toBeInTheDocument();
    expect(within(card).getByText('€46.75')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Earnings details' })).toHaveAttribute(
      'href',
      '/provider/wallet',
    );

    const completed = await screen.findByRole('link', { name: 'Completed, 14, jobs done' });
    expect(completed).toHaveAttribute('href', '/provider/jobs');
    expect(await screen.findByRole('link', { name: 'Rating, 4.3/5 (12)' })).toHaveAttribute(
      'href',
      '/provider/profile',
    );
    expect(screen.getByRole('link', { name: 'Schedule, 2, in the next 7 days' })).toHaveAttribute(
      'href',
      '/provider/schedule',
    );
    expect(screen.getByText('3 completed this month')).toBeInTheDocument();
    expect(screen.getByText('2 jobs in the next 7 days')).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/v1/bookings?as=cleaner&when=upcoming&limit=5')).toBe(true);
  });

  it('leads each quick action where it says, and offers no "New Task"', async () => {
    serve();
    renderPage();
    const actions = await screen.findByRole('navigation', { name: 'Quick actions' });
    const links = within(actions).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Schedule', '/provider/schedule'],
      ['Messages', '/messages'],
      ['Performance', '/provider/profile#performance'],
      ['Time off', '/provider/schedule#time-off'],
      ['Settings', '/provider/profile'],
    ]);
    expect(within(actions).queryByRole('link', { name: 'New Task' })).not.toBeInTheDocument();
  });

  it('falls back to "Tasker" and shows the real approval status', async () => {
    serve({ profile: { firstName: null, fullName: '', isApproved: false } });
    renderPage();
    expect(await screen.findByText('Hello, Tasker')).toBeInTheDocument();
    expect(screen.getByText('Awaiting approval')).toBeInTheDocument();
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
  });

  it('shows the completion banner only while onboarding is incomplete', async () => {
    serve({ profile: { onboardingComplete: false } });
    const first = renderPage();
    const banner = await screen.findByRole('link', { name: /Complete your profile to start receiving jobs/ });
    expect(banner).toHaveAttribute('href', '/provider/complete-profile');
    first.unmount();

    serve({ profile: { onboardingComplete: true } });
    renderPage();
    await screen.findByText('Hello, Ana');
    expect(screen.queryByText('Complete your profile to start receiving jobs')).not.toBeInTheDocument();
  });

  it('shows a fall as "−3% vs last month"', async () => {
    serve({ earnings: earnings({}, { monthOverMonthPercent: -3 }) });
    renderPage();
    expect(await screen.findByText('−3% vs last month')).toBeInTheDocument();
  });

  it('hides the month-over-month change when last month was 0', async () => {
    serve({ earnings: earnings({}, { lastMonthCents: 0, monthOverMonthPercent: null }) });
    renderPage();
    await screen.findByText('€1,234.56');
    expect(screen.queryByText(/vs last month/)).not.toBeInTheDocument();
  });

  it('marks pending bookings as New only when there are some', async () => {
    serve({ pending: 2 });
    const first = renderPage();
    const pending = await screen.findByRole('link', { name: 'New, Pending, 2, awaiting your reply' });
    expect(within(pending).getByText('New')).toBeInTheDocument();
    // The name holds what the card shows, word for word and in its order (voice control: "click New Pending…").
    expect(pending.textContent).toBe('New Pending 2 awaiting your reply');
    expect(pending).toHaveAttribute('href', '/provider/jobs');
    first.unmount();

    serve({ pending: 0 });
    renderPage();
    const none = await screen.findByRole('link', { name: 'Pending, 0, awaiting your reply' });
    expect(within(none).queryByText('New')).not.toBeInTheDocument();
  });

  it('says "No ratings yet" before the first review', async () => {
    serve({ rating: { averageRating: null, reviewCount: 0 } });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Rating, No ratings yet' })).toBeInTheDocument();
  });

  it('lists the 2 soonest of the 5 fetched tasks with service, local time, customer and status', async () => {
    serve({ upcoming: [1, 2, 3, 4, 5].map(task) });
    renderPage();
    const section = screen.getByRole('region', { name: 'Recent Tasks' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Cleaning 1')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Tue, Dec 1 · 10:00')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Customer 1')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Confirmed')).toHaveClass('status-confirmed');
    expect(within(items[1]!).getByText('Pending')).toHaveClass('status-pending');
    expect(within(section).getByRole('link', { name: 'View all tasks' })).toHaveAttribute(
      'href',
      '/provider/jobs',
    );
  });

  it('says "No recent tasks" when nothing is coming up', async () => {
    serve({ upcoming: [] });
    renderPage();
    expect(await screen.findByText('No recent tasks')).toBeInTheDocument();
  });

  it('logs a failed load quietly: no toast, dashes instead of figures', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve({ earnings: problem(500, 'Internal Server Error', 'Boom') });
    renderPage();
    const completed = await screen.findByRole('link', { name: 'Completed, —, jobs done' });
    expect(completed).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
    expect(screen.queryByText(/completed this month/)).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('[cleaner-dashboard] failed to load earnings', expect.anything());
    warn.mockRestore();
  });
});
