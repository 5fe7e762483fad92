import type { Booking } from '@limpa/contracts';
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
  const state = { open };
  return mockFetch(({ url, method, body }) => {
    if (url.startsWith('/api/v1/bookings/b1/messages?'))
      return json({ items, nextCursor: null, open: state.open });
    if (url === '/api/v1/bookings/b1/messages/read') return new Response(null, { status: 204 });
    if (url === '/api/v1/bookings/b1/messages' && method === 'POST') {
      const text = (body as { body: string }).body;
      if (text === 'fail') return problem(429, 'Too many requests', 'Too many attempts. Try again later.');
      if (text === 'closed') {
        // The booking was cancelled in the meantime: the server refuses and says so from now on.
        state.open = false;
        return problem(409, 'Conversation Closed', CLOSED_DETAIL, 'conversation_closed');
      }
      const sent = message({ body: text, id: 'new' });
      items.unshift(sent);
      return json(sent, 201);
    }
    return undefined;
  });
}

const DAY = 86_400_000;
const CLOSED_DETAIL = 'This booking did not take place, so its conversation is closed.';
/** Ends relative to the test's clock: the note must not depend on today's date. */
const endingIn = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const upcoming = { id: 'b1', status: 'confirmed', endsAt: endingIn(2) } as const;

const renderConversation = (booking: { id: string; status: Booking['status']; endsAt: string } = upcoming) =>
  renderWithProviders(<BookingConversation booking={booking} viewerSide="customer" otherName="Bruno" />);

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
    renderConversation({ id: 'b1', status: 'completed', endsAt: endingIn(-15) });
    expect(
      await screen.findByText(
        'This conversation is closed: messages can be sent until 14 days after the booking ends.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
  });

  it.each(['cancelled', 'expired'] as const)(
    'a booking %s: read-only at once, said so, even before the server has caught up',
    async (status) => {
      stubConversation([message({})], true);
      renderConversation({ id: 'b1', status, endsAt: endingIn(5) });
      expect(
        await screen.findByText('This booking did not take place, so its conversation is read-only.'),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
    },
  );

  it("a send refused as closed shows the server's detail, then the note instead of the box", async () => {
    stubConversation([]);
    renderConversation();
    await userEvent.type(await screen.findByLabelText('Message'), 'closed{Enter}');
    expect(await screen.findByText('Message not sent')).toBeInTheDocument();
    expect(await screen.findByText(CLOSED_DETAIL)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Message')).not.toBeInTheDocument());
    expect(
      screen.getByText(
        'This conversation is closed: messages can be sent until 14 days after the booking ends.',
      ),
    ).toBeInTheDocument();
  });
});
