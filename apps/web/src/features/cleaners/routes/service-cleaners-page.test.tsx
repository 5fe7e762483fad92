import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { cleanerListItem } from '@/test/cleaner-fixtures';
import { json, mockFetch, problem, type RecordedRequest } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { page, query, session } from '../cleaners-test-data';
import { ServiceCleanersPage } from './service-cleaners-page';

const listRequests = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url.startsWith('/api/v1/providers?'));

const address = (overrides: Record<string, unknown>) => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  addressType: 'primary',
  country: 'portugal',
  city: null,
  locality: 'Porto',
  isDefault: true,
  ...overrides,
});

function renderPage(
  handler: (request: RecordedRequest) => Response | undefined,
  { addresses = [] as unknown[], url = '/customer/service-providers' } = {},
) {
  const mock = mockFetch((request) => {
    if (request.url === '/api/v1/session') return session();
    if (request.url === '/api/v1/me/addresses') return json(addresses);
    return handler(request);
  });
  const view = renderWithProviders(<ServiceCleanersPage />, {
    path: '/customer/service-providers',
    url,
    withAuth: true,
  });
  return { ...mock, ...view };
}

describe('ServiceCleanersPage', () => {
  it('counts cleaners with each language’s plural rules, and the language’s digits', async () => {
    await i18n.loadLanguages(['fr-CA', 'pt-PT']);
    const found = (lng: string, count: number, total = String(count)) =>
      i18n.t('cleaners.list.found', { lng, count, total });
    expect(found('en', 1)).toBe('1 cleaner found');
    expect(found('en', 2)).toBe('2 cleaners found');
    // French counts 0 and 1 in the singular.
    expect(found('fr-CA', 0)).toBe('0 préposé trouvé');
    expect(found('fr-CA', 2)).toBe('2 préposés trouvés');
    expect(found('pt-PT', 1)).toBe('1 profissional encontrado');
    expect(found('pt-PT', 3)).toBe('3 profissionais encontrados');
  });

  it('says how many cleaners the server found over all pages, not how many cards are loaded', async () => {
    renderPage((r) => {
      if (!r.url.startsWith('/api/v1/providers?')) return undefined;
      return query(r.url).get('cursor')
        ? page([cleanerListItem({ userId: 'c3', fullName: 'Emily Tremblay' })], 'more', 1234)
        : page([cleanerListItem(), cleanerListItem({ userId: 'c2', fullName: 'João Costa' })], 'next', 1234);
    });
    // Two cards on screen, 1,234 matches: the count is the server's, written the language's way.
    expect(await screen.findByText('1,234 cleaners found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Emily Tremblay' })).not.toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Ana Silva' }).closest('li')!;
    expect(within(card).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/provider/cleaner-1',
    );
    expect(within(card).queryByRole('link', { name: 'Book Now' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('heading', { name: 'Emily Tremblay' });
    expect(screen.getByText('1,234 cleaners found')).toBeInTheDocument();
  });

  it('shows "No service providers found" when nothing matches', async () => {
    renderPage((r) => (r.url.startsWith('/api/v1/providers?') ? page([]) : undefined));
    expect(await screen.findByText('No service providers found')).toBeInTheDocument();
    expect(screen.getByText('0 cleaners found')).toBeInTheDocument();
  });

  it("prefills the city from the customer's default address (Portugal: locality) and lets them clear it", async () => {
    const { requests } = renderPage(
      (r) => (r.url.startsWith('/api/v1/providers?') ? page([cleanerListItem()]) : undefined),
      { addresses: [address({ isDefault: false, locality: 'Faro' }), address({})] },
    );
    await screen.findByText('1 cleaner found');
    // The first list request already carries the city: no unfiltered request first.
    expect(listRequests(requests).map((r) => query(r.url).get('city'))).toEqual(['Porto']);
    expect(screen.getByRole('button', { name: 'Remove filter City: Porto' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filters (1 active)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter providers' });
    expect(within(sheet).getByLabelText('City')).toHaveValue('Porto');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(query(listRequests(requests).at(-1)!.url).get('city')).toBeNull());
    expect(screen.queryByRole('button', { name: /Remove filter City/ })).not.toBeInTheDocument();
  });

  it('uses the city of a Canadian address and applies the service type from the sheet', async () => {
    const { requests } = renderPage(
      (r) => (r.url.startsWith('/api/v1/providers?') ? page([cleanerListItem()]) : undefined),
      { addresses: [address({ country: 'canada', city: 'Toronto', locality: null })] },
    );
    await screen.findByText('1 cleaner found');
    expect(query(listRequests(requests)[0]!.url).get('city')).toBe('Toronto');

    await userEvent.click(screen.getByRole('button', { name: /Filters/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter providers' });
    const types = within(sheet).getByRole('group', { name: 'Service type' });
    for (const label of ['T0 Studio', 'T1', 'T2', 'T3', 'T4+ Bedroom']) {
      expect(within(types).getByRole('radio', { name: label })).toBeInTheDocument();
    }
    await userEvent.click(within(types).getByRole('radio', { name: 'T4+ Bedroom' }));
    await userEvent.clear(within(sheet).getByLabelText('City'));
    await userEvent.type(within(sheet).getByLabelText('City'), 'Montréal');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));

    await waitFor(() => {
      const last = query(listRequests(requests).at(-1)!.url);
      expect([last.get('homeType'), last.get('city')]).toEqual(['T4', 'Montréal']);
    });
    expect(screen.getByRole('button', { name: 'Remove filter Home: T4+ Bedroom' })).toBeInTheDocument();
  });

  it('searches on the server after a pause in typing', async () => {
    const { requests } = renderPage((r) =>
      r.url.startsWith('/api/v1/providers?') ? page([cleanerListItem()]) : undefined,
    );
    await screen.findByText('1 cleaner found');
    await userEvent.type(screen.getByLabelText('Search providers'), 'ana');
    await waitFor(() => expect(query(listRequests(requests).at(-1)!.url).get('q')).toBe('ana'));
    expect(listRequests(requests).map((r) => query(r.url).get('q'))).not.toContain('an');
  });

  it('toasts "Failed to load service providers" when the list fails', async () => {
    renderPage((r) =>
      r.url.startsWith('/api/v1/providers?') ? problem(500, 'Internal Server Error', 'Boom') : undefined,
    );
    const toastRegion = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(toastRegion).findByText('Failed to load service providers')).toBeInTheDocument();
  });
});
