import type { Enquiry, EnquiryMessage } from '@limpa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, problem, type RecordedRequest, sessionAs } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { EnquiryPage } from './enquiry-page';

const ID = '77777777-7777-4777-8777-777777777777';
const CUSTOMER = 'customer-eva';

const enquiry = (over: Partial<Enquiry> = {}): Enquiry => ({
  id: ID,
  customerId: CUSTOMER,
  cleanerId: 'u1',
  customerName: 'Eva Marques',
  cleanerName: 'Ana Silva',
  open: true,
  closedReason: null,
  ...over,
});

const message = (over: Partial<EnquiryMessage> = {}): EnquiryMessage => ({
  id: crypto.randomUUID(),
  conversationId: ID,
  senderId: CUSTOMER,
  senderRole: 'customer',
  body: 'Do you clean ovens?',
  createdAt: '2026-11-23T07:00:00.000Z',
  readAt: null,
  ...over,
});

/** The signed-in cleaner (user u1) on the page of Eva's pre-booking conversation. */
function serve(detail: Enquiry | Response, items: EnquiryMessage[] = [message()]) {
  return mockFetch(({ url, method, body }: RecordedRequest) => {
    if (url === '/api/v1/session') return json(sessionAs('cleaner'));
    if (url === `/api/v1/conversations/${ID}`) return detail instanceof Response ? detail : json(detail);
    if (url.startsWith(`/api/v1/conversations/${ID}/messages?`)) {
      return json({ items, nextCursor: null, open: !(detail instanceof Response) && detail.open });
    }
    if (url === `/api/v1/conversations/${ID}/messages/read`) return new Response(null, { status: 204 });
    if (url === `/api/v1/conversations/${ID}/messages` && method === 'POST') {
      const sent = message({ senderId: 'u1', senderRole: 'cleaner', body: (body as { body: string }).body });
      items.unshift(sent);
      return json(sent, 201);
    }
    return undefined;
  });
}

const render = () =>
  renderWithProviders(<EnquiryPage />, {
    path: '/messages/:conversationId',
    url: `/messages/${ID}`,
    withAuth: true,
  });

describe('EnquiryPage', () => {
  it('shows the cleaner who wrote, marks it read and lets them answer', async () => {
    const { requests } = serve(enquiry());
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Messages with Eva Marques' }),
    ).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Conversation with Eva Marques' });
    expect(await within(log).findByText('Do you clean ovens?')).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.some((r) => r.url === `/api/v1/conversations/${ID}/messages/read`)).toBe(true),
    );

    await userEvent.type(screen.getByLabelText('Message'), 'Yes, racks and glass.{Enter}');
    expect(await within(log).findByText('Yes, racks and glass.')).toBeInTheDocument();
    expect(
      requests.find((r) => r.method === 'POST' && r.url === `/api/v1/conversations/${ID}/messages`)?.body,
    ).toEqual({ body: 'Yes, racks and glass.' });
    expect(screen.getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/messages');
  });

  it('says why a closed conversation takes no more messages, with no box', async () => {
    serve(enquiry({ open: false, closedReason: 'booked' }));
    render();
    expect(
      await screen.findByText(
        'A booking was placed since, so this conversation is closed: write in the booking.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
  });

  it('says the conversation is not there for a 404 (someone else’s, or none)', async () => {
    serve(problem(404, 'Not Found', 'Conversation not found.', 'not_found'));
    render();
    expect(await screen.findByText('This conversation does not exist or is not yours.')).toBeInTheDocument();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });
});
