import type { Address } from '@limpa/contracts';
import { houseCleaningPrices, pricingTable, scaleServicePrices } from '@limpa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lisbon, toronto } from '@/test/address-fixtures';
import { customerSession, json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { ServicesPage } from './services-page';

// Each service's cells in both currencies; Deep Cleaning costs more in Canada (an admin's edit), so the
// currency shown is the viewer's, not just the symbol.
const cells = (eur: ReturnType<typeof houseCleaningPrices>, cadExtraCents = 0) => [
  ...eur.map((c) => ({ ...c, currency: 'EUR' as const })),
  ...eur.map((c) => ({ ...c, currency: 'CAD' as const, priceCents: c.priceCents + cadExtraCents })),
];
const SERVICES = [
  {
    id: '0b6f2f0e-1f0a-4c57-9a43-6a4c1c2b7a01',
    key: 'Deep Cleaning',
    name: 'Deep Cleaning',
    description: 'A top-to-bottom clean.',
    basePriceCents: 8999,
    durationHours: 4,
    isDefault: false,
    prices: cells(scaleServicePrices(8999, 4), 4000),
  },
  {
    id: '0b6f2f0e-1f0a-4c57-9a43-6a4c1c2b7a02',
    key: 'Regular House Cleaning',
    name: 'Regular House Cleaning',
    description: 'Kitchen, bathroom, living room and bedrooms.',
    basePriceCents: 4999,
    durationHours: 2.5,
    isDefault: true,
    prices: cells(houseCleaningPrices()),
  },
];

// The API's pricing rows for a studio and a 4-bedroom home, from the one table the API serves.
const PRICING = pricingTable().filter((row) => row.homeType === 'T0' || row.homeType === 'T4');

function setup(
  services: () => Response | Promise<Response> = () => json(SERVICES),
  { profileCurrency = null as 'CAD' | 'EUR' | null, addresses = [] as Address[] } = {},
) {
  const session = { ...customerSession, profile: { ...customerSession.profile, currency: profileCurrency } };
  const mock = mockFetch(({ url }) => {
    if (url === '/api/v1/session') return json(session);
    if (url === '/api/v1/me/addresses') return json(addresses);
    if (url === '/api/v1/services') return services();
    if (url === '/api/v1/pricing') return json(PRICING);
    return undefined;
  });
  const rendered = renderWithProviders(<ServicesPage />, { path: '/customer/services', withAuth: true });
  return { ...mock, ...rendered };
}

describe('ServicesPage', () => {
  it("shows a card per service with its cheapest home's price and duration in the viewer's currency", async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Cleaning services' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const regular = cards[1]!;
    expect(within(regular).getByRole('heading', { name: 'Regular House Cleaning' })).toBeInTheDocument();
    // The studio's price, not the catalogue's old "from" figure.
    expect(within(regular).getByText('from €35.00')).toBeInTheDocument();
    expect(within(regular).getByText('1.5 h')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('from €89.99')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('4 h')).toBeInTheDocument();
    expect(document.title).toBe('Services | Limpa');
  });

  it('"Book This Service" opens the booking wizard with the service preselected', async () => {
    const { router } = setup();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Book This Service: Regular House Cleaning' }),
    );
    expect(router.state.location.pathname).toBe('/customer/book');
    expect(router.state.location.state).toEqual({ selectedServiceId: SERVICES[1]!.id });
  });

  it('shows the prices by home size, one-time and recurring, with the first-cleaning note', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Prices by home size, one-time and recurring' });
    const studio = within(table).getByRole('row', { name: /Studio/ });
    expect(within(studio).getByText('€35.00')).toBeInTheDocument();
    expect(within(studio).getByText('€32.00')).toBeInTheDocument();
    expect(within(studio).getByText('up to 1h30')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /4\+ bedrooms/ })).toHaveTextContent('€68.00');
    expect(screen.getByText('New customers save 20% on their first cleaning')).toBeInTheDocument();
  });

  it('shows a Canadian without an address the prices in dollars, the home types by their bedrooms', async () => {
    setup(undefined, { profileCurrency: 'CAD' });
    const list = await screen.findByRole('list', { name: 'Cleaning services' });
    // Canada's own cells: Deep Cleaning's studio is $129.99 there.
    expect(within(list).getByText('from $129.99')).toBeInTheDocument();
    expect(within(list).getByText('from $35.00')).toBeInTheDocument();
    expect(within(list).queryByText('from $89.99')).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Prices by home size, one-time and recurring' });
    const studio = within(table).getByRole('row', { name: /Studio/ });
    expect(within(studio).getByText('$35.00')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /4\+ bedrooms/ })).not.toHaveTextContent('T4');
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
  });

  it("follows the customer's default address over their profile, and Portugal names T0–T4", async () => {
    setup(undefined, { profileCurrency: 'CAD', addresses: [{ ...toronto, isDefault: false }, lisbon] });
    const table = await screen.findByRole('table', { name: 'Prices by home size, one-time and recurring' });
    await waitFor(() => expect(within(table).getByRole('row', { name: /T0/ })).toHaveTextContent('€35.00'));
    expect(within(table).getByRole('row', { name: /T4/ })).toHaveTextContent('4+ bedrooms');
  });

  it('"Need a Custom Service?" leads to the FAQ', async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Need a Custom Service?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/customer/faq');
  });

  it('says "Failed to load services" when the list cannot be loaded, and offers a retry', async () => {
    let calls = 0;
    setup(() => {
      calls += 1;
      return calls === 1 ? problem(500, 'Internal Server Error', 'boom') : json(SERVICES);
    });
    expect(await screen.findByText('Failed to load services')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Cleaning services' })).toBeInTheDocument());
  });
});
