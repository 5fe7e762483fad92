import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguagePicker } from '@/components/language/language-picker';
import { i18n } from '@/lib/i18n';
import { customerSession, json, mockFetch, type RecordedRequest } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { SignInForm } from './sign-in-form';

/** The sign-in page's two parts: the picker and the form, signed out. */
function renderSignInPage() {
  return renderWithProviders(
    <>
      <SignInForm onSwitchToSignUp={() => {}} onForgotPassword={() => {}} />
      <LanguagePicker />
    </>,
    { path: '/auth', withAuth: true },
  );
}

/** A sign-in the server accepts; the session then says the account's language. */
function answerSignIn(accountLocale: () => string) {
  let signedIn = false;
  return mockFetch(({ url }) => {
    if (url === '/api/auth/sign-in/email') {
      signedIn = true;
      return json({ token: 't' });
    }
    if (url === '/api/v1/session') {
      return json(
        signedIn
          ? { ...customerSession, profile: { ...customerSession.profile, locale: accountLocale() } }
          : null,
      );
    }
    return undefined;
  });
}

const signInBody = (requests: RecordedRequest[]) =>
  requests.find((r) => r.url === '/api/auth/sign-in/email')?.body as Record<string, unknown> | undefined;

async function signInWith(user: ReturnType<typeof userEvent.setup>, submit: string) {
  await user.type(screen.getByLabelText(i18n.t('auth.fields.email')), 'ana@example.com');
  await user.type(screen.getByLabelText(i18n.t('auth.fields.password')), 'correct horse');
  await user.click(screen.getByRole('button', { name: submit }));
}

describe('the language picked on the sign-in page', () => {
  afterEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('is sent with the sign-in, and the app stays in it once signed in', async () => {
    const user = userEvent.setup();
    // The server saves the choice: the session it answers next carries it.
    const { requests } = answerSignIn(() => signInBody(requests)?.locale as string);
    renderSignInPage();
    await user.selectOptions(await screen.findByLabelText('Language'), 'fr-CA');
    await waitFor(() => expect(i18n.language).toBe('fr-CA'));
    await signInWith(user, i18n.t('auth.signIn.submit'));

    await waitFor(() => expect(signInBody(requests)).toMatchObject({ locale: 'fr-CA' }));
    await waitFor(() => expect(requests.some((r) => r.url === '/api/v1/session')).toBe(true));
    expect(i18n.language).toBe('fr-CA');
    // Given to the account: the next sign-in on this device sends no choice of its own.
    await waitFor(() => expect(localStorage.getItem('limpa.locale.chosen')).toBeNull());
    // Loading the French strings and typing in two fields outlast the default 5 s on a busy machine.
  }, 20_000);

  it('sends no language when none was picked, so the account keeps its own', async () => {
    const user = userEvent.setup();
    const { requests } = answerSignIn(() => 'pt-PT');
    renderSignInPage();
    await signInWith(user, 'Sign In');
    await waitFor(() => expect(signInBody(requests)).toBeDefined());
    expect(signInBody(requests)).not.toHaveProperty('locale');
    await waitFor(() => expect(i18n.language).toBe('pt-PT'));
  });
});
