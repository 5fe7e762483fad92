import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { FaqPage } from './faq-page';

const FAQ = [
  {
    id: '7f1c2d3e-0000-4000-8000-000000000001',
    category: 'Pricing',
    question: 'How much does a basic cleaning cost?',
    answer: 'A basic cleaning is €49.99.',
  },
  {
    id: '7f1c2d3e-0000-4000-8000-000000000002',
    category: 'Booking',
    question: 'Do I need to be at home during the cleaning?',
    answer: 'No. Presence at home is not required.',
  },
  {
    id: '7f1c2d3e-0000-4000-8000-000000000003',
    category: 'Pricing',
    question: 'What if the cleaning takes longer than planned?',
    answer: 'Extra time is €30 per additional hour.',
  },
];

function setup(items: unknown[] = FAQ) {
  mockFetch(({ url }) => (url === '/api/v1/faq' ? json(items) : undefined));
  return renderWithProviders(<FaqPage />, { path: '/customer/faq' });
}

describe('FaqPage', () => {
  it('groups the questions under their category, in order of first appearance', async () => {
    setup();
    const pricing = await screen.findByRole('region', { name: 'Pricing' });
    const booking = screen.getByRole('region', { name: 'Booking' });
    expect(
      within(pricing)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['How much does a basic cleaning cost?', 'What if the cleaning takes longer than planned?']);
    expect(
      within(booking)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Do I need to be at home during the cleaning?']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Pricing',
      'Booking',
      'Still have a question?',
    ]);
    const topics = screen.getByRole('navigation', { name: 'Jump to a topic' });
    expect(within(topics).getByRole('link', { name: /Pricing/ })).toHaveAttribute('href', '#faq-pricing');
    expect(document.title).toBe('Frequently asked questions | Limpa');
  });

  it('each question is a disclosure that shows and hides its answer', async () => {
    setup();
    const question = await screen.findByRole('button', {
      name: 'Do I need to be at home during the cleaning?',
    });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('No. Presence at home is not required.')).not.toBeInTheDocument();

    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Do I need to be at home during the cleaning?' });
    expect(answer).toHaveTextContent('No. Presence at home is not required.');
    expect(question).toHaveAttribute('aria-controls', answer.id);

    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('No. Presence at home is not required.')).not.toBeInTheDocument();
  });

  it('says what to do next when there are no questions', async () => {
    setup([]);
    expect(await screen.findByText(/No questions here yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse services' })).toHaveAttribute(
      'href',
      '/customer/services',
    );
  });
});
