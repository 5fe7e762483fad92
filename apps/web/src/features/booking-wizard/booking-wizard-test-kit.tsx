/** What the booking wizard's tests share: the API they answer through, the page, a walk through the steps. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, type RouteObject } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { lisbon } from '@/test/address-fixtures';
import { makeBooking } from '@/test/booking-fixture';
import { cleanerListItem } from '@/test/cleaner-fixtures';
import { customerSession, json, mockFetch, type RecordedRequest } from '@/test/fetch';
import { paymentMethod } from '@/test/payment-method-fixture';
import { renderWithProviders } from '@/test/render';
import { BookPage } from './routes/book-page';

export const ADDRESS_ID = '11111111-1111-4111-8111-111111111111';
export const CARD_ID = '22222222-2222-4222-8222-222222222222';
export const EXPIRED_CARD_ID = '33333333-3333-4333-8333-333333333333';
export const OVEN_ID = '44444444-4444-4444-8444-444444444444';
export const FRIDGE_ID = '55555555-5555-4555-8555-555555555555';
export const SERVICE_ID = '66666666-6666-4666-8666-666666666666';
export const ANA = 'a0a0a0a0-0000-4000-8000-00000000a0a0';
export const RUI = 'b0b0b0b0-0000-4000-8000-00000000b0b0';
export const JOAO = 'c0c0c0c0-0000-4000-8000-00000000c0c0';

const pricing = [
  ['T0', 'Studio', 3500, 3200, 'up to 1h30', 1.5, '1h00-1h15', 1.25],
  ['T1', '1 Bedroom', 4500, 4200, 'up to 2h00', 2, '1h30-1h45', 1.75],
  ['T2', '2 Bedrooms', 5500, 5000, 'up to 2h30', 2.5, '2h00', 2],
  ['T3', '3 Bedrooms', 6500, 6000, 'up to 3h00', 3, '2h30', 2.5],
  ['T4', '4 Bedrooms', 7500, 6800, 'up to 3h30', 3.5, '3h00', 3],
].map(([homeType, label, oneTimeCents, recurringCents, estimatedTime, durationHours, rt, rd]) => ({
  homeType,
  label,
  oneTimeCents,
  recurringCents,
  estimatedTime,
  durationHours,
  recurringEstimatedTime: rt,
  recurringDurationHours: rd,
}));

export const address = {
  ...lisbon,
  id: ADDRESS_ID,
  firstName: 'Eva',
  lastName: 'Customer',
  email: 'eva@example.com',
  streetAddress: 'Rua Augusta 100',
  unitNumber: null,
  label: null,
  propertyRooms: [],
  createdAt: '2026-11-01T10:00:00.000Z',
};

export const card = (id: string, extra: object = {}) =>
  paymentMethod({ id, createdAt: '2026-11-01T10:00:00.000Z', ...extra });

const addOns = [
  {
    id: FRIDGE_ID,
    key: 'Inside the Fridge',
    name: 'Inside the Fridge',
    description: 'Shelves washed.',
    priceCents: 1500,
  },
  {
    id: OVEN_ID,
    key: 'Oven Cleaning',
    name: 'Oven Cleaning',
    description: 'Racks and glass degreased.',
    priceCents: 2000,
  },
];

const cleaner = (userId: string, fullName: string, extra: object = {}) =>
  cleanerListItem({
    userId,
    fullName,
    servicesOffered: [],
    bio: `${fullName} brings eco-friendly products.`,
    ...extra,
  });

export const cleaners = [
  cleaner(ANA, 'Ana Silva'),
  cleaner(JOAO, 'João Costa', { averageRating: null, reviewCount: 0, hourlyRate: null }),
];

interface Api {
  addresses?: unknown[];
  cards?: unknown[] | Response;
  slots?: (request: RecordedRequest) => unknown;
  createBooking?: (request: RecordedRequest) => Response | Promise<Response>;
  addOns?: unknown[];
  /** Answers first (e.g. the card form's calls). */
  extra?: (request: RecordedRequest) => Response | undefined;
}

