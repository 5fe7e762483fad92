import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { UnsubscribePage } from './unsubscribe-page';

const renderPage = (url = '/unsubscribe?token=u1.abc.def') =>
  renderWithProviders(<UnsubscribePage />, { path: '/unsubscribe', url });

describe('UnsubscribePage', () => {
  it('says what would stop without changing anything, then stops it on the button', async () => {
    const { requests } = mockFetch(({ url, method }) =>
      url.startsWith('/api/v1/unsubscribe')
        ? json({ type: 'booking_reminder', unsubscribed: method === 'POST' })
        : undefined,
    );
    renderPage();
    expect(await screen.findByText('Stop e-mails about: Booking reminders?')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    expect(
      await screen.findByText('Done. We will no longer e-mail you about: Booking reminders.'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ token: 'u1.abc.def' });
  });

  it('a bad or missing link says so, with no button', async () => {
    mockFetch(({ url }) =>
      url.startsWith('/api/v1/unsubscribe')
        ? problem(400, 'Invalid Unsubscribe Link', 'Not valid.', 'invalid_unsubscribe_link')
        : undefined,
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    expect(screen.queryByRole('button', { name: 'Stop these e-mails' })).not.toBeInTheDocument();
  });
});
