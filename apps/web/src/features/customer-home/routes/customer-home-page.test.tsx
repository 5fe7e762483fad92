import type { Address, Booking, CleanerListItem, PricingRow } from '@limpa/contracts';
import { PRICE_TABLE } from '@limpa/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanerListItem } from '@/test/cleaner-fixtures';
import { json, mockFetch, problem, type RecordedRequest, sessionAs } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { CustomerHomePage } from './customer-home-page';

// The page loads several queries at once; leave room on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const PRICING: PricingRow[] = PRICE_TABLE.map((row) => ({ ...row }));

function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: '0b7c6f55-7a3e-4d43-9a52-0d0c4e1f0001',
    serviceName: 'House Cleaning',
    status: 'pending',
    startsAt: '2026-12-02T15:00:00.000Z',
    timeZone: 'America/Toronto',
    bookingDate: '2026-12-02',
    bookingTime: '10:00',
    cleaner: { userId: 'c1', fullName: 'Ana Silva', phone: null, avatarUrl: null },
    ...overrides,
  } as Booking;
}

function address(overrides: Partial<Address> = {}): Address {
  return {
    id: '5a1f3c1e-1111-4c4c-8888-000000000001',
    isDefault: true,
    currency: 'EUR',
    timeZone: 'Europe/Lisbon',
    locality: 'Lisboa',
    ...overrides,
  } as Address;
}

const ANA = cleanerListItem({ userId: 'cleaner-ana', servicesOffered: [], reviewCount: 3, bio: null });

interface Api {
  role?: 'customer' | 'cleaner' | 'admin';
  upcoming?: Booking[] | Response;
  addresses?: Address[];
  cleaners?: CleanerListItem[] | Response;
  /** The currency the server works out for the person (their country, else their language). */
  profileCurrency?: 'CAD' | 'EUR';
}

function serve({
  role = 'customer',
  upcoming = [],
  addresses = [address()],
  cleaners = [ANA],
  profileCurrency,
}: Api = {}) {
  const session = sessionAs(role);
  return mockFetch(({ url }: RecordedRequest) => {
    if (url === '/api/v1/session') {
      return json({ ...session, profile: { ...session.profile, currency: profileCurrency ?? null } });
    }
    if (url.startsWith('/api/v1/bookings?'))
      return upcoming instanceof Response
        ? upcoming
        : json({ items: upcoming.slice(0, 1), nextCursor: null });
    if (url === '/api/v1/me/addresses') return json(addresses);
    if (url === '/api/v1/pricing') return json(PRICING);
    if (url.startsWith('/api/v1/providers?'))
      return cleaners instanceof Response
        ? cleaners
        : json({ items: cleaners, nextCursor: null, total: cleaners.length });
    return undefined;
  });
}

function BookProbe() {
  const location = useLocation();
  return (
    <output aria-label="Book page">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</output>
  );
}

function renderHome() {
  return renderWithProviders(<CustomerHomePage />, {
    path: '/customer/dashboard',
    withAuth: true,
    routes: [{ path: '/customer/book', element: <BookProbe /> }],
  });
}

afterEach(() => vi.restoreAllMocks());

