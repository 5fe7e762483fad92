import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { ServiceStandardsPage } from './service-standards-page';

const URL = '/api/v1/me/service-standards';

function renderWith(answer: () => Response) {
  mockFetch(({ url }) => (url === URL ? answer() : undefined));
  return renderWithProviders(<ServiceStandardsPage />, { path: '/provider/service-standards' });
}

describe('ServiceStandardsPage', () => {
  it('shows the text as paragraphs, markup as typed (never run), long words wrapping', async () => {
    const long = 'x'.repeat(300);
    renderWith(() =>
      json({
        locale: 'en',
        body: `Arrive on time.\nSay hello.\n\n<img src=x onerror="alert(1)"> is text here.\n\n${long}`,
        updatedAt: '2026-11-20T10:00:00.000Z',
      }),
    );
    const first = await screen.findByText(/Arrive on time\./);
    const paragraphs = first.parentElement!.querySelectorAll('p');
    expect(Array.from(paragraphs).map((p) => p.textContent)).toEqual([
      'Arrive on time.\nSay hello.',
      '<img src=x onerror="alert(1)"> is text here.',
      long,
    ]);
    expect(document.querySelector('img')).toBeNull();
    expect(first.parentElement).toHaveClass('[overflow-wrap:anywhere]');
    expect(first.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Service standards' })).toBeInTheDocument();
  });

  it('says when nothing is published yet', async () => {
    renderWith(() => json({ locale: 'pt-PT', body: '', updatedAt: null }));
    expect(await screen.findByRole('heading', { name: 'No standards published yet' })).toBeInTheDocument();
  });

  it('offers to try again when the text could not be loaded', async () => {
    renderWith(() => problem(500, 'Internal Server Error', 'Boom'));
    expect(
      await screen.findByText('The service standards could not be loaded', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
