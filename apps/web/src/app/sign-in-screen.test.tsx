import * as appKeys from '@limpa/contracts/query-keys/app';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/lib/auth';
import { i18n } from '@/lib/i18n';
import { json, mockFetch, sessionAs } from '@/test/fetch';
import { createTestQueryClient } from '@/test/render';
import { type OpenApp, openOnce } from './app-start';
import { AppProviders } from './providers';
import { SignInScreen } from './sign-in-screen';

const openSpy = () => vi.fn((_to: string, _options: { replace: boolean }) => Promise.resolve());

/** The screen as main.tsx draws it over a painted page: no React Router anywhere above it. */
function renderScreen(query = '') {
  const open = openSpy();
  const preloadApp = vi.fn();
  const queryClient = createTestQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <SignInScreen
          searchParams={new URLSearchParams(query)}
          openApp={openOnce(open, () => {})}
          preloadApp={preloadApp}
        />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { open, preloadApp, queryClient };
}

/**
 * Signed out until the form is sent. A session there from the start would open the app before the form's own
 * request went out, and that late request would reach the next test's server (it once signed the next test in
 * mid-typing, in Portuguese).
 */
function mockSignIn(session: ReturnType<typeof sessionAs>) {
  let signedIn = false;
  mockFetch(({ url }) => {
    if (url === '/api/auth/sign-in/email') {
      signedIn = true;
      return json({ redirect: false });
    }
    if (url === '/api/v1/session') return json(signedIn ? session : null);
    return undefined;
  });
}

async function signIn() {
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(async () => {
  window.history.replaceState(null, '', '/');
  await i18n.changeLanguage('en');
});

describe('the sign-in screen without the router (decision 038)', () => {
  it('signs in, fetching the app while the form is sent, and opens it once at the dashboard', async () => {
    mockSignIn(sessionAs('customer'));
    const { open, preloadApp } = renderScreen();
    expect(preloadApp).not.toHaveBeenCalled();
    await signIn();
    expect(preloadApp).toHaveBeenCalledOnce();
    await waitFor(() => expect(open).toHaveBeenCalled());
    // The form sends the visitor on, and the session that appeared would too: one app.
    expect(['/dashboard', '/customer/dashboard']).toContain(open.mock.calls[0]?.[0]);
    expect(open.mock.calls[0]?.[1]).toEqual({ replace: true });
    expect(open).toHaveBeenCalledOnce();
  });

  it('opens the app once when the profile’s language redraws the screen in between (as in main.tsx)', async () => {
    const session = sessionAs('customer');
    mockSignIn({ ...session, profile: { ...session.profile, locale: 'pt-PT' } });
    const open = openSpy();
    const openApp: OpenApp = openOnce(open, () => {});
    render(
      <StrictMode>
        <AppProviders>
          <SignInScreen searchParams={new URLSearchParams()} openApp={openApp} preloadApp={() => {}} />
        </AppProviders>
      </StrictMode>,
    );
    await signIn();
    await waitFor(() => expect(i18n.language).toBe('pt-PT'));
    await waitFor(() => expect(open).toHaveBeenCalled());
    // Drawn again in Portuguese, the screen asks again; the app is still opened once.
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(open).toHaveBeenCalledOnce();
  });

  it('fetches nothing ahead for a form that stays on the page (a reset link asked for)', async () => {
    mockFetch(({ url }) =>
      url === '/api/auth/request-password-reset' ? new Promise<Response>(() => {}) : undefined,
    );
    const { preloadApp } = renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const send = await screen.findByRole('button', { name: 'Send reset link' });
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.click(send);
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeInTheDocument();
    expect(preloadApp).not.toHaveBeenCalled();
  });

  it('sends a visitor whose session turns up after all (another tab signed in) to their dashboard', async () => {
    mockFetch(({ url }) => (url === '/api/v1/session' ? json(sessionAs('cleaner')) : undefined));
    const { open } = renderScreen();
    await waitFor(() => expect(open).toHaveBeenCalledWith('/provider/dashboard', { replace: true }));
    expect(open).toHaveBeenCalledOnce();
  });

  it('stays while the visitor is signed out', async () => {
    mockFetch(({ url }) => (url === '/api/v1/session' ? json(null) : undefined));
    const { open, queryClient } = renderScreen();
    await waitFor(() => expect(queryClient.getQueryState(appKeys.session)?.status).toBe('success'));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(open).not.toHaveBeenCalled();
  });

  it('moves between its own views without loading the app; the back link is a real link to /auth', async () => {
    mockFetch();
    const { open } = renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const back = await screen.findByRole('link', { name: 'Back to sign in' });
    expect(back).toHaveAttribute('href', '/auth');
    await userEvent.click(back);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth');
    expect(open).not.toHaveBeenCalled();
  });

  it('reads the page’s query string: a Google sign-in that came back with an error says why', () => {
    mockFetch();
    renderScreen('error=account_suspended');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This account is suspended. Contact support if you think this is a mistake.',
    );
  });
});
