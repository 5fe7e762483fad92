// The renderer the API paints a signed-in screen with (decision 086): the app's own screen, drawn from the
// app's own requests (held to the API contract by mockFetch), render after render until nothing new is asked.
import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import { PRICE_TABLE } from '@limpa/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { lisbon } from '@/test/address-fixtures';
import { makeBooking } from '@/test/booking-fixture';
import { cleanerListItem } from '@/test/cleaner-fixtures';
import { customerSession, json, mockFetch, problem, type RecordedRequest } from '@/test/fetch';
import { renderPaintedScreen } from './render-painted-screen';

const booking = makeBooking({ serviceName: 'Spring Clean Special' });
const cleaner = cleanerListItem({ fullName: 'Beatriz Nunes' });

/** The API as the home asks it, less what `missing` names (answered 503). */
function homeAnswers(missing: string[] = []) {
  return ({ url }: RecordedRequest) => {
    if (missing.some((part) => url.includes(part))) {
      return problem(503, 'Service Unavailable', 'The database is away.', 'service_unavailable');
    }
    if (url === '/api/v1/session') return json(customerSession);
    if (url.startsWith('/api/v1/bookings?when=upcoming')) {
      return json({ items: [booking], nextCursor: null });
    }
    if (url === '/api/v1/me/addresses') return json([lisbon]);
    if (url === '/api/v1/pricing') return json(PRICE_TABLE);
    if (url.startsWith('/api/v1/providers?')) return json({ items: [cleaner], total: 1, nextCursor: null });
    return undefined;
  };
}

const paint = (locale: 'en' | 'pt-PT' | 'fr-CA' = 'en') =>
  renderPaintedScreen({ path: '/customer/dashboard', locale, request: (path, init) => fetch(path, init) });

afterEach(async () => {
  // The renderer sets the app's one i18n instance's language, as the API runs it; the other tests expect English.
  const { i18n } = await import('@/lib/i18n');
  await i18n.changeLanguage('en');
});

describe('the painted screen renderer', () => {
  it('draws the customer home whole from the app’s own requests: the booking, the cleaners near, the navigation', async () => {
    const { requests } = mockFetch(homeAnswers());
    const painted = await paint();
    expect(painted).not.toBeNull();
    const html = painted?.page.html ?? '';
    expect(painted?.page.title).toMatch(/Limpa/);
    expect(html).toContain('Hi, Ana');
    expect(html).toContain('Spring Clean Special');
    // The nearby cleaners need the address first: a second pass asked for them.
    expect(html).toContain('Beatriz Nunes');
    // What sits below a phone's first screen, and the desktop side navigation (shown from 1024 px by CSS).
    expect(html).toContain('Why choose');
    expect(html).toMatch(/<nav[^>]*lg:flex/);
    // The initials are the person's, not a blank circle.
    expect(html).toContain('>AS<');
    expect(painted?.userId).toBe(customerSession.user.id);
    const keys = painted?.queryData.map(([key]) => JSON.stringify(key));
    expect(keys).toContain(JSON.stringify(bookingKeys.next));
    // The session is the app's to read again when it takes the page over.
    expect(keys).not.toContain(JSON.stringify(['session']));
    // Each request once, and none the page did not want (no cleaners near "no address").
    const urls = requests.map((r) => r.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.filter((url) => url.includes('servesAddressId=&'))).toEqual([]);
    expect(requests.every((r) => r.method === 'GET')).toBe(true);
  });

  it('leaves out what failed: its skeleton is drawn, and nothing of it is handed to the app', async () => {
    mockFetch(homeAnswers(['/api/v1/bookings']));
    const painted = await paint();
    const html = painted?.page.html ?? '';
    expect(html).not.toContain('Spring Clean Special');
    expect(html).toContain('Beatriz Nunes');
    expect(painted?.queryData.map(([key]) => JSON.stringify(key))).not.toContain(
      JSON.stringify(bookingKeys.next),
    );
  });

  it('paints nothing without a session', async () => {
    mockFetch(({ url }) =>
      url === '/api/v1/session' ? problem(401, 'Unauthorized', 'Sign in.') : undefined,
    );
    expect(await paint()).toBeNull();
  });

  it('draws two pages in two languages at once, each in its own', async () => {
    mockFetch(homeAnswers());
    const [pt, fr, en] = await Promise.all([paint('pt-PT'), paint('fr-CA'), paint('en')]);
    expect(pt?.page.html).toContain('Olá, Ana');
    expect(fr?.page.html).toContain('Bonjour, Ana');
    expect(en?.page.html).toContain('Hi, Ana');
  });

  it('draws a client error as the screen shows it (a cleaner not found), and hands it to the app as that error', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    mockFetch(({ url }) => {
      if (url === '/api/v1/session') return json(customerSession);
      if (url === `/api/v1/providers/${missing}`) {
        return problem(404, 'Provider not found', 'Provider not found', 'provider_not_found');
      }
      return undefined;
    });
    const painted = await renderPaintedScreen({
      path: `/provider/${missing}`,
      locale: 'en',
      request: (path, init) => fetch(path, init),
    });
    expect(painted?.page.html).toContain('Provider not found');
    expect(painted?.queryErrors).toContainEqual([
      expect.arrayContaining([missing]),
      expect.objectContaining({ status: 404, code: 'provider_not_found' }),
    ]);
  });
});
