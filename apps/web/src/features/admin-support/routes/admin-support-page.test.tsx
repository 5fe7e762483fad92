import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, problem, type RecordedRequest, sessionAs } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { AdminSupportPage } from './admin-support-page';

const CASE_ID = '3f1e2d3c-4b5a-4968-8776-655443322110';
const QUEUE = '/api/v1/admin/support/cases';

const queued = (over: Record<string, unknown> = {}) => ({
  id: CASE_ID,
  topic: 'safety',
  status: 'open',
  bookingId: null,
  createdAt: '2026-05-01T09:00:00.000Z',
  lastMessageAt: '2026-05-02T09:00:00.000Z',
  closedAt: null,
  requesterId: 'customer-1',
  guestEmail: null,
  requesterName: 'Rita Sousa',
  requesterRole: 'customer',
  assignedAdminId: null,
  assignedAdminName: null,
  ...over,
});
const detail = (over: Record<string, unknown> = {}) => ({
  case: queued(over),
  messages: [
    {
      id: 'a1e2d3c4-4b5a-4968-8776-655443322101',
      fromTeam: false,
      body: 'The cleaner left the door open.',
      createdAt: '2026-05-01T09:00:00.000Z',
    },
  ],
  photos: [],
});

function renderQueue(url: string, handler: (r: RecordedRequest) => Response | undefined = () => undefined) {
  const stub = mockFetch((request) => {
    const answer = handler(request);
    if (answer) return answer;
    if (request.url === '/api/v1/session') return json(sessionAs('admin'));
    if (request.url.startsWith(`${QUEUE}?`)) return json({ items: [queued()], nextCursor: null });
    if (request.url === `/api/v1/support/cases/${CASE_ID}`) return json(detail());
    return undefined;
  });
  return {
    ...stub,
    ...renderWithProviders(<AdminSupportPage />, { path: '/admin/support', url, withAuth: true }),
  };
}

describe('AdminSupportPage', () => {
  it('lists the queue and filters it by status and topic, in the URL and the request', async () => {
    const { requests, router } = renderQueue('/admin/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support requests' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Open request from Rita Sousa: Safety' }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'open');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'safety');
    await waitFor(() => expect(router.state.location.search).toBe('?status=open&topic=safety'));
    await waitFor(() =>
      expect(
        requests.some((r) => r.url.startsWith(QUEUE) && r.url.includes('status=open&topic=safety')),
      ).toBe(true),
    );
  });

  it('says a signed-out visitor’s message is answered by e-mail, at the address they gave (decision 073)', async () => {
    const guest = {
      requesterId: null,
      requesterRole: null,
      requesterName: 'Rui Costa',
      guestEmail: 'rui@example.test',
    };
    renderQueue('/admin/support', (r) => {
      if (r.url.startsWith(`${QUEUE}?`)) return json({ items: [queued(guest)], nextCursor: null });
      if (r.url === `/api/v1/support/cases/${CASE_ID}`) return json(detail(guest));
      return undefined;
    });
    const line = 'From Rui Costa (rui@example.test), not signed in: the answer goes by e-mail';
    await userEvent.click(await screen.findByRole('button', { name: 'Open request from Rui Costa: Safety' }));
    const dialog = await screen.findByRole('dialog', { name: 'Safety' });
    expect(await within(dialog).findByText(line)).toBeInTheDocument();
  });

  it('says so when no request matches the filters', async () => {
    renderQueue('/admin/support?status=closed', (r) =>
      r.url.startsWith(`${QUEUE}?`) ? json({ items: [], nextCursor: null }) : undefined,
    );
    expect(await screen.findByText('No requests match these filters.')).toBeInTheDocument();
  });

  it('opens a request, takes it, answers and closes it', async () => {
    let state: Record<string, unknown> = {};
    const { requests } = renderQueue('/admin/support', (r) => {
      if (r.url === `${QUEUE}/${CASE_ID}/assign`) {
        state = { assignedAdminId: 'u1', assignedAdminName: 'Ana Silva' };
        return json(detail(state));
      }
      if (r.url === `${QUEUE}/${CASE_ID}/close`) {
        state = { ...state, status: 'closed', closedAt: '2026-05-03T09:00:00.000Z' };
        return json(detail(state));
      }
      if (r.url === `/api/v1/support/cases/${CASE_ID}/messages`)
        return json(
          {
            id: 'a1e2d3c4-4b5a-4968-8776-655443322102',
            fromTeam: true,
            body: 'We are on it.',
            createdAt: '2026-05-02T10:00:00.000Z',
          },
          201,
        );
      if (r.url === `/api/v1/support/cases/${CASE_ID}`) return json(detail(state));
      return undefined;
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Open request from Rita Sousa: Safety' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Safety' });
    expect(await within(dialog).findByText('The cleaner left the door open.')).toBeInTheDocument();
    expect(within(dialog).getByText('Not taken yet')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Take this request' }));
    expect(await within(dialog).findByText('Taken by Ana Silva')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Take this request' })).not.toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'We are on it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(requests.find((r) => r.url.endsWith('/messages'))).toMatchObject({
        body: { body: 'We are on it.' },
      }),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close request' }));
    expect(
      await within(dialog).findByText('This request is closed. To ask something else, open a new request.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('shows why an action failed and keeps the request as it was', async () => {
    renderQueue(`/admin/support?case=${CASE_ID}`, (r) =>
      r.url.endsWith('/close')
        ? problem(404, 'Not Found', 'The requested resource was not found.')
        : undefined,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Safety' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Close request' }));
    expect(await screen.findByText('Action failed')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });
});
