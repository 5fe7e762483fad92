import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cleanerListItem } from '@/test/cleaner-fixtures';
import { mockFetch, problem, type RecordedRequest } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { page, session } from '../cleaners-test-data';
import { FavoritesPage } from './favorites-page';

function renderPage(handler: (request: RecordedRequest) => Response | undefined) {
  const mock = mockFetch((request) => (request.url === '/api/v1/session' ? session() : handler(request)));
  return {
    ...mock,
    ...renderWithProviders(<FavoritesPage />, { path: '/customer/favorites', withAuth: true }),
  };
}

describe('FavoritesPage', () => {
  it('says "No favourite cleaners yet" and links to finding cleaners', async () => {
    renderPage((r) => (r.url.startsWith('/api/v1/me/favorites?') ? page([]) : undefined));
    expect(await screen.findByText('No favourite cleaners yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find cleaners' })).toHaveAttribute(
      'href',
      '/customer/find-cleaners',
    );
  });

  it('lists saved cleaners and removes one when its heart is pressed again', async () => {
    let saved = [
      cleanerListItem({ isFavorite: true }),
      cleanerListItem({ userId: 'c2', fullName: 'João Costa', isFavorite: true }),
    ];
    const { requests } = renderPage((r) => {
      if (r.url.startsWith('/api/v1/me/favorites?')) return page(saved);
      if (r.url === '/api/v1/me/favorites/c2' && r.method === 'DELETE') {
        saved = saved.filter((p) => p.userId !== 'c2');
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    const card = (await screen.findByRole('heading', { name: 'João Costa' })).closest('li')!;
    expect(within(card).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/customer/book?cleaner=c2',
    );
    const heart = within(card).getByRole('button', { name: 'Favourite João Costa' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(heart);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'João Costa' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Ana Silva' })).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE' && r.url === '/api/v1/me/favorites/c2')).toBe(true);
  });

  it('brings the cleaner back when removing fails', async () => {
    renderPage((r) => {
      if (r.url.startsWith('/api/v1/me/favorites?')) return page([cleanerListItem({ isFavorite: true })]);
      if (r.method === 'DELETE') return problem(503, 'Service Unavailable', 'Try later');
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Favourite Ana Silva' }));
    const toastRegion = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(toastRegion).findByText("Couldn't update favourites")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favourite Ana Silva' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