describe('CustomerHomePage', () => {
  it('greets by first name and shows the first upcoming booking in its own time zone', async () => {
    const { requests } = serve({ upcoming: [booking()] });
    renderHome();

    expect(await screen.findByText('Hi, Ana')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Your next cleaning' });
    expect(within(card).getByText('House Cleaning')).toBeInTheDocument();
    // 15:00 UTC is 10:00 in Toronto, whatever the machine's zone.
    expect(within(card).getByText('Wednesday, December 2 · 10:00')).toBeInTheDocument();
    expect(within(card).getByText('Ana Silva')).toBeInTheDocument();
    expect(within(card).getByText('Pending')).toHaveClass('status-pending');
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/customer/bookings?booking=0b7c6f55-7a3e-4d43-9a52-0d0c4e1f0001',
    );
    expect(requests.some((r) => r.url === '/api/v1/bookings?when=upcoming&limit=1')).toBe(true);
  });

  it('names a booking without a service "House Cleaning" and shows its status colour', async () => {
    serve({ upcoming: [booking({ serviceName: '', status: 'confirmed', cleaner: null })] });
    renderHome();
    const card = await screen.findByRole('region', { name: 'Your next cleaning' });
    expect(within(card).getByText('House Cleaning')).toBeInTheDocument();
    expect(within(card).getByText('Confirmed')).toHaveClass('status-confirmed');
    expect(within(card).getByText('Cleaner to be assigned')).toBeInTheDocument();
  });

  it('invites to book when nothing is upcoming', async () => {
    serve({ upcoming: [] });
    renderHome();
    const prompt = await screen.findByRole('region', { name: 'No cleanings booked yet' });
    expect(within(prompt).getByRole('link', { name: 'Book a cleaning' })).toHaveAttribute(
      'href',
      '/customer/book',
    );
  });

  it('shows the popular-service cards and opens the wizard on the home type and the default service', async () => {
    serve();
    renderHome();
    const section = await screen.findByRole('region', { name: 'Popular services' });
    const cards = await within(section).findAllByRole('link');
    expect(cards.map((card) => card.textContent)).toEqual([
      'PopularStudiofrom €35.00up to 1h30',
      '1 Bedroomfrom €45.00up to 2h00',
      'Popular2 Bedroomfrom €55.00up to 2h30',
      '3 Bedroomfrom €65.00up to 3h00',
      '4+ Bedroomfrom €75.00up to 3h30',
    ]);
    await userEvent.click(cards[2]!);
    expect(await screen.findByLabelText('Book page')).toHaveTextContent(
      '/customer/book?homeType=T2&service=default',
    );
  });

  it('opens the wizard on Deep Cleaning from the Deep clean card', async () => {
    serve();
    renderHome();
    const section = await screen.findByRole('region', { name: 'Our services' });
    await userEvent.click(await within(section).findByRole('link', { name: /Deep clean/ }));
    expect(await screen.findByLabelText('Book page')).toHaveTextContent(
      '/customer/book?service=Deep+Cleaning',
    );
  });

  it('prices the cards in the default address currency', async () => {
    serve({
      addresses: [
        address({ isDefault: false }),
        address({ id: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b', currency: 'CAD', isDefault: true }),
      ],
    });
    renderHome();
    const section = await screen.findByRole('region', { name: 'Popular services' });
    expect(await within(section).findByText('from $35.00')).toBeInTheDocument();
  });

  it("prices the cards in a Canadian's dollars before they save an address", async () => {
    serve({ addresses: [], profileCurrency: 'CAD' });
    renderHome();
    const section = await screen.findByRole('region', { name: 'Popular services' });
    expect(await within(section).findByText('from $35.00')).toBeInTheDocument();
    expect(within(section).queryByText(/€/)).not.toBeInTheDocument();
  });

  it('prices the cards in euro for a person in Portugal without an address', async () => {
    serve({ addresses: [], profileCurrency: 'EUR' });
    renderHome();
    const section = await screen.findByRole('region', { name: 'Popular services' });
    expect(await within(section).findByText('from €35.00')).toBeInTheDocument();
  });

  it('lists cleaners serving the default address with live rating, rate and Book Now', async () => {
    const { requests } = serve();
    renderHome();
    const section = await screen.findByRole('region', { name: 'Cleaners near you' });
    expect(await within(section).findByText('Ana Silva')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Rated 4.7 out of 5 from 3 reviews' })).toHaveTextContent(
      '4.7 (3)',
    );
    expect(within(section).getByText('€22.00/h')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Book Now with Ana Silva' })).toHaveAttribute(
      'href',
      '/customer/book?cleaner=cleaner-ana',
    );
    expect(within(section).getByRole('link', { name: 'See all service providers' })).toHaveAttribute(
      'href',
      '/customer/service-providers',
    );
    const call = requests.find((r) => r.url.startsWith('/api/v1/providers?'));
    expect(new URL(call!.url, 'http://x').searchParams.get('servesAddressId')).toBe(address().id);
  });

  it('asks for an address before showing nearby cleaners', async () => {
    const { requests } = serve({ addresses: [] });
    renderHome();
    const section = await screen.findByRole('region', { name: 'Cleaners near you' });
    expect(await within(section).findByRole('link', { name: 'Add an address' })).toHaveAttribute(
      'href',
      '/customer/addresses',
    );
    expect(requests.some((r) => r.url.startsWith('/api/v1/providers'))).toBe(false);
  });

  it('has the quick actions, the promo and the four lazy service images', async () => {
    serve();
    renderHome();
    const actions = await screen.findByRole('navigation', { name: 'Quick actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Service Providers', '/customer/service-providers'],
      ['My Bookings', '/bookings'],
      ['Favorites', '/favorites'],
      ['Profile', '/customer/profile'],
    ]);
    const promo = screen.getByRole('region', { name: '20% off your first cleaning' });
    expect(within(promo).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/customer/book');
    expect(screen.getByRole('searchbox', { name: 'Search for a service' })).toHaveAttribute(
      'placeholder',
      'What do you need cleaned?',
    );
    const images = within(screen.getByRole('region', { name: 'Our services' })).getAllByRole('img');
    expect(images).toHaveLength(4);
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '640');
      expect(image).toHaveAttribute('height', '400');
      expect(image.getAttribute('alt')).toBeTruthy();
    }
    expect(screen.getByText('Insured and bonded')).toBeInTheDocument();
    expect(screen.getByText('On-time guarantee')).toBeInTheDocument();
    expect(screen.getByText('Eco-friendly products')).toBeInTheDocument();
  });

  it('leaves the nearby cleaners out when they cannot load, and keeps the sections after them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { requests } = serve({ cleaners: problem(500, 'Internal Server Error', 'boom') });
    renderHome();
    expect(await screen.findByRole('region', { name: 'Popular services' })).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.url.startsWith('/api/v1/providers?'))).toBe(true));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Cleaners near you' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('20% off your first cleaning')).toBeInTheDocument();
  });

  it('logs a failed bookings load quietly and shows the rest of the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve({ upcoming: problem(500, 'Internal Server Error', 'boom') });
    renderHome();
    expect(await screen.findByRole('region', { name: 'Popular services' })).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Your next cleaning' })).not.toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('shows a cleaner the generic parts only, without customer data calls', async () => {
    const { requests } = serve({ role: 'cleaner' });
    renderHome();
    expect(await screen.findByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute(
      'href',
      '/provider/dashboard',
    );
    expect(await screen.findByText('Studio')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Book Now/ })).not.toBeInTheDocument();
    const urls = requests.map((r) => r.url);
    expect(urls.some((url) => url.startsWith('/api/v1/bookings'))).toBe(false);
    expect(urls).not.toContain('/api/v1/me/addresses');
    expect(urls.some((url) => url.startsWith('/api/v1/providers'))).toBe(false);
  });
});
