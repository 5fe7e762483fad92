import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { NotificationsPage } from './notifications-page';

const entry = (over: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  type: 'booking_confirmed',
  title: 'Booking confirmed',
  body: 'Bruno confirmed your cleaning on 2026-06-01 at 10:00.',
  link: '/customer/bookings?booking=b1',
  readAt: null,
  createdAt: '2026-05-30T09:00:00.000Z',
  ...over,
});

function stub(items: object[], unreadCount: number) {
  return mockFetch(({ url, method }) => {
    if (url.startsWith('/api/v1/me/notifications?')) return json({ items, unreadCount, nextCursor: null });
    if (url === '/api/v1/me/notifications/read' && method === 'POST')
      return new Response(null, { status: 204 });
    return undefined;
  });
}

describe('NotificationsPage', () => {
  it('lists entries newest first, marks the unread ones, and opening one marks it read and follows its link', async () => {
    const unread = entry({});
    const { requests } = stub(
      [unread, entry({ title: 'Payout sent', link: null, readAt: '2026-05-30T10:00:00.000Z' })],
      1,
    );
    renderWithProviders(<NotificationsPage />, { path: '/notifications' });
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Booking confirmed/ });
    expect(link).toHaveAccessibleName(/Unread/);
    expect(screen.getByText('Payout sent')).toBeInTheDocument();
    await userEvent.click(link);
    expect(await screen.findByLabelText('Current location')).toHaveTextContent(
      '/customer/bookings?booking=b1',
    );
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ ids: [unread.id] }),
    );
  });

  it('marks all as read', async () => {
    const { requests } = stub([entry({})], 1);
    renderWithProviders(<NotificationsPage />, { path: '/notifications' });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body).toEqual({}));
  });

  it('says when there is nothing yet', async () => {
    stub([], 0);
    renderWithProviders(<NotificationsPage />, { path: '/notifications' });
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });
});
