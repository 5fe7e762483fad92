import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeBooking } from '@/test/booking-fixture';
import { customerSession, json, mockFetch, problem, type RecordedRequest, sessionAs } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { HelpPage } from './help-page';

const CASE_ID = '3f1e2d3c-4b5a-4968-8776-655443322110';
const BOOKING = makeBooking({ serviceName: 'Deep Cleaning' });
const FAQ = [
  {
    id: 'b1e2d3c4-4b5a-4968-8776-655443322101',
    category: 'Payments',
    question: 'When am I charged?',
    answer: 'When the cleaner confirms.',
  },
];

const openCase = {
  id: CASE_ID,
  topic: 'payment',
  status: 'open',
  bookingId: null,
  createdAt: '2026-05-01T09:00:00.000Z',
  lastMessageAt: '2026-05-02T09:00:00.000Z',
  closedAt: null,
};
const PHOTO_ID = 'c1e2d3c4-4b5a-4968-8776-655443322101';
const PHOTO_URL = `/api/v1/support/cases/${CASE_ID}/photos/${PHOTO_ID}`;
const detail = (status: 'open' | 'closed', photos: { id: string; url: string }[] = []) => ({
  case: {
    ...openCase,
    status,
    closedAt: status === 'closed' ? '2026-05-03T09:00:00.000Z' : null,
    requesterId: 'u1',
    guestEmail: null,
    requesterName: 'Ana Silva',
    requesterRole: 'customer',
    assignedAdminId: 'admin-1',
    assignedAdminName: 'Ada Admin',
  },
  messages: [
    {
      id: 'a1e2d3c4-4b5a-4968-8776-655443322101',
      fromTeam: false,
      body: 'I was charged twice.',
      createdAt: '2026-05-01T09:00:00.000Z',
    },
    {
      id: 'a1e2d3c4-4b5a-4968-8776-655443322102',
      fromTeam: true,
      body: 'We refunded the second charge.',
      createdAt: '2026-05-02T09:00:00.000Z',
    },
  ],
  photos,
});

type Handler = (r: RecordedRequest) => Response | undefined;

function renderHelp(url: string, handler: Handler = () => undefined, session = customerSession) {
  const stub = mockFetch((request) => {
    const answer = handler(request);
    if (answer) return answer;
    const { url: requested } = request;
    if (requested === '/api/v1/session') return json(session);
    if (requested === '/api/v1/faq') return json(FAQ);
    if (requested.startsWith('/api/v1/bookings?')) {
      const upcoming = requested.includes('when=upcoming');
      return json({ items: upcoming ? [BOOKING] : [], nextCursor: null });
    }
    if (requested.startsWith('/api/v1/support/cases?')) return json({ items: [openCase], nextCursor: null });
    return undefined;
  });
  return { ...stub, ...renderWithProviders(<HelpPage />, { path: '/help', url, withAuth: true }) };
}

