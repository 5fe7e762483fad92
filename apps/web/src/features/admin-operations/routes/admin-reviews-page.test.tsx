import type { AdminReview } from '@limpa/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { AdminReviewsPage } from './admin-reviews-page';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

const BOOKING = 'd52f7fdc-6c3b-42da-9a09-d74ae3f4a53d';

function review(n: number, overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    id: `4b7c6f55-7a3e-4d43-9a52-0d0c4e1f000${n}`,
    rating: 5,
    comment: `Comment ${n}`,
    createdAt: '2026-11-15T10:00:00.000Z',
    isHidden: false,
    cleaner: { userId: 'k1', fullName: 'João Costa' },
    customer: { userId: 'c1', fullName: `Customer ${n}` },
    bookingId: BOOKING,
    ...overrides,
  };
}

function renderPage(url = '/admin/reviews') {
  return renderWithProviders(<AdminReviewsPage />, { path: '/admin/reviews', url });
}

/** Serves two pages of reviews; PATCH answers after `release()`, with `patchStatus`. */
function serve({ patchStatus = 200 } = {}) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const mock = mockFetch((request) => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname === '/api/v1/admin/reviews' && request.method === 'GET') {
      if (url.searchParams.get('hidden') === 'true')
        return json({ items: [review(9, { isHidden: true })], nextCursor: null });
      return url.searchParams.get('cursor') === 'p2'
        ? json({ items: [review(3)], nextCursor: null })
        : json({ items: [review(1, { rating: 4 }), review(2, { comment: null })], nextCursor: 'p2' });
    }
    if (url.pathname.startsWith('/api/v1/admin/reviews/') && request.method === 'PATCH') {
      return gate.then(() => {
        if (patchStatus !== 200) return problem(patchStatus, 'Internal Server Error', 'Something broke.');
        const n = Number(url.pathname.at(-1));
        const { isHidden } = request.body as { isHidden: boolean };
        return json(review(n, { rating: n === 1 ? 4 : 5, isHidden }));
      });
    }
    return undefined;
  });
  return { ...mock, release };
}

describe('AdminReviewsPage', () => {
  it('lists reviews with stars, comment, people, date and a link to the booking, and loads more', async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Reviews and Reports' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Reviews and Reports | Limpa'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/admin/reviews`,
    );
    expect(
      screen.getAllByText('Hidden reviews no longer count in ratings or show on profiles.')[0],
    ).toBeVisible();

    const list = await screen.findByRole('list', { name: 'Reviews' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first!).getByRole('heading', { name: 'Review of João Costa' })).toBeInTheDocument();
    expect(within(first!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(first!).getByText('“Comment 1”')).toBeInTheDocument();
    expect(within(first!).getByText('Customer 1')).toBeInTheDocument();
    expect(within(first!).getByText('Nov 15, 2026')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Booking d52f7fdc' })).toHaveAttribute(
      'href',
      `/admin/bookings?booking=${BOOKING}`,
    );
    expect(within(second!).getByText('No comment left.')).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/v1/admin/reviews')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    expect(requests.some((r) => r.url === '/api/v1/admin/reviews?cursor=p2')).toBe(true);
  });

  it('filters hidden reviews with ?hidden=true', async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    const { router } = renderPage();
    await screen.findByRole('list', { name: 'Reviews' });

    await user.click(screen.getByRole('tab', { name: 'Hidden' }));
    await waitFor(() =>
      expect(requests.some((r) => r.url === '/api/v1/admin/reviews?hidden=true')).toBe(true),
    );
    expect(await screen.findByText('“Comment 9”')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?show=hidden');
    await user.click(screen.getByRole('tab', { name: 'Visible' }));
    await waitFor(() =>
      expect(requests.some((r) => r.url === '/api/v1/admin/reviews?hidden=false')).toBe(true),
    );
  });

  it('hides a review at once (optimistic), then confirms with a toast', async () => {
    const user = userEvent.setup();
    const { requests, release } = serve();
    renderPage();
    await screen.findByRole('list', { name: 'Reviews' });
    const article = screen.getAllByRole('article')[0]!;
    expect(within(article).getByText('Visible')).toBeInTheDocument();
    await user.click(within(article).getByRole('button', { name: "Hide Customer 1's review of João Costa" }));

    // Before the server answers.
    expect(within(article).getByText('Hidden')).toBeInTheDocument();
    expect(
      within(article).getByRole('button', { name: "Show Customer 1's review of João Costa" }),
    ).toBeDisabled();
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.url).toBe('/api/v1/admin/reviews/4b7c6f55-7a3e-4d43-9a52-0d0c4e1f0001');
    expect(patch?.body).toEqual({ isHidden: true });

    release();
    expect(await screen.findByText('Review hidden')).toBeInTheDocument();
    expect(
      screen.getAllByText('Hidden reviews no longer count in ratings or show on profiles.'),
    ).toHaveLength(2);
    await waitFor(() =>
      expect(
        within(article).getByRole('button', { name: "Show Customer 1's review of João Costa" }),
      ).toBeEnabled(),
    );
    expect(within(article).getByText('Hidden')).toBeInTheDocument();
  });

  it('rolls the change back and says so when the server refuses', async () => {
    const user = userEvent.setup();
    const { release } = serve({ patchStatus: 500 });
    renderPage();
    await screen.findByRole('list', { name: 'Reviews' });
    const article = screen.getAllByRole('article')[0]!;

    await user.click(within(article).getByRole('button', { name: "Hide Customer 1's review of João Costa" }));
    expect(within(article).getByText('Hidden')).toBeInTheDocument();
    release();

    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('Something broke.')).toBeInTheDocument();
    await waitFor(() => expect(within(article).getByText('Visible')).toBeInTheDocument());
    expect(
      within(article).getByRole('button', { name: "Hide Customer 1's review of João Costa" }),
    ).toBeEnabled();
  });

  it('shows a hidden review again with "Review visible again"', async () => {
    const user = userEvent.setup();
    const { requests, release } = serve();
    renderPage('/admin/reviews?show=hidden');
    const article = (await screen.findAllByRole('article'))[0]!;
    release();
    await user.click(within(article).getByRole('button', { name: "Show Customer 9's review of João Costa" }));
    expect(await screen.findByText('Review visible again')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ isHidden: false });
  });

  it('says when there are no hidden reviews', async () => {
    mockFetch((request) =>
      request.url.startsWith('/api/v1/admin/reviews') ? json({ items: [], nextCursor: null }) : undefined,
    );
    renderPage('/admin/reviews?show=hidden');
    expect(await screen.findByRole('heading', { name: 'No hidden reviews' })).toBeInTheDocument();
  });
});
