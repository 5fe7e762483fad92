import type { AdminReport } from '@limpa/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { AdminReviewsPage } from './admin-reviews-page';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

const id = (n: number) => `9a1c6f55-7a3e-4d43-9a52-0d0c4e1f000${n}`;
const PROFILE = '5e0c6f55-7a3e-4d43-9a52-0d0c4e1f0000';

function reviewReport(n: number, overrides: Partial<AdminReport> = {}): AdminReport {
  return {
    id: id(n),
    status: 'open',
    reason: `Abusive ${n}`,
    createdAt: '2026-11-15T10:00:00.000Z',
    resolvedAt: null,
    reporter: { userId: 'c2', profileId: PROFILE, fullName: `Reader ${n}` },
    review: {
      id: '4b7c6f55-7a3e-4d43-9a52-0d0c4e1f0001',
      rating: 1,
      comment: 'Awful and lazy',
      isHidden: false,
      cleaner: { userId: 'k1', profileId: PROFILE, fullName: 'João Costa' },
    },
    person: null,
    ...overrides,
  };
}

const personReport = (n: number, overrides: Partial<AdminReport> = {}) =>
  reviewReport(n, {
    review: null,
    person: { userId: 'k2', profileId: PROFILE, fullName: 'Rui Reported', role: 'cleaner' },
    ...overrides,
  });

/** Open reports in two pages; dismissed on their own; PATCH answers `patch`. */
function serve(patch: (status: AdminReport['status'], n: number) => Response | undefined = () => undefined) {
  return mockFetch((request) => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname === '/api/v1/admin/reports' && request.method === 'GET') {
      const status = url.searchParams.get('status');
      if (status === 'dismissed')
        return json({ items: [personReport(7, { status: 'dismissed' })], nextCursor: null });
      return url.searchParams.get('cursor') === 'p2'
        ? json({ items: [reviewReport(3)], nextCursor: null })
        : json({ items: [personReport(1), reviewReport(2)], nextCursor: 'p2' });
    }
    if (url.pathname.startsWith('/api/v1/admin/reports/') && request.method === 'PATCH') {
      const { status } = request.body as { status: AdminReport['status'] };
      const n = Number(url.pathname.at(-1));
      return patch(status, n) ?? json((n === 1 ? personReport : reviewReport)(n, { status }));
    }
    return undefined;
  });
}

const renderReports = (url = '/admin/reviews?view=reports') =>
  renderWithProviders(<AdminReviewsPage />, { path: '/admin/reviews', url });

describe('AdminReviewsPage, Reports', () => {
  it('lists open reports by default: the person with a link to Users, or the review; reporter, reason, date', async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    renderReports();

    expect(screen.getByRole('tab', { name: 'Reports', selected: true })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Reports' });
    const [person, review] = within(list).getAllByRole('article');
    expect(within(person!).getByRole('heading', { name: 'Report about Rui Reported' })).toBeInTheDocument();
    expect(within(person!).getByRole('link', { name: 'Open Rui Reported in Users' })).toHaveAttribute(
      'href',
      '/admin/users?q=Rui+Reported',
    );
    expect(within(person!).getByText('Abusive 1')).toBeInTheDocument();
    expect(within(person!).getByText('Reader 1')).toBeInTheDocument();
    expect(within(person!).getByText('Nov 15, 2026')).toBeInTheDocument();
    expect(within(review!).getByRole('heading', { name: 'Review of João Costa' })).toBeInTheDocument();
    expect(within(review!).getByText('“Awful and lazy”')).toBeInTheDocument();
    expect(within(review!).getByRole('img', { name: 'Rated 1 out of 5' })).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/v1/admin/reports?status=open')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    expect(requests.some((r) => r.url === '/api/v1/admin/reports?status=open&cursor=p2')).toBe(true);
  });

  it('filters by status, with no actions on a closed report', async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    const { router } = renderReports();
    await screen.findByRole('list', { name: 'Reports' });

    await user.click(screen.getByRole('tab', { name: 'Dismissed' }));
    await waitFor(() =>
      expect(requests.some((r) => r.url === '/api/v1/admin/reports?status=dismissed')).toBe(true),
    );
    expect(await screen.findByText('Abusive 7')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=reports&status=dismissed');
    const article = screen.getAllByRole('article')[0]!;
    expect(within(article).queryByRole('button', { name: /Dismiss/ })).not.toBeInTheDocument();
  });

  it('dismisses a report, and hides a reported review through its report', async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    renderReports();
    const [person, review] = within(await screen.findByRole('list', { name: 'Reports' })).getAllByRole(
      'article',
    );

    await user.click(
      within(person!).getByRole('button', { name: 'Dismiss the report: Report about Rui Reported' }),
    );
    expect(await screen.findByText('Report dismissed')).toBeInTheDocument();
    await user.click(
      within(review!).getByRole('button', {
        name: 'Hide the review and close its reports: Review of João Costa',
      }),
    );
    expect(await screen.findByText('Report closed, action taken')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => [r.url, r.body])).toEqual([
      [`/api/v1/admin/reports/${id(1)}`, { status: 'dismissed' }],
      [`/api/v1/admin/reports/${id(2)}`, { status: 'action_taken' }],
    ]);
  });

  it('says what the server answered when a report was decided meanwhile', async () => {
    const user = userEvent.setup();
    serve(() => problem(409, 'Report Closed', 'This report is already closed.', 'report_closed'));
    renderReports();
    const [person] = within(await screen.findByRole('list', { name: 'Reports' })).getAllByRole('article');
    await user.click(
      within(person!).getByRole('button', { name: 'Mark action taken: Report about Rui Reported' }),
    );
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('This report is already closed.')).toBeInTheDocument();
  });

  it('says when there is no open report', async () => {
    mockFetch((request) =>
      request.url.startsWith('/api/v1/admin/reports') ? json({ items: [], nextCursor: null }) : undefined,
    );
    renderReports();
    expect(await screen.findByRole('heading', { name: 'No open reports' })).toBeInTheDocument();
  });
});
