import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, problem, type RecordedRequest } from '@/test/fetch';
import { LocationProbe, renderWithProviders } from '@/test/render';
import { profile, review, session } from '../cleaners-test-data';
import { CleanerDetailPage } from './cleaner-detail-page';

type Handler = (request: RecordedRequest) => Response | Promise<Response> | undefined;

function renderPage(handler: Handler, role: 'customer' | 'cleaner' | 'admin' = 'customer', id = 'cleaner-1') {
  const mock = mockFetch((request) => (request.url === '/api/v1/session' ? session(role) : handler(request)));
  const view = renderWithProviders(<CleanerDetailPage />, {
    path: '/provider/:cleanerId',
    url: `/provider/${id}`,
    withAuth: true,
    routes: [{ path: '/customer/service-providers', element: <LocationProbe /> }],
  });
  return { ...mock, ...view };
}

const profileAnswer =
  (data = profile()): Handler =>
  (r) =>
    r.url === '/api/v1/providers/cleaner-1' && r.method === 'GET' ? json(data) : undefined;

describe('CleanerDetailPage', () => {
  it('shows name, city, rating, rate, services, about, availability and reviews', async () => {
    renderPage(profileAnswer());
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Silva' })).toBeInTheDocument();
    expect(screen.getByText('Lisboa')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Rated 4.7 out of 5' })[0]).toBeInTheDocument();
    expect(screen.getByText('€22/h')).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'Services' });
    expect(within(services).getByText('Regular House Cleaning')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'About' })).getByText('Careful and friendly.'),
    ).toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText('Spotless kitchen.')).toBeInTheDocument();
    expect(within(reviews).getByText('Carla')).toBeInTheDocument();
    expect(within(reviews).getByText('3 days ago')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/customer/book?cleaner=cleaner-1',
    );
    expect(screen.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('lists Sunday to Saturday with hours, and "Not available" on days without any', async () => {
    renderPage(
      profileAnswer(
        profile({
          availability: [
            { weekday: 1, startTime: '08:00', endTime: '12:00' },
            { weekday: 1, startTime: '13:00', endTime: '17:00' },
            { weekday: 6, startTime: '10:00', endTime: '24:00' },
          ],
        }),
      ),
    );
    const availability = await screen.findByRole('region', { name: 'Availability' });
    const days = within(availability)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(days).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    const hours = within(availability)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(hours).toEqual([
      'Not available',
      '08:00–12:00, 13:00–17:00',
      'Not available',
      'Not available',
      'Not available',
      'Not available',
      '10:00–24:00',
    ]);
  });

  it('shows the default week (Monday to Friday, 09:00–17:00) for a cleaner without availability rows', async () => {
    renderPage(profileAnswer(profile({ availability: [] })));
    const availability = await screen.findByRole('region', { name: 'Availability' });
    const hours = within(availability)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(hours).toEqual([
      'Not available',
      '09:00–17:00',
      '09:00–17:00',
      '09:00–17:00',
      '09:00–17:00',
      '09:00–17:00',
      'Not available',
    ]);
  });

  it('saves a favourite at once (optimistic) and keeps it when the server agrees', async () => {
    let release: (response: Response) => void = () => {};
    const { requests } = renderPage((r) => {
      if (r.url === '/api/v1/me/favorites/cleaner-1' && r.method === 'PUT') {
        return new Promise<Response>((resolve) => {
          release = resolve;
        });
      }
      return profileAnswer()(r);
    });
    const heart = await screen.findByRole('button', { name: 'Favourite' });
    await userEvent.click(heart);
    // Pressed before the server has answered.
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(requests.some((r) => r.method === 'PUT')).toBe(true);
    release(new Response(null, { status: 204 }));
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/v1/providers/cleaner-1')).toHaveLength(2),
    );
  });

  it('puts the heart back and says so when saving fails', async () => {
    let release: (response: Response) => void = () => {};
    renderPage((r) => {
      if (r.url === '/api/v1/me/favorites/cleaner-1' && r.method === 'DELETE') {
        return new Promise<Response>((resolve) => {
          release = resolve;
        });
      }
      return profileAnswer(profile({ isFavorite: true }))(r);
    });
    const heart = await screen.findByRole('button', { name: 'Favourite' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    release(problem(500, 'Internal Server Error', 'Could not save'));
    const toastRegion = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(toastRegion).findByText("Couldn't update favourites")).toBeInTheDocument();
    expect(within(toastRegion).getByText('Could not save')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows "Provider not found" with a way back to the cleaners list', async () => {
    renderPage((r) =>
      r.url === '/api/v1/providers/cleaner-1'
        ? problem(404, 'Provider not found', 'Provider not found')
        : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Provider not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to providers' }));
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/customer/service-providers',
    );
  });

  it('toasts "Failed to load provider profile" and goes to the cleaners list on other failures', async () => {
    renderPage((r) =>
      r.url === '/api/v1/providers/cleaner-1' ? problem(500, 'Internal Server Error', 'Boom') : undefined,
    );
    const toastRegion = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(toastRegion).findByText('Failed to load provider profile')).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/customer/service-providers',
    );
  });

  it('hides the heart and Book Now from cleaners and admins', async () => {
    renderPage(profileAnswer(), 'cleaner');
    await screen.findByRole('heading', { level: 1, name: 'Ana Silva' });
    expect(screen.queryByRole('button', { name: 'Favourite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it('opens every review from "View all N reviews", page by page', async () => {
    const fiveNewest = [1, 2, 3, 4, 5].map((n) =>
      review({ id: `00000000-0000-4000-8000-00000000000${n}`, comment: `Review ${n}` }),
    );
    const { requests } = renderPage((r) => {
      if (r.url.startsWith('/api/v1/providers/cleaner-1/reviews?')) {
        return r.url.includes('cursor=c2')
          ? json({
              items: [review({ id: '00000000-0000-4000-8000-000000000099', comment: 'The oldest' })],
              nextCursor: null,
            })
          : json({ items: fiveNewest, nextCursor: 'c2' });
      }
      return profileAnswer(profile({ reviews: fiveNewest, reviewCount: 6 }))(r);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View all 6 reviews' }));
    const dialog = await screen.findByRole('dialog', { name: 'All reviews' });
    expect(await within(dialog).findByText('Review 1')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    expect(await within(dialog).findByText('The oldest')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url.includes('/reviews?'))).toHaveLength(2);
  });
});
