import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { BookingConversation } from './booking-conversation';

const message = (over: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  bookingId: 'b1',
  senderId: 'u1',
  senderRole: 'customer',
  body: 'Hello',
  createdAt: '2026-06-01T09:00:00.000Z',
  readAt: null,
  ...over,
});

function stubConversation(items: object[], open = true) {
  return mockFetch(({ url, method, body }) => {
    if (url.startsWith('/api/v1/bookings/b1/messages?')) return json({ items, nextCursor: null, open });
    if (url === '/api/v1/bookings/b1/messages/read') return new Response(null, { status: 204 });
    if (url === '/api/v1/bookings/b1/messages' && method === 'POST') {
      const text = (body as { body: string }).body;
      if (text === 'fail') return problem(429, 'Too many requests', 'Too many attempts. Try again later.');
      const sent = message({ body: text, id: 'new' });
      items.unshift(sent);
      return json(sent, 201);
    }
    return undefined;
  });
}

const renderConversation = () =>
  renderWithProviders(<BookingConversation bookingId="b1" viewerSide="customer" otherName="Bruno" />);

describe('BookingConversation', () => {
  it('shows the messages oldest first in a log, with read receipts on mine, and marks theirs read', async () => {
    const { requests } = stubConversation([
      message({
        senderId: 'c1',
        senderRole: 'cleaner',
        body: 'See you Monday',
        createdAt: '2026-06-01T10:00:00.000Z',
      }),
      message({ body: 'Is there parking?', readAt: '2026-06-01T09:30:00.000Z' }),
    ]);
    renderConversation();
    const log = await screen.findByRole('log', { name: 'Conversation with Bruno' });
    await within(log).findByText('See you Monday');
    const texts = within(log)
      .getAllByText(/Monday|parking/)
      .map((el) => el.textContent);
    expect(texts).toEqual(['You: Is there parking?', 'Bruno: See you Monday']);
    expect(within(log).getByText('Read')).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.some((r) => r.url === '/api/v1/bookings/b1/messages/read' && r.method === 'POST')).toBe(
        true,
      ),
    );
  });

  it('sends on Enter and clears the box; a refusal is told and the text kept', async () => {
    const { requests } = stubConversation([]);
    renderConversation();
    expect(
      await screen.findByText('No messages yet. Write to Bruno about this booking.'),
    ).toBeInTheDocument();
    const box = screen.getByLabelText('Message');
    await userEvent.type(box, '  Gate code 1234  {Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ body: 'Gate code 1234' });
    expect(await screen.findByText('Gate code 1234')).toBeInTheDocument();
    // Nothing to read: the read receipt call is not made for my own messages.
    expect(requests.some((r) => r.url.endsWith('/read'))).toBe(false);

    await userEvent.type(box, 'fail');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message not sent')).toBeInTheDocument();
    expect(box).toHaveValue('fail');
  });

  it('says when the conversation is closed and offers no box', async () => {
    stubConversation([message({})], false);
    renderConversation();
    expect(
      await screen.findByText(
        'This conversation is closed: messages can be sent until 14 days after the booking ends.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
  });
});
