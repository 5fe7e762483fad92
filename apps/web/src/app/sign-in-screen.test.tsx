import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, SESSION_QUERY_KEY } from '@/lib/auth';
import { json, mockFetch, sessionAs } from '@/test/fetch';
import { createTestQueryClient } from '@/test/render';
import { SignInScreen } from './sign-in-screen';

/** The screen as main.tsx draws it over a painted page: no React Router anywhere above it. */
function renderScreen(query = '') {
  const openApp = vi.fn();
  const preloadApp = vi.fn();
  const queryClient = createTestQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <SignInScreen searchParams={new URLSearchParams(query)} openApp={openApp} preloadApp={preloadApp} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { openApp, preloadApp, queryClient };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the sign-in screen without the router (decision 038)', () => {
  it('signs in, fetching the app while the form is sent, and hands it the dashboard in place of this page', async () => {
    mockFetch(({ url }) => {
      if (url === '/api/auth/sign-in/email') return json({ redirect: false });
      if (url === '/api/v1/session') return json(sessionAs('customer'));
      return undefined;
    });
    const { openApp, preloadApp } = renderScreen();
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    expect(preloadApp).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(preloadApp).toHaveBeenCalledOnce();
    await waitFor(() => expect(openApp).toHaveBeenCalled());
    // Once: the form sends the visitor on, and the session that appeared would too.
    expect(openApp).toHaveBeenCalledOnce();
    expect(['/dashboard', '/customer/dashboard']).toContain(openApp.mock.calls[0]?.[0]);
    expect(openApp.mock.calls[0]?.[1]).toEqual({ replace: true });
  });

  it('sends a visitor whose session turns up after all (another tab signed in) to their dashboard', async () => {
    mockFetch(({ url }) => (url === '/api/v1/session' ? json(sessionAs('cleaner')) : undefined));
    const { openApp } = renderScreen();
    await waitFor(() => expect(openApp).toHaveBeenCalledWith('/provider/dashboard', { replace: true }));
    expect(openApp).toHaveBeenCalledOnce();
  });

  it('stays while the visitor is signed out', async () => {
    mockFetch(({ url }) => (url === '/api/v1/session' ? json(null) : undefined));
    const { openApp, queryClient } = renderScreen();
    await waitFor(() => expect(queryClient.getQueryState(SESSION_QUERY_KEY)?.status).toBe('success'));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(openApp).not.toHaveBeenCalled();
  });

  it('moves between its own views without loading the app; the back link is a real link to /auth', async () => {
    mockFetch();
    const { openApp } = renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const back = await screen.findByRole('link', { name: 'Back to sign in' });
    expect(back).toHaveAttribute('href', '/auth');
    await userEvent.click(back);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth');
    expect(openApp).not.toHaveBeenCalled();
  });

  it('reads the page’s query string: a Google sign-in that came back with an error says why', () => {
    mockFetch();
    renderScreen('error=account_suspended');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This account is suspended. Contact support if you think this is a mistake.',
    );
  });
});
