import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, problem, sessionAs } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { routes } from './router';

function signedOut() {
  return mockFetch(({ url }) =>
    url === '/api/v1/session' ? problem(401, 'Unauthorized', 'Sign in first') : undefined,
  );
}

function signedInAs(role: Parameters<typeof sessionAs>[0]) {
  return mockFetch(({ url }) => (url === '/api/v1/session' ? json(sessionAs(role)) : undefined));
}

async function landsOn(router: ReturnType<typeof renderRoutes>['router'], pathname: string) {
  // The first visit of a lazy route transforms its whole module graph: slow on a busy machine.
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname), { timeout: 5000 });
}

describe('router and guards', () => {
  it('shows a labelled spinner while the session loads', async () => {
    mockFetch(({ url }) => (url === '/api/v1/session' ? new Promise<Response>(() => {}) : undefined));
    renderRoutes(routes, '/customer/book');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /auth', async () => {
    signedOut();
    const { router } = renderRoutes(routes, '/customer/book');
    await landsOn(router, '/auth');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Professional cleaning services');
    await waitFor(() => expect(document.title).toBe('Sign in | Limpa'));
  });

  it('titles the sign-up tab "Create account | brand"', async () => {
    signedOut();
    renderRoutes(routes, '/auth');
    await userEvent.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await waitFor(() => expect(document.title).toBe('Create account | Limpa'));
    // The sign-up form is its own chunk, loaded when the tab is chosen.
    expect(await screen.findByLabelText('Full name', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it.each([
    ['customer', '/customer/dashboard', 'Home'],
    ['cleaner', '/provider/dashboard', 'Provider Dashboard'],
    ['admin', '/admin/dashboard', 'Admin Dashboard'],
  ] as const)('/dashboard sends a %s to %s', async (role, path, heading) => {
    signedInAs(role);
    const { router } = renderRoutes(routes, '/dashboard');
    await landsOn(router, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('sends a signed-in visitor of /auth to their dashboard', async () => {
    signedInAs('admin');
    const { router } = renderRoutes(routes, '/auth');
    await landsOn(router, '/admin/dashboard');
  });

  it('sends a wrong role to its own dashboard', async () => {
    signedInAs('customer');
    const { router } = renderRoutes(routes, '/admin/users');
    await landsOn(router, '/customer/dashboard');
  });

  it('lets any role see /customer/dashboard and a cleaner profile', async () => {
    signedInAs('cleaner');
    const { router } = renderRoutes(routes, '/provider/9f2c');
    // The mocked API knows no such cleaner: the cleaner page renders its not-found state.
    expect(await screen.findByText('Provider not found')).toBeInTheDocument();
    await router.navigate('/customer/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('carries the preselected cleaner from /book-service', async () => {
    signedInAs('customer');
    const { router } = renderRoutes(routes, '/');
    await landsOn(router, '/customer/dashboard');
    await router.navigate('/book-service', { state: { selectedCleaner: { userId: 'c-42' } } });
    await waitFor(() => expect(router.state.location.search).toBe('?cleaner=c-42'));
    expect(router.state.location.pathname).toBe('/customer/book');
  });

  it.each([
    ['/bookings', '/customer/bookings'],
    ['/find-cleaners', '/customer/find-cleaners'],
    ['/favorites', '/customer/favorites'],
  ])('follows the alias %s → %s', async (from, to) => {
    signedInAs('customer');
    const { router } = renderRoutes(routes, from);
    await landsOn(router, to);
  });

  it('shows the 404 page for anything else', async () => {
    const { requests } = signedOut();
    renderRoutes(routes, '/definitely/not/here');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.find((r) => r.url === '/api/v1/client-events')?.body).toEqual({
        type: 'not_found',
        path: '/definitely/not/here',
      }),
    );
  });
});

describe('app shell', () => {
  it('marks the active bottom-nav tab and names every tab', async () => {
    signedInAs('customer');
    renderRoutes(routes, '/customer/book');
    const nav = await screen.findByRole('navigation', { name: 'Primary' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Home', 'Book', 'Bookings', 'Alerts', 'Profile']);
    expect(within(nav).getByRole('link', { name: 'Book' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('highlights My Bookings, not Book, in the bar and the side menu', async () => {
    signedInAs('customer');
    renderRoutes(routes, '/customer/bookings');
    // The page's lazy chunk is large: leave room on a busy machine.
    const nav = await screen.findByRole('navigation', { name: 'Primary' }, { timeout: 10_000 });
    expect(within(nav).getByRole('link', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Book' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Alerts' })).toHaveAttribute('href', '/notifications');

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(menu).getByRole('link', { name: 'My Bookings' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Book Service' })).not.toHaveAttribute('aria-current');
    expect(within(menu).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    expect(within(menu).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it("highlights Jobs on a job's receipt", async () => {
    signedInAs('cleaner');
    renderRoutes(routes, '/provider/jobs/0b7c6f55-7a3e-4d43-9a52-0d0c4e1f0001/receipt');
    // The page's lazy chunk is large: leave room on a busy machine.
    const nav = await screen.findByRole('navigation', { name: 'Primary' }, { timeout: 10_000 });
    expect(within(nav).getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((l) => l.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('shows the header with role badge and a working side menu', async () => {
    signedInAs('cleaner');
    renderRoutes(routes, '/provider/dashboard');
    // The app's profile header is the first banner (a page may have its own <header> inside <main>).
    const [header] = await screen.findAllByRole('banner');
    if (!header) throw new Error('no banner');
    expect(within(header).getByText('Ana Silva')).toBeInTheDocument();
    expect(within(header).getByText('Cleaner')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Change profile picture' })).toBeInTheDocument();
    expect(screen.getByLabelText('Profile picture')).toHaveAttribute('type', 'file');

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    for (const name of [
      'Dashboard',
      'Schedule',
      'Provider Portal',
      'My Bookings',
      'Messages',
      'Profile Settings',
    ]) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('link', { name: 'Profile Settings' })).toHaveAttribute(
      'href',
      '/provider/profile',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('signs out: POST with {}, back to /auth', async () => {
    let signedIn = true;
    const { requests } = mockFetch(({ url }) => {
      if (url === '/api/v1/session')
        return signedIn ? json(sessionAs('admin')) : problem(401, 'Unauthorized', 'x');
      if (url === '/api/auth/sign-out') {
        signedIn = false;
        return json({ success: true });
      }
      return undefined;
    });
    const { router } = renderRoutes(routes, '/admin/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    // The menu's Sign Out (the admin dashboard has one of its own), once the sheet has loaded.
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign Out' }),
    );
    await landsOn(router, '/auth');
    expect(requests.find((r) => r.url === '/api/auth/sign-out')).toMatchObject({ method: 'POST', body: {} });
  });

  it('refuses a non-image avatar before uploading', async () => {
    const { requests } = signedInAs('customer');
    renderRoutes(routes, '/customer/dashboard');
    const input = await screen.findByLabelText('Profile picture');
    await userEvent.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('Invalid File')).toBeInTheDocument();
    expect(screen.getByText('Please select an image file.')).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/v1/me/avatar')).toBe(false);
  });

  it('uploads an avatar as multipart field "file" and confirms', async () => {
    const { requests } = mockFetch(({ url }) => {
      if (url === '/api/v1/session') return json(sessionAs('customer'));
      if (url === '/api/v1/me/avatar') return json({ avatarUrl: '/uploads/a.jpg' });
      return undefined;
    });
    renderRoutes(routes, '/customer/dashboard');
    const input = await screen.findByLabelText('Profile picture');
    await userEvent.upload(input, new File(['x'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Avatar Updated')).toBeInTheDocument();
    const upload = requests.find((r) => r.url === '/api/v1/me/avatar')!;
    expect(upload.method).toBe('PUT');
    expect(upload.body).toBeInstanceOf(FormData);
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);
  });
});
