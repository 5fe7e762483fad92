import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { findAppRoute, roleAllowed } from '@/app/route-access';
import { json, mockFetch, problem, type RecordedRequest } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { adminSession, stats } from '../admin-console-test-data';
import { AdminDashboardPage } from './admin-dashboard-page';

function renderPage(handler: (request: RecordedRequest) => Response | undefined = () => undefined) {
  const mock = mockFetch((request) => {
    if (request.url === '/api/v1/session') return adminSession();
    const answer = handler(request);
    if (answer) return answer;
    if (request.url === '/api/health') return json({ status: 'ok', db: 'ok' });
    if (request.url === '/api/v1/admin/stats') return json(stats());
    return undefined;
  });
  const view = renderWithProviders(<AdminDashboardPage />, { path: '/admin/dashboard', withAuth: true });
  return { ...mock, ...view };
}

const statCard = (label: string) => screen.getByText(label, { selector: 'span' }).closest('a')!;

afterEach(() => {
  document.head.querySelector('link[rel="canonical"]')?.remove();
});

describe('AdminDashboardPage', () => {
  it('shows the live figures, revenue per currency with two decimals, and where each card leads', async () => {
    renderPage();
    expect(await screen.findByText('128')).toBeInTheDocument();
    expect(within(statCard('Total Users')).getByText('128')).toBeInTheDocument();
    expect(statCard('Total Users')).toHaveAttribute('href', '/admin/users');
    expect(within(statCard('Active Cleaners')).getByText('17')).toBeInTheDocument();
    expect(statCard('Active Cleaners')).toHaveAttribute('href', '/admin/users?role=cleaner');
    expect(within(statCard('Total Bookings')).getByText('342')).toBeInTheDocument();
    expect(within(statCard('Pending')).getByText('9')).toBeInTheDocument();
    expect(within(statCard('Completed')).getByText('301')).toBeInTheDocument();
    const revenue = statCard('Platform Revenue');
    expect(within(revenue).getByText('€1,234.56')).toBeInTheDocument();
    expect(within(revenue).getByText('CA$89.00')).toBeInTheDocument();
    expect(revenue).toHaveTextContent('€1,234.56 · CA$89.00');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Ada Admin')).toBeInTheDocument();
  });

  it('says when nothing has been earned yet instead of inventing a currency', async () => {
    renderPage((r) => (r.url === '/api/v1/admin/stats' ? json(stats({ revenue: [] })) : undefined));
    expect(await screen.findByText('No paid bookings yet')).toBeInTheDocument();
  });

  it('links to every admin area and to the live pages behind the quick actions', async () => {
    renderPage();
    await screen.findByText('128');
    const manage = screen.getByRole('navigation', { name: 'Manage' });
    const hrefs = within(manage)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/admin/users',
      '/admin/bookings',
      '/admin/payouts',
      '/admin/reviews',
      '/admin/settings',
    ]);

    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    const tiles = within(actions).getAllByRole('link');
    expect(tiles.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Disputed bookings', '/admin/disputes'],
      ['Support requests', '/admin/support?status=open'],
      ['Manual assignment', '/admin/bookings?status=pending'],
      ['Revenue reports', '/admin/reports/revenue'],
      ['Payment issues2 failed payments', '/admin/bookings?paymentStatus=failed'],
      ['Cleaner payouts', '/admin/payouts'],
      ['Service standards', '/admin/service-standards'],
      ['Service catalogue', '/admin/services'],
      ['Quality reports4 open reports', '/admin/reviews?view=reports'],
    ]);
    // Every action and area leads to a page of the router that an admin may open (not the 404 page).
    for (const link of [...tiles, ...within(manage).getAllByRole('link')]) {
      const { pathname } = new URL(link.getAttribute('href')!, window.location.origin);
      const route = findAppRoute(pathname);
      expect(route, pathname).toBeDefined();
      expect(roleAllowed(route!.access, 'admin'), pathname).toBe(true);
    }
  });

  it('shows the platform status from the health check and the live counts', async () => {
    renderPage();
    const panel = (await screen.findByRole('heading', { name: 'Platform Status' })).closest('div')!
      .parentElement!;
    expect(await within(panel).findByText('Online')).toBeInTheDocument();
    const row = (label: string) => within(panel).getByText(label).closest('div')!;
    expect(await within(row('Active sessions (15 min)')).findByText('5')).toBeInTheDocument();
    // Reviews publish at once (no approval queue): the figure is the week's new reviews, and opens them.
    expect(within(row('New reviews (7 days)')).getByText('3')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'New reviews (7 days)' })).toHaveAttribute(
      'href',
      '/admin/reviews?show=visible',
    );
    expect(within(panel).queryByText(/awaiting moderation/i)).not.toBeInTheDocument();
  });

  it('says the service is unreachable when the health check fails', async () => {
    renderPage((r) => (r.url === '/api/health' ? problem(503, 'Unavailable', 'db down') : undefined));
    expect(await screen.findByText('Unreachable')).toBeInTheDocument();
    expect(screen.queryByText('Online')).not.toBeInTheDocument();
  });

  it('shows skeletons while loading, then quiet dashes and a retry when the figures fail', async () => {
    let fail = true;
    const { requests } = renderPage((r) =>
      r.url === '/api/v1/admin/stats' ? (fail ? problem(500, 'Error', 'boom') : json(stats())) : undefined,
    );
    expect(statCard('Total Users')).toHaveAttribute('aria-busy', 'true');
    expect(
      await screen.findByText('The figures could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(statCard('Total Users')).getByText('—')).toBeInTheDocument();
    // Quiet: no toast.
    expect(screen.queryByRole('region', { name: /Notifications/ })?.textContent ?? '').toBe('');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('128')).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/api/v1/admin/stats').length).toBeGreaterThan(1);
  });

  it('sets its title and canonical link, and removes the link when it goes', async () => {
    const { unmount } = renderPage();
    await screen.findByText('128');
    expect(document.title).toBe('Admin Dashboard | Limpa');
    const canonical = document.head.querySelector('link[rel="canonical"]');
    expect(canonical).toHaveAttribute('href', `${window.location.origin}/admin/dashboard`);
    unmount();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('signs out and goes to /auth', async () => {
    const { requests, router } = renderPage((r) =>
      r.url === '/api/auth/sign-out' ? json({ success: true }) : undefined,
    );
    await screen.findByText('128');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await screen.findByLabelText('Current location');
    expect(router.state.location.pathname).toBe('/auth');
    expect(requests.some((r) => r.url === '/api/auth/sign-out' && r.method === 'POST')).toBe(true);
  });
});