export function api(options: Api = {}) {
  return mockFetch((request) => {
    const first = options.extra?.(request);
    if (first) return first;
    const path = request.url.split('?')[0];
    if (path === '/api/v1/session') return json(customerSession);
    if (path === '/api/v1/pricing') return json(pricing);
    if (path === '/api/v1/add-ons') return json(options.addOns ?? addOns);
    if (path === '/api/v1/me/addresses') return json(options.addresses ?? [address]);
    if (path === '/api/v1/me/payment-methods') {
      const cards = options.cards ?? [
        card(EXPIRED_CARD_ID, { isExpired: true, expYear: 2024 }),
        card(CARD_ID, { isDefault: true }),
      ];
      return cards instanceof Response ? cards : json(cards);
    }
    if (path === '/api/v1/slots') {
      return json(
        options.slots?.(request) ?? [
          { time: '10:00', cleanerIds: [ANA, RUI] },
          { time: '14:00', cleanerIds: [JOAO] },
        ],
      );
    }
    if (path === '/api/v1/providers')
      return json({ items: cleaners, nextCursor: null, total: cleaners.length });
    if (path === `/api/v1/providers/${ANA}`) {
      return json({
        ...cleaners[0],
        transportType: null,
        availability: [],
        reviews: [],
        memberSince: '2026-01-01T00:00:00.000Z',
      });
    }
    if (path === '/api/v1/bookings' && request.method === 'POST') {
      return options.createBooking?.(request) ?? json(makeBooking(), 201);
    }
    return undefined;
  });
}

/** `state` arrives as router state, like a link from the services page. */
/** The dashboard's heading, where a placed booking leads (a stand-in page, not the app's). */
const DASHBOARD = 'Dashboard';

export function renderPage(url = '/customer/book', state?: unknown, routes: RouteObject[] = []) {
  return renderWithProviders(<BookPage />, {
    path: '/customer/book',
    url: state ? '/from-services' : url,
    withAuth: true,
    routes: [
      { path: '/dashboard', element: <h1>{DASHBOARD}</h1> },
      { path: '/from-services', element: <Navigate to={url} state={state} replace /> },
      ...routes,
    ],
  });
}

export const user = () => userEvent.setup();
export const continueButton = () => screen.getByRole('button', { name: 'Continue' });
export const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

/** Walks from step 1 to `target` with T3 recurring every 2 weeks, the 10:00 slot and Ana (and the options). */
export async function walkTo(target: number, options: { addOven?: boolean; note?: string } = {}) {
  const u = user();
  await stepHeading('Property type');
  if (target === 1) return u;
  await u.click(await screen.findByRole('radio', { name: /^T3/ }));
  await u.click(screen.getByRole('switch', { name: 'Recurring Cleaning' }));
  const frequency = screen.getByRole('group', { name: 'How often' });
  expect(within(frequency).getByRole('radio', { name: 'Every week' })).toBeChecked();
  await u.click(within(frequency).getByRole('radio', { name: 'Every 2 weeks' }));
  await u.click(continueButton());
  await stepHeading('Location');
  await waitFor(() => expect(screen.getByRole('radio', { name: /Rua Augusta 100/ })).toBeChecked());
  if (target === 2) return u;
  await u.click(continueButton());
  await stepHeading('Date & Time');
  if (target === 3) return u;
  await u.click(await screen.findByRole('radio', { name: '10:00' }));
  await u.click(continueButton());
  await stepHeading('Optional Add-ons');
  if (options.addOven) await u.click(await screen.findByRole('checkbox', { name: /Oven Cleaning/ }));
  if (options.note) await u.type(screen.getByLabelText('Special instructions (optional)'), options.note);
  if (target === 4) return u;
  await u.click(continueButton());
  await stepHeading('Choose Your Cleaner');
  if (target === 5) return u;
  const ana = await screen.findByRole('article', { name: 'Ana Silva' });
  await u.click(within(ana).getByRole('button', { name: 'Book Now' }));
  await u.click(continueButton());
  await stepHeading('Payment & Review');
  return u;
}

/** Every wizard test runs on Monday 23 November 2026, 07:00 in Lisbon. */
export function onWizardMonday() {
  beforeEach(() => {
    // Monday 23 November 2026, 07:00 in Lisbon: 10:00 is later than the earliest start (2 h ahead).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T07:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    // Toasts live in a module-level store: leave none behind for the next test.
    toast.dismiss();
  });
}