describe('HelpPage', () => {
  it('shows the FAQ, the contact form and the person’s requests, each request opening its thread', async () => {
    renderHelp('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'When am I charged?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact us' })).toBeInTheDocument();
    const requests = screen.getByRole('region', { name: 'Your requests' });
    const link = await within(requests).findByRole('link', { name: 'Open request: A payment, Open' });
    expect(link).toHaveAttribute('href', `/help?case=${CASE_ID}`);
  });

  it('opens a request with the chosen topic, booking and text, then shows its thread', async () => {
    const { requests, router } = renderHelp('/help', (r) =>
      r.method === 'POST' && r.url === '/api/v1/support/cases'
        ? json({ id: CASE_ID, status: 'open' }, 201)
        : undefined,
    );
    const topic = await screen.findByRole('combobox', { name: 'Topic' });
    await userEvent.selectOptions(topic, 'payment');
    const booking = screen.getByRole('combobox', { name: 'Booking (optional)' });
    await screen.findByRole('option', { name: /Deep Cleaning/ });
    await userEvent.selectOptions(booking, BOOKING.id);
    await userEvent.type(screen.getByRole('textbox', { name: 'What happened?' }), 'Charged twice.');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?case=${CASE_ID}`));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      topic: 'payment',
      bookingId: BOOKING.id,
      body: 'Charged twice.',
    });
  });

  it('sends the chosen photos with the request, at most three, then shows them in its thread', async () => {
    const { requests } = renderHelp('/help', (r) => {
      if (r.method === 'POST' && r.url === '/api/v1/support/cases')
        return json({ id: CASE_ID, status: 'open' }, 201);
      if (r.method === 'POST' && r.url.endsWith('/photos'))
        return json({ id: PHOTO_ID, url: PHOTO_URL }, 201);
      if (r.url === `/api/v1/support/cases/${CASE_ID}`)
        return json(detail('open', [{ id: PHOTO_ID, url: PHOTO_URL }]));
      return undefined;
    });
    const picker = await screen.findByLabelText('Choose photos');
    const files = [1, 2, 3, 4].map((n) => new File([`p${n}`], `stain-${n}.jpg`, { type: 'image/jpeg' }));
    await userEvent.upload(picker, files);
    const chosen = screen.getByRole('list', { name: 'Chosen photos' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(chosen).getByRole('button', { name: 'Remove stain-2.jpg' }));
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeEnabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'What happened?' }), 'A stain on the sofa.');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    const shown = await screen.findByRole('img', { name: 'Photo 1 of this request' });
    expect(shown).toHaveAttribute('src', PHOTO_URL);
    const uploads = requests.filter((r) => r.url.endsWith('/photos'));
    expect(uploads.map((r) => ((r.body as FormData).get('file') as File).name)).toEqual([
      'stain-1.jpg',
      'stain-3.jpg',
    ]);
  });

  it('still shows the request when a photo is refused, saying why', async () => {
    renderHelp('/help', (r) => {
      if (r.method === 'POST' && r.url === '/api/v1/support/cases')
        return json({ id: CASE_ID, status: 'open' }, 201);
      if (r.method === 'POST' && r.url.endsWith('/photos'))
        return problem(415, 'Invalid File', 'Please select an image file.', 'invalid_file');
      if (r.url === `/api/v1/support/cases/${CASE_ID}`) return json(detail('open'));
      return undefined;
    });
    await userEvent.upload(await screen.findByLabelText('Choose photos'), [
      new File(['x'], 'odd.jpg', { type: 'image/jpeg' }),
    ]);
    await userEvent.type(screen.getByRole('textbox', { name: 'What happened?' }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('A photo was not added')).toBeInTheDocument();
    expect(screen.getByText('Please select an image file.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Request: A payment' })).toBeInTheDocument();
  });

  it('keeps the text and says why when the server refuses the request', async () => {
    renderHelp('/help', (r) =>
      r.method === 'POST'
        ? problem(
            429,
            'Too Many Requests',
            'You have opened too many requests. Try again later.',
            'rate_limited',
          )
        : undefined,
    );
    const text = await screen.findByRole('textbox', { name: 'What happened?' });
    await userEvent.type(text, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request not sent')).toBeInTheDocument();
    expect(screen.getByText('You have opened too many requests. Try again later.')).toBeInTheDocument();
    expect(text).toHaveValue('Hello');
  });

  it('fills the form from a "contact support" link: the topic and the booking it came from', async () => {
    const other = '7a1e2d3c-4b5a-4968-8776-655443322111';
    renderHelp(`/help?topic=payment&booking=${other}#contact`);
    expect(await screen.findByRole('combobox', { name: 'Topic' })).toHaveValue('payment');
    const booking = screen.getByRole('combobox', { name: 'Booking (optional)' });
    expect(booking).toHaveValue(other);
    expect(within(booking).getByRole('option', { selected: true })).toHaveTextContent(
      'The booking you came from',
    );
  });

  it('ignores a context it does not know (an unknown topic, a malformed booking id)', async () => {
    renderHelp('/help?topic=refund&booking=nope');
    expect(await screen.findByRole('combobox', { name: 'Topic' })).toHaveValue('booking');
    expect(screen.getByRole('combobox', { name: 'Booking (optional)' })).toHaveValue('');
  });

  it('shows a request’s thread with the team’s answer, and sends a reply', async () => {
    const { requests } = renderHelp(`/help?case=${CASE_ID}`, (r) => {
      if (r.url === `/api/v1/support/cases/${CASE_ID}`) return json(detail('open'));
      if (r.method === 'POST')
        return json(
          {
            id: 'a1e2d3c4-4b5a-4968-8776-655443322103',
            fromTeam: false,
            body: 'Thanks!',
            createdAt: '2026-05-02T10:00:00.000Z',
          },
          201,
        );
      return undefined;
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Request: A payment' })).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Conversation about this request' });
    expect(within(log).getByText('We refunded the second charge.')).toBeInTheDocument();
    expect(within(log).getByText('The Limpa team')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Thanks!');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')).toMatchObject({
        url: `/api/v1/support/cases/${CASE_ID}/messages`,
        body: { body: 'Thanks!' },
      }),
    );
  });

  it('shows a closed request as closed, with no reply box', async () => {
    renderHelp(`/help?case=${CASE_ID}`, (r) =>
      r.url === `/api/v1/support/cases/${CASE_ID}` ? json(detail('closed')) : undefined,
    );
    expect(
      await screen.findByText('This request is closed. To ask something else, open a new request.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('shows the server’s translated refusal when the request closed meanwhile, then the closed note', async () => {
    let closed = false;
    renderHelp(`/help?case=${CASE_ID}`, (r) => {
      if (r.url === `/api/v1/support/cases/${CASE_ID}`) return json(detail(closed ? 'closed' : 'open'));
      if (r.method === 'POST') {
        closed = true;
        return problem(
          409,
          'Pedido fechado',
          'Este pedido está fechado. Para voltar a perguntar, abra um novo pedido.',
          'support_case_closed',
        );
      }
      return undefined;
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'One more thing');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Este pedido está fechado. Para voltar a perguntar, abra um novo pedido.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('This request is closed. To ask something else, open a new request.'),
    ).toBeInTheDocument();
  });

  it('says nothing of a request that is not the person’s (the API’s 404)', async () => {
    renderHelp(`/help?case=${CASE_ID}`);
    expect(await screen.findByText('This request could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });

  it('points an admin to the queue instead of the form', async () => {
    renderHelp('/help', undefined, sessionAs('admin'));
    const queue = await screen.findByRole('link', { name: 'Open the support queue' });
    expect(queue).toHaveAttribute('href', '/admin/support');
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your requests' })).not.toBeInTheDocument();
  });
});
