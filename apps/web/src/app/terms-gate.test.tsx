import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, problem, sessionAs } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { routes } from './router';

const PENDING = { termsVersion: '2027-02-01', privacyVersion: '2026-11-28', accepted: false };

/** A signed-in customer whose session says the terms in force are not accepted yet. */
function behindOnTerms(acceptance: () => Response) {
  let legal = PENDING;
  return mockFetch(({ url, method }) => {
    if (url === '/api/v1/session') return json({ ...sessionAs('customer'), legal });
    if (url === '/api/v1/me/legal-acceptance' && method === 'POST') {
      const answer = acceptance();
      if (answer.ok) legal = { ...PENDING, accepted: true };
      return answer;
    }
    return undefined;
  });
}

describe('the Updated terms page', () => {
  it('replaces every signed-in screen until "I accept", which sends the versions shown and lets the person in', async () => {
    const { requests } = behindOnTerms(() => json({ ...PENDING, accepted: true }));
    const { router } = renderRoutes(routes, '/customer/bookings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We have updated our terms' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/legal/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/privacy');
    expect(screen.queryByRole('heading', { name: 'My Bookings' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customer/bookings');

    await userEvent.click(screen.getByRole('button', { name: 'I accept' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'We have updated our terms' })).not.toBeInTheDocument(),
    );
    expect(requests.find((r) => r.url === '/api/v1/me/legal-acceptance')?.body).toEqual({
      termsVersion: '2027-02-01',
      privacyVersion: '2026-11-28',
    });
  });

  it('stays, saying why, when the acceptance is refused (a newer version came out)', async () => {
    behindOnTerms(() =>
      problem(409, 'Terms Updated', 'A newer version has been published.', 'terms_version_outdated'),
    );
    renderRoutes(routes, '/customer/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'I accept' }, { timeout: 5000 }));
    expect(await screen.findByText("We couldn't save your answer")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'We have updated our terms' })).toBeInTheDocument();
  });

  it('lets the person read the new terms in another language first', async () => {
    const { requests } = behindOnTerms(() => json({ ...PENDING, accepted: true }));
    renderRoutes(routes, '/customer/dashboard');
    const picker = await screen.findByRole('combobox', { name: 'Language' }, { timeout: 5000 });
    await userEvent.selectOptions(picker, 'pt-PT');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Atualizámos os nossos termos' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.find((r) => r.url === '/api/v1/me/profile')?.body).toEqual({ locale: 'pt-PT' }),
    );
  });

  it('is not shown to someone who accepted the terms in force', async () => {
    mockFetch(({ url }) =>
      url === '/api/v1/session'
        ? json({ ...sessionAs('customer'), legal: { ...PENDING, accepted: true } })
        : undefined,
    );
    renderRoutes(routes, '/help');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I accept' })).not.toBeInTheDocument();
  });
});
