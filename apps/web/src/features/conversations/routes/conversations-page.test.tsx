import type { ConversationSummary } from '@limpa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, problem, sessionAs } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { ConversationsPage } from './conversations-page';

const conversation = (over: Partial<ConversationSummary> = {}): ConversationSummary => ({
  kind: 'booking',
  id: crypto.randomUUID(),
  otherName: 'Bruno Costa',
  startsAt: '2026-06-03T09:00:00.000Z',
  timeZone: 'Europe/Lisbon',
  lastMessage: { excerpt: 'Is there parking nearby?', fromMe: false, createdAt: '2026-05-30T09:00:00.000Z' },
  unreadCount: 0,
  ...over,
});

function serve(
  role: 'customer' | 'cleaner',
  pages: { items: ConversationSummary[]; nextCursor: string | null }[],
) {
  return mockFetch(({ url }) => {
    if (url === '/api/v1/session') return json(sessionAs(role));
    if (url.startsWith('/api/v1/me/conversations?')) {
      const cursor = new URL(url, 'https://app.test').searchParams.get('cursor');
      return json(cursor ? pages[Number(cursor)] : pages[0]);
    }
    return undefined;
  });
}

const render = () => renderWithProviders(<ConversationsPage />, { path: '/messages', withAuth: true });

describe('ConversationsPage', () => {
  it('lists conversations in the order given, with the other side, the booking date, the excerpt and unread count', async () => {
    const newest = conversation({
      unreadCount: 2,
      lastMessage: { excerpt: 'On my way', fromMe: false, createdAt: '2026-05-31T08:00:00.000Z' },
    });
    const older = conversation({
      otherName: 'Carla Dias',
      lastMessage: { excerpt: 'Thanks!', fromMe: true, createdAt: '2026-05-29T08:00:00.000Z' },
    });
    serve('customer', [{ items: [newest, older], nextCursor: null }]);
    render();
    const links = await screen.findAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveTextContent('Bruno Costa');
    expect(links[0]).toHaveTextContent('On my way');
    expect(within(links[0]!).getByText('2 new messages')).toBeInTheDocument();
    expect(links[0]).toHaveTextContent(/Booking on Wed, Jun 3, 10:00/);
    expect(links[1]).toHaveTextContent('Carla Dias');
    expect(links[1]).toHaveTextContent('You: Thanks!');
    expect(within(links[1]!).queryByText(/new message/)).not.toBeInTheDocument();
  });

  it("opens a customer's conversation in My Bookings and a cleaner's in My Jobs", async () => {
    const c = conversation();
    serve('customer', [{ items: [c], nextCursor: null }]);
    const { unmount } = render();
    const link = await screen.findByRole('link', { name: /Bruno Costa/ });
    expect(link).toHaveAttribute('href', `/customer/bookings?booking=${c.id}`);
    await userEvent.click(link);
    expect(await screen.findByLabelText('Current location')).toHaveTextContent(
      `/customer/bookings?booking=${c.id}`,
    );
    unmount();

    serve('cleaner', [{ items: [conversation({ id: c.id, otherName: null })], nextCursor: null }]);
    render();
    // A cleaner's conversation names the customer; a missing name reads "Customer".
    expect(await screen.findByRole('link', { name: /Customer/ })).toHaveAttribute(
      'href',
      `/provider/jobs?booking=${c.id}`,
    );
  });

  it('lists a pre-booking conversation as "Before booking", with its unread count, and opens its own page', async () => {
    const c = conversation({ kind: 'enquiry', startsAt: null, timeZone: null, unreadCount: 1 });
    serve('cleaner', [{ items: [c], nextCursor: null }]);
    render();
    const link = await screen.findByRole('link', { name: /Bruno Costa/ });
    expect(link).toHaveTextContent('Before booking');
    expect(link).not.toHaveTextContent(/Booking on/);
    expect(within(link).getByText('1 new message')).toBeInTheDocument();
    expect(link).toHaveAttribute('href', `/messages/${c.id}`);
  });

  it('loads older conversations with Load more', async () => {
    serve('customer', [
      { items: [conversation({ otherName: 'First' })], nextCursor: '1' },
      { items: [conversation({ otherName: 'Second' })], nextCursor: null },
    ]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /Second/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('says what to do when there are no conversations', async () => {
    serve('customer', [{ items: [], nextCursor: null }]);
    render();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says the list failed to load, with Try again', async () => {
    mockFetch(({ url }) => {
      if (url === '/api/v1/session') return json(sessionAs('customer'));
      if (url.startsWith('/api/v1/me/conversations')) return problem(500, 'Internal Server Error', 'Boom');
      return undefined;
    });
    render();
    expect(await screen.findByText('Failed to load messages')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument());
  });
});
