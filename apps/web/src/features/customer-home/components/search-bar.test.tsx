import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SearchBar } from './search-bar';

function renderBar() {
  return renderWithProviders(<SearchBar />, { path: '/customer/dashboard' });
}

describe('SearchBar', () => {
  it('takes typing and opens the services filtered by what was typed', async () => {
    renderBar();
    const box = screen.getByRole('searchbox', { name: 'Search for a service' });
    expect(box).toHaveAttribute('placeholder', 'What do you need cleaned?');
    await userEvent.type(box, 'deep clean{Enter}');
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/customer/services?q=deep+clean',
    );
  });

  it('sent empty (or only spaces), opens the booking wizard as before', async () => {
    renderBar();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search for a service' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      /^\/customer\/book$/,
    );
  });
});
