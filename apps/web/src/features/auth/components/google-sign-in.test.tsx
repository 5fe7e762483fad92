import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { appConfig, json, mockFetch, type RecordedRequest } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { GoogleCallbackError } from './google-callback-error';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const GOOGLE_URL = 'https://accounts.example/authorize?state=s';

function stubNavigation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}
afterEach(() => vi.unstubAllGlobals());

/** The server's answers with Google configured (GOOGLE_CLIENT_ID set). */
const googleOn = (url: string) =>
  url === '/api/v1/app-config' ? json(appConfig({ googleEnabled: true })) : undefined;

const googleStarts = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url === '/api/auth/sign-in/social' && r.method === 'POST');

describe('Google sign-in', () => {
  it('from the Sign Up tab, waits for the terms box, then carries it and "Provide Services" to Google', async () => {
    const { requests } = mockFetch(({ url }) =>
      url === '/api/auth/sign-in/social' ? json({ url: GOOGLE_URL, redirect: true }) : googleOn(url),
    );
    const assign = stubNavigation();
    renderWithProviders(<SignUpForm onSwitchToSignIn={() => {}} />, { path: '/auth' });
    await userEvent.click(screen.getByRole('radio', { name: 'Provide Services' }));
    const google = await screen.findByRole('button', { name: 'Google' });
    expect(google).toBeDisabled();
    await userEvent.click(google);
    expect(googleStarts(requests)).toEqual([]);

    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I agree to the Terms of Service and the Privacy Policy' }),
    );
    expect(google).toBeEnabled();
    await userEvent.click(google);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(GOOGLE_URL));
    expect(googleStarts(requests)[0]!.body).toEqual({
      provider: 'google',
      callbackURL: '/dashboard',
      role: 'cleaner',
      acceptTerms: true,
    });
  });

  it('from the Sign In tab, sends no role (an existing account keeps its own)', async () => {
    const { requests } = mockFetch(({ url }) =>
      url === '/api/auth/sign-in/social' ? json({ url: GOOGLE_URL }) : googleOn(url),
    );
    stubNavigation();
    renderWithProviders(<SignInForm onSwitchToSignUp={() => {}} onForgotPassword={() => {}} />, {
      path: '/auth',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Google' }));
    await waitFor(() => expect(googleStarts(requests)).toHaveLength(1));
    expect(googleStarts(requests)[0]!.body).toEqual({ provider: 'google', callbackURL: '/dashboard' });
  });

  it('is not offered where the server has no Google configured (a button that could only fail)', async () => {
    const { requests } = mockFetch();
    renderWithProviders(<SignInForm onSwitchToSignUp={() => {}} onForgotPassword={() => {}} />, {
      path: '/auth',
    });
    await waitFor(() => expect(requests.some((r) => r.url === '/api/v1/app-config')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Google' })).not.toBeInTheDocument();
    expect(screen.queryByText('or continue with')).not.toBeInTheDocument();
  });
});

describe('GoogleCallbackError', () => {
  it.each([
    [
      'google_email_not_verified',
      'Your Google e-mail address is not verified. Verify it with Google, or sign in with your password.',
    ],
    [
      'account_not_linked',
      'Your Google e-mail address is not verified. Verify it with Google, or sign in with your password.',
    ],
    ['account_suspended', 'This account is suspended. Contact support if you think this is a mistake.'],
    ['state_mismatch', 'We could not sign you in with Google. Please try again.'],
  ])('explains /auth?error=%s', (code, message) => {
    mockFetch();
    renderWithProviders(<GoogleCallbackError />, { path: '/auth', url: `/auth?error=${code}` });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Google sign in failed');
    expect(alert).toHaveTextContent(message);
  });

  it('a suspended account is pointed at the contact page, and only then (decision 073)', () => {
    mockFetch();
    renderWithProviders(<GoogleCallbackError />, { path: '/auth', url: '/auth?error=account_suspended' });
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact?topic=account',
    );
  });

  it('offers no contact link for an unverified e-mail', () => {
    mockFetch();
    renderWithProviders(<GoogleCallbackError />, {
      path: '/auth',
      url: '/auth?error=google_email_not_verified',
    });
    expect(screen.queryByRole('link', { name: 'Contact support' })).not.toBeInTheDocument();
  });

  it('shows nothing without an error', () => {
    mockFetch();
    renderWithProviders(<GoogleCallbackError />, { path: '/auth' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
