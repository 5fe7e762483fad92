import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customerSession, json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { ContactPage } from './contact-page';

const GUEST = '/api/v1/support/guest-cases';

const renderPage = (url = '/contact?topic=account&email=rui%40example.test') =>
  renderWithProviders(<ContactPage />, { path: '/contact', url, withAuth: true });

const signedOut = (url: string) => (url === '/api/v1/session' ? json(null) : undefined);

describe('ContactPage (decision 073)', () => {
  it('sends a signed-out visitor’s message with what the link filled in, then says where the answer goes', async () => {
    const { requests } = mockFetch(({ url, method }) =>
      url === GUEST && method === 'POST' ? json({ status: 'received' }, 201) : signedOut(url),
    );
    renderPage();
    expect(await screen.findByLabelText('Your e-mail')).toHaveValue('rui@example.test');
    expect(screen.getByLabelText('Topic')).toHaveValue('account');
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Your name'), '  Rui Costa ');
    await userEvent.type(screen.getByLabelText('How can we help?'), 'My account was suspended.');
    await userEvent.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We will answer by e-mail at rui@example.test.',
    );
    expect(requests.find((r) => r.url === GUEST)?.body).toEqual({
      name: 'Rui Costa',
      email: 'rui@example.test',
      topic: 'account',
      body: 'My account was suspended.',
    });
  });

  it('shows the server’s refusal under the form and keeps what was typed', async () => {
    mockFetch(({ url, method }) =>
      url === GUEST && method === 'POST'
        ? problem(429, 'Too Many Requests', 'Too many requests. Try again in 3599 seconds.', 'rate_limited')
        : signedOut(url),
    );
    renderPage('/contact');
    await userEvent.type(await screen.findByLabelText('Your name'), 'Rui');
    await userEvent.type(screen.getByLabelText('Your e-mail'), 'rui@example.test');
    await userEvent.type(screen.getByLabelText('How can we help?'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
    expect(screen.getByLabelText('How can we help?')).toHaveValue('Hello');
  });

  it('sends a signed-in person to Help, where the answer comes back in the app', async () => {
    mockFetch(({ url }) => (url === '/api/v1/session' ? json(customerSession) : undefined));
    renderPage('/contact?topic=payment');
    expect(await screen.findByLabelText('Current location')).toHaveTextContent('/help?topic=payment');
  });
});
