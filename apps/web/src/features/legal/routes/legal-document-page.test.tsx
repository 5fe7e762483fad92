import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { PrivacyPage, TermsPage } from './legal-document-page';

const TERMS_HTML =
  '<h2>Cancellations</h2>\n<p>Free up to 24 hours before; then 50 %. <a href="/help">Help</a></p>';

describe('the legal pages', () => {
  it('show the terms in force, signed out, with their version as a date', async () => {
    mockFetch(({ url }) =>
      url === '/api/v1/legal/terms' ? json({ version: '2026-11-28', html: TERMS_HTML }) : undefined,
    );
    renderWithProviders(<TermsPage />, { path: '/legal/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Cancellations' })).toBeInTheDocument();
    expect(screen.getByText(/Free up to 24 hours before/)).toBeInTheDocument();
    expect(screen.getByText('Version of November 28, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
  });

  it('say so when the document cannot be loaded, and try again', async () => {
    let fail = true;
    mockFetch(({ url }) => {
      if (url !== '/api/v1/legal/privacy') return undefined;
      return fail
        ? problem(503, 'Service Unavailable', 'Down.', 'service_unavailable')
        : json({ version: '2026-11-28', html: '<h2>Your rights</h2>' });
    });
    renderWithProviders(<PrivacyPage />, { path: '/legal/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(
      await screen.findByText("We couldn't load this document.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your rights' })).toBeInTheDocument();
  });
});
