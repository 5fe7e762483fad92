import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '@/lib/auth';
import { LOCALE_STORAGE_KEY, shareStoredLocale, storeLocale } from '@/lib/locale';
import { json, mockFetch, sessionAs } from '@/test/fetch';
import { createTestQueryClient, LocationProbe } from '@/test/render';
import { discardPrerender, planFirstRender } from './painted-root';
import { ReleaseRoot, whenRouterReady } from './prerendered';
import { RedirectSignedIn } from './redirect-signed-in';

const EmptyPage = () => null;

/** A root and titles as the API sends them for a visitor without a session (decision 036). */
function paintedRoot(locale: string | null) {
  document.head.innerHTML = '<title data-prerendered>Sign in | Limpa</title><title>Limpa</title>';
  const root = document.createElement('div');
  root.id = 'root';
  if (locale) {
    root.setAttribute('data-prerendered', locale);
    root.setAttribute('inert', '');
  }
  root.innerHTML = '<main><h1>Professional cleaning services</h1></main>';
  return root;
}

describe('the first render over a painted sign-in page', () => {
  it('takes the page over when it was painted in the language the app starts in', () => {
    expect(planFirstRender(paintedRoot('pt-PT'), 'pt-PT')).toBe('take-over');
    expect(planFirstRender(paintedRoot('en'), 'en')).toBe('take-over');
  });

  it('discards a page painted in another language: emptied, its title gone and released at once', () => {
    const root = paintedRoot('en');
    expect(planFirstRender(root, 'pt-PT')).toBe('discard');
    expect(document.title).toBe('Sign in | Limpa');
    discardPrerender(root);
    expect(root.childElementCount).toBe(0);
    expect(root.hasAttribute('inert')).toBe(false);
    expect(document.title).toBe('Limpa');
  });

  it('renders as always when the root came empty (signed in, another page, an old build)', () => {
    const root = document.createElement('div');
    expect(planFirstRender(root, 'en')).toBe('none');
  });

  it('releases the root and drops the painted title in the commit that puts React’s markup in', () => {
    const root = paintedRoot('en');
    render(<ReleaseRoot root={root} />);
    expect(root.hasAttribute('inert')).toBe(false);
    expect(document.title).toBe('Limpa');
  });

  it('waits for the router to have loaded the first page’s module', async () => {
    let resolvePage: (page: { Component: () => null }) => void = () => {};
    const router = createMemoryRouter(
      [{ path: '/auth', lazy: () => new Promise((resolve) => (resolvePage = resolve)) }],
      { initialEntries: ['/auth'] },
    );
    let ready = false;
    void whenRouterReady(router).then(() => {
      ready = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    resolvePage({ Component: EmptyPage });
    await waitFor(() => expect(ready).toBe(true));
    expect(router.state.initialized).toBe(true);
  });
});

/** /auth behind RedirectSignedIn, the session answered by `session` (pending forever when undefined). */
function renderSignInRoute(session?: () => Response) {
  mockFetch(({ url }) =>
    url === '/api/v1/session' ? (session ? session() : new Promise<Response>(() => {})) : undefined,
  );
  const router = createMemoryRouter(
    [
      {
        element: <RedirectSignedIn />,
        children: [{ path: '/auth', element: <h1>Professional cleaning services</h1> }],
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: ['/auth'] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

// Over a painted page the sign-in screen runs without the router (app/sign-in-screen.test.tsx); inside the app
// /auth waits for the session, since a visitor who came without a painted page may well be signed in.
describe('RedirectSignedIn', () => {
  it('shows the spinner while the session loads', () => {
    renderSignInRoute();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows the sign-in page to a signed-out visitor', async () => {
    renderSignInRoute(() => json(null));
    expect(
      await screen.findByRole('heading', { name: 'Professional cleaning services' }),
    ).toBeInTheDocument();
  });

  it('sends a signed-in visitor to their dashboard', async () => {
    renderSignInRoute(() => json(sessionAs('cleaner')));
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/provider/dashboard',
    );
  });
});

describe('the language choice the server sees', () => {
  const cookie = () => document.cookie.split('; ').find((c) => c.startsWith(`${LOCALE_STORAGE_KEY}=`));
  const forgetCookie = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays a browser that dropped the cookie.
    document.cookie = `${LOCALE_STORAGE_KEY}=; max-age=0; path=/`;
  };

  it('is kept in a cookie when chosen, and copied there at start from an older stored choice', () => {
    storeLocale('fr-CA');
    expect(cookie()).toBe('limpa.locale=fr-CA');
    forgetCookie();
    shareStoredLocale();
    expect(cookie()).toBe('limpa.locale=fr-CA');
    localStorage.removeItem(LOCALE_STORAGE_KEY);
    forgetCookie();
  });
});
