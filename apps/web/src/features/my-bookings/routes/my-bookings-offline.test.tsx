import type { Booking } from '@limpa/contracts';
import * as appKeys from '@limpa/contracts/query-keys/app';
import { onlineManager } from '@tanstack/react-query';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from '@/app/offline-notice';
import { fetchSession } from '@/lib/auth';
import { OFFLINE_BOOKINGS_STORAGE_KEY } from '@/lib/offline-bookings';
import { useSignOut } from '@/lib/sign-out';
import { makeBooking } from '@/test/booking-fixture';
import { customerSession, json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { MyBookingsPage } from './my-bookings-page';

configure({ asyncUtilTimeout: 3000 });

const BOOKING = makeBooking();
const NOTICE = 'You are offline. Some features may be unavailable.';

/** The API as it answers online: the upcoming list and the booking's details. */
function serveOnline(booking: Booking = BOOKING) {
  return mockFetch((request) => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname === '/api/v1/bookings') return json({ items: [booking], nextCursor: null });
    if (url.pathname === `/api/v1/bookings/${booking.id}`) return json(booking);
    if (url.pathname === '/api/auth/sign-out') return json({ success: true });
    return undefined;
  });
}

/** No network at all: any request that still left would fail the test. */
const serveNothing = () =>
  mockFetch(() => {
    throw new TypeError('Failed to fetch');
  });

/** My Bookings signed in as `session` (the app has the session before the page: seeded here the same way). */
function renderSignedIn(session = customerSession, url = `/customer/bookings?booking=${BOOKING.id}`) {
  const rendered = renderWithProviders(
    <>
      <MyBookingsPage />
      <OfflineNotice />
    </>,
    { path: '/customer/bookings', url },
  );
  act(() => {
    rendered.queryClient.setQueryData(appKeys.session, session);
  });
  return rendered;
}

const stored = () => localStorage.getItem(OFFLINE_BOOKINGS_STORAGE_KEY) ?? '';

/** The browser loses the network: it says so, and TanStack Query (between two renders, not listening) knows. */
function goOffline() {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    onlineManager.setOnline(false);
    window.dispatchEvent(new Event('offline'));
  });
}

/** Seen online: the list and the opened booking are kept on the device. */
async function seenOnline(session = customerSession) {
  serveOnline();
  const { unmount } = renderSignedIn(session);
  expect(await screen.findByRole('dialog', { name: 'House Cleaning' })).toBeInTheDocument();
  await waitFor(() => expect(stored()).toContain(`"detail","${BOOKING.id}"`));
  expect(stored()).toContain('"list","upcoming"');
  unmount();
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  act(() => onlineManager.setOnline(true));
  localStorage.clear();
});

describe('My Bookings offline', () => {
  it('shows the last-seen list and booking details without the network', async () => {
    await seenOnline();
    goOffline();
    const { fetchMock } = serveNothing();
    renderSignedIn();
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    expect(within(dialog).getByText('Rua Augusta 100, 1100-053 Lisboa')).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { name: 'House Cleaning' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("never shows one person's kept bookings to the next: they are forgotten instead", async () => {
    await seenOnline();
    goOffline();
    serveNothing();
    renderSignedIn({ ...customerSession, user: { ...customerSession.user, id: 'u-next' } });
    await waitFor(() => expect(stored()).toContain('"userId":"u-next"'));
    expect(stored()).not.toContain(BOOKING.id);
    expect(screen.queryByRole('dialog', { name: 'House Cleaning' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'House Cleaning' })).not.toBeInTheDocument();
  });

  it('the offline notice clears by itself on reconnecting, and the list is read again', async () => {
    await seenOnline();
    goOffline();
    serveNothing();
    renderSignedIn(customerSession, '/customer/bookings');
    expect(await screen.findByRole('heading', { name: 'House Cleaning' })).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();

    const { requests } = serveOnline(makeBooking({ serviceName: 'Deep Cleaning' }));
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Deep Cleaning' })).toBeInTheDocument();
    expect(requests.some((r) => r.url.startsWith('/api/v1/bookings?'))).toBe(true);
  });
});

describe('Opened with no network at all', () => {
  it('opens on the session kept with the bookings: its owner, name and language, never their phone', async () => {
    await seenOnline({
      ...customerSession,
      profile: { ...customerSession.profile!, phone: '+351 911 000 111' },
    });
    serveNothing();
    const kept = await fetchSession();
    expect(kept?.user).toEqual({ id: customerSession.user.id, email: customerSession.user.email });
    expect(kept?.profile).toMatchObject({ role: 'customer', firstName: customerSession.profile?.firstName });
    expect(kept?.profile).not.toHaveProperty('phone');
    expect(stored()).not.toContain('911 000 111');
  });

  it('with nothing kept on the device, the missing network stays an error', async () => {
    serveNothing();
    await expect(fetchSession()).rejects.toMatchObject({ status: 0 });
  });

  it('an answer from the server wins over what is kept: signed out is signed out, a failure is a failure', async () => {
    await seenOnline();
    mockFetch(() => problem(401, 'Unauthorized', 'Signed out'));
    expect(await fetchSession()).toBeNull();
    mockFetch(() => problem(500, 'Internal Server Error', 'Something went wrong'));
    await expect(fetchSession()).rejects.toMatchObject({ status: 500 });
  });
});

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => signOut.mutate()}>
      Sign out
    </button>
  );
}

describe('Signing out', () => {
  it('forgets the bookings kept for offline reading', async () => {
    await seenOnline();
    expect(stored()).not.toBe('');
    serveOnline();
    renderWithProviders(<SignOutButton />, { path: '/customer/bookings' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(stored()).toBe(''));
  });
});
