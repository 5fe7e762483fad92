import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { DevOutboxPage } from './dev-outbox-page';

const mail = (id: string, subject: string, createdAt: string, html: string | null) => ({
  id,
  to: `${id}@limpa.test`,
  subject,
  text: `Text of ${subject}`,
  html,
  headers: null,
  createdAt,
});
// The API answers newest first; the page keeps its order.
const MAILS = [
  mail('00000000-0000-4000-8000-000000000002', 'Reset your password', '2027-03-10T09:30:00.000Z', null),
  mail(
    '00000000-0000-4000-8000-000000000001',
    'New booking request',
    '2027-03-09T08:00:00.000Z',
    '<p>Hello <script>parent.document.title = "owned"</script></p>',
  ),
];

const renderPage = () => renderWithProviders(<DevOutboxPage />, { path: '/dev/outbox', url: '/dev/outbox' });

describe('DevOutboxPage', () => {
  it('lists the sent mails newest first with recipient, subject and time, and draws the chosen one sandboxed', async () => {
    mockFetch(({ url }) => (url === '/api/dev/outbox' ? json(MAILS) : undefined));
    renderPage();
    const list = await screen.findByRole('list', { name: 'Mails' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^Reset your password00000000-0000-4000-8000-000000000002@limpa\.test.*2027/),
      expect.stringMatching(/^New booking request00000000-0000-4000-8000-000000000001@limpa\.test.*2027/),
    ]);
    expect(within(list).getAllByRole('button')[0]!.querySelector('time')).toHaveAttribute(
      'datetime',
      '2027-03-10T09:30:00.000Z',
    );

    // The newest is shown first; it has no HTML, so its text is.
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Text of Reset your password')).toBeInTheDocument();
    expect(screen.queryByTitle(/Mail:/)).not.toBeInTheDocument();

    await userEvent.click(buttons[1]!);
    expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
    const frame = screen.getByTitle('Mail: New booking request');
    expect(frame.tagName).toBe('IFRAME');
    // An empty sandbox: no scripts, no origin of its own, no top navigation.
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', MAILS[1]!.html);
    expect(screen.getByText('To 00000000-0000-4000-8000-000000000001@limpa.test')).toBeInTheDocument();
  });

  it('says when nothing was sent yet', async () => {
    mockFetch(({ url }) => (url === '/api/dev/outbox' ? json([]) : undefined));
    renderPage();
    expect(await screen.findByText('No mail sent yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Mails' })).not.toBeInTheDocument();
  });

  it('outside development (no outbox route) says the outbox is not kept, with no list', async () => {
    mockFetch(({ url }) =>
      url === '/api/dev/outbox' ? problem(404, 'Not Found', 'Route not found', 'not_found') : undefined,
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The mail outbox is only kept in development, with local mail.',
    );
    expect(screen.queryByRole('list', { name: 'Mails' })).not.toBeInTheDocument();
  });

  it('a failed read offers Try again', async () => {
    let calls = 0;
    mockFetch(({ url }) => {
      if (url !== '/api/dev/outbox') return undefined;
      calls += 1;
      return calls === 1 ? problem(500, 'Internal Server Error', 'Boom', 'internal_error') : json(MAILS);
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Mails' })).toBeInTheDocument();
  });
});
