import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lisbon } from '@/test/address-fixtures';
import { cleanerListItem } from '@/test/cleaner-fixtures';
import { json, mockFetch, problem, type RecordedRequest } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { page, query, session } from '../cleaners-test-data';
import { FindCleanersPage } from './find-cleaners-page';

const listRequests = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url.startsWith('/api/v1/providers?'));

function renderPage(handler: (request: RecordedRequest) => Response | undefined) {
  const mock = mockFetch((request) => {
    if (request.url === '/api/v1/session') return session();
    if (request.url === '/api/v1/services') {
      return json([
        {
          id: '1',
          key: 'Deep Cleaning',
          name: 'Deep Cleaning',
          description: '',
          basePriceCents: 8999,
          durationHours: 4,
        },
        {
          id: '2',
          key: 'Office Cleaning',
          name: 'Office Cleaning',
          description: '',
          basePriceCents: 6999,
          durationHours: 3,
        },
      ]);
    }
    return handler(request);
  });
  const view = renderWithProviders(<FindCleanersPage />, {
    path: '/customer/find-cleaners',
    withAuth: true,
  });
  return { ...mock, ...view };
}

describe('FindCleanersPage', () => {
  it('shows each cleaner with live rating, city, rate, services and the two actions', async () => {
    renderPage((r) =>
      r.url.startsWith('/api/v1/providers?')
        ? page([
            cleanerListItem(),
            cleanerListItem({
              userId: 'cleaner-2',
              fullName: 'Emily Tremblay',
              city: 'Toronto',
              country: 'CA',
              currency: 'CAD',
              hourlyRate: null,
              averageRating: null,
              reviewCount: 0,
              servicesOffered: ['Deep Cleaning', 'Office Cleaning', 'Window Cleaning', 'Laundry Services'],
            }),
          ])
        : undefined,
    );
    await screen.findByRole('list', { name: 'Cleaners' });
    const ana = screen.getByRole('heading', { name: 'Ana Silva' }).closest('li');
    const emily = screen.getByRole('heading', { name: 'Emily Tremblay' }).closest('li');
    expect(within(ana!).getByRole('heading', { name: 'Ana Silva' })).toBeInTheDocument();
    expect(within(ana!).getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
    expect(within(ana!).getByText('4.7 (12)')).toBeInTheDocument();
    expect(within(ana!).getByText('€22/h')).toBeInTheDocument();
    expect(within(ana!).getByText('Lisboa')).toBeInTheDocument();
    expect(within(ana!).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/customer/book?cleaner=cleaner-1',
    );
    expect(within(ana!).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/provider/cleaner-1',
    );
    // No reviews: "New"; no rate: the default 25 in the cleaner's currency; top 3 services and "+1 more".
    expect(within(emily!).getByText('New')).toBeInTheDocument();
    expect(within(emily!).getByText('$25/h')).toBeInTheDocument();
    expect(within(emily!).getByText('+1 more')).toBeInTheDocument();
    expect(within(emily!).queryByText('Laundry Services')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('says how many cleaners match the search over all pages, and the new count after a filter', async () => {
    renderPage((r) => {
      if (!r.url.startsWith('/api/v1/providers?')) return undefined;
      return query(r.url).get('service') === 'Deep Cleaning'
        ? page([cleanerListItem()], null, 1)
        : page(
            [cleanerListItem(), cleanerListItem({ userId: 'cleaner-2', fullName: 'Rui Sousa' })],
            'next',
            57,
          );
    });
    expect(await screen.findByText('57 cleaners found')).toHaveAttribute('role', 'status');
    await screen.findByRole('option', { name: 'Deep Cleaning' });
    await userEvent.selectOptions(screen.getByLabelText('Service'), 'Deep Cleaning');
    expect(await screen.findByText('1 cleaner found')).toBeInTheDocument();
    expect(screen.queryByText('57 cleaners found')).not.toBeInTheDocument();
  });

  it('asks the server for sort=price when "Lowest Price" is chosen', async () => {
    const { requests } = renderPage((r) =>
      r.url.startsWith('/api/v1/providers?') ? page([cleanerListItem()]) : undefined,
    );
    await screen.findByRole('heading', { name: 'Ana Silva' });
    expect(query(listRequests(requests)[0]!.url).get('sort')).toBe('rating');

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Lowest Price');
    await waitFor(() =>
      expect(listRequests(requests).some((r) => query(r.url).get('sort') === 'price')).toBe(true),
    );
    expect(screen.getByLabelText('Sort by')).toHaveValue('price');
  });

  it('offers "Nearest to my address" with a default address, then lists from it with each distance', async () => {
    const { requests } = renderPage((r) => {
      if (r.url === '/api/v1/me/addresses') return json([lisbon]);
      if (!r.url.startsWith('/api/v1/providers?')) return undefined;
      return query(r.url).get('sort') === 'nearest'
        ? page([
            cleanerListItem({ distanceKm: 0 }),
            cleanerListItem({ userId: 'cleaner-2', fullName: 'Rui Sousa', distanceKm: 9 }),
          ])
        : page([cleanerListItem()]);
    });
    await screen.findByRole('heading', { name: 'Ana Silva' });
    // Without an address the list says nothing about distance.
    expect(screen.queryByText(/away/)).not.toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByLabelText('Sort by'), 'Nearest to my address');
    const rui = (await screen.findByRole('heading', { name: 'Rui Sousa' })).closest('li');
    expect(within(rui!).getByText('9 km away')).toBeInTheDocument();
    const nearest = listRequests(requests).find((r) => query(r.url).get('sort') === 'nearest');
    expect(query(nearest!.url).get('servesAddressId')).toBe(lisbon.id);
    expect(screen.getByLabelText('Sort by')).toHaveValue('nearest');
  });

  it('lists the cleaners who serve the default address first, and everywhere when asked', async () => {
    const { requests } = renderPage((r) => {
      if (r.url === '/api/v1/me/addresses') return json([lisbon]);
      return r.url.startsWith('/api/v1/providers?') ? page([cleanerListItem({ distanceKm: 3 })]) : undefined;
    });
    await screen.findByRole('heading', { name: 'Ana Silva' });
    // The first page is asked once, for the address: never a list from everywhere that the address then replaces.
    expect(listRequests(requests).map((r) => query(r.url).get('servesAddressId'))).toEqual([lisbon.id]);
    expect(screen.getByLabelText('Area')).toHaveValue('home');
    expect(screen.getByText('3 km away')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Area'), 'Everywhere');
    await waitFor(() =>
      expect(listRequests(requests).some((r) => !query(r.url).has('servesAddressId'))).toBe(true),
    );
    // "Nearest" needs a place to measure from.
    const options = within(screen.getByLabelText('Sort by')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).not.toContain('Nearest to my address');
  });

  it('does not offer "Nearest" without an address the map knows', async () => {
    const { requests } = renderPage((r) => {
      if (r.url === '/api/v1/me/addresses') return json([{ ...lisbon, location: null }]);
      return r.url.startsWith('/api/v1/providers?') ? page([cleanerListItem()]) : undefined;
    });
    await screen.findByRole('heading', { name: 'Ana Silva' });
    await waitFor(() => expect(requests.some((r) => r.url === '/api/v1/me/addresses')).toBe(true));
    const options = within(screen.getByLabelText('Sort by')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Highest Rated', 'Lowest Price', 'Name A-Z']);
    expect(listRequests(requests).every((r) => query(r.url).get('sort') !== 'nearest')).toBe(true);
    expect(listRequests(requests).every((r) => !query(r.url).has('servesAddressId'))).toBe(true);
    expect(screen.queryByLabelText('Area')).not.toBeInTheDocument();
  });

  it('sends the search once typing pauses (debounced), not for every key', async () => {
    const { requests } = renderPage((r) =>
      r.url.startsWith('/api/v1/providers?') ? page([cleanerListItem()]) : undefined,
    );
    await screen.findByRole('heading', { name: 'Ana Silva' });
    await userEvent.type(screen.getByLabelText('Search'), 'lis');

    await waitFor(() =>
      expect(listRequests(requests).some((r) => query(r.url).get('q') === 'lis')).toBe(true),
    );
    const searched = listRequests(requests).map((r) => query(r.url).get('q'));
    expect(searched).not.toContain('l');
    expect(searched).not.toContain('li');
  });

  it('filters by service through the server', async () => {
    const { requests } = renderPage((r) =>
      r.url.startsWith('/api/v1/providers?') ? page([cleanerListItem()]) : undefined,
    );
    await screen.findByRole('option', { name: 'Office Cleaning' });
    await userEvent.selectOptions(screen.getByLabelText('Service'), 'Office Cleaning');
    await waitFor(() =>
      expect(listRequests(requests).some((r) => query(r.url).get('service') === 'Office Cleaning')).toBe(
        true,
      ),
    );
  });

  it('loads the next page with the cursor from "Load more"', async () => {
    const { requests } = renderPage((r) => {
      if (!r.url.startsWith('/api/v1/providers?')) return undefined;
      return query(r.url).get('cursor') === 'next-1'
        ? page([cleanerListItem({ userId: 'cleaner-2', fullName: 'João Costa' })])
        : page([cleanerListItem()], 'next-1');
    });
    await screen.findByRole('heading', { name: 'Ana Silva' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'João Costa' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ana Silva' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(listRequests(requests).at(-1)!.url).toContain('cursor=next-1');
  });

  it('says "Error: Failed to load cleaners. Please try again." when the list fails', async () => {
    renderPage((r) =>
      r.url.startsWith('/api/v1/providers?') ? problem(500, 'Internal Server Error', 'Boom') : undefined,
    );
    const toastRegion = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(toastRegion).findByText('Error')).toBeInTheDocument();
    expect(within(toastRegion).getByText('Failed to load cleaners. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers to clear the filters when nothing matches', async () => {
    const { requests } = renderPage((r) => {
      if (!r.url.startsWith('/api/v1/providers?')) return undefined;
      return query(r.url).get('q') ? page([]) : page([cleanerListItem()]);
    });
    await screen.findByRole('heading', { name: 'Ana Silva' });
    await userEvent.type(screen.getByLabelText('Search'), 'zzz');
    expect(await screen.findByText('No cleaners match your search')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { name: 'Ana Silva' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(listRequests(requests).length).toBeGreaterThan(1);
  });
});
