import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import '../cleaner-wallet-strings';
import { i18n } from '@/lib/i18n';
import { StatementsPanel } from './statements-panel';

// A fixed clock: 00:30 on 1 March 2026 in Lisbon is still February in UTC, and the panel follows Lisbon.
const NOW = new Date('2026-03-01T00:30:00Z');

afterEach(() => i18n.changeLanguage('en'));

describe('StatementsPanel', () => {
  it('offers the last 24 Lisbon months, newest first, and links both files of the chosen one', async () => {
    render(<StatementsPanel now={NOW} />);
    const section = screen.getByRole('region', { name: 'Statements' });
    const picker = within(section).getByLabelText('Month');
    const options = within(picker).getAllByRole('option');
    expect(options).toHaveLength(24);
    expect(options[0]).toHaveTextContent('March 2026');
    expect(options[0]).toHaveValue('2026-03');
    expect(options.at(-1)).toHaveValue('2024-04');

    const pdf = screen.getByRole('link', { name: 'Download the March 2026 statement as PDF' });
    expect(pdf).toHaveAttribute('href', '/api/v1/me/statements/2026-03.pdf');
    expect(pdf).toHaveAttribute('download');
    await userEvent.selectOptions(picker, '2025-10');
    expect(screen.getByRole('link', { name: 'Download the October 2025 statement as CSV' })).toHaveAttribute(
      'href',
      '/api/v1/me/statements/2025-10.csv',
    );
  });

  it('offers the yearly summaries of this year and last', () => {
    render(<StatementsPanel now={NOW} />);
    expect(screen.getByRole('link', { name: 'Download the 2026 yearly summary as PDF' })).toHaveAttribute(
      'href',
      '/api/v1/me/statements/year/2026.pdf',
    );
    expect(screen.getByRole('link', { name: 'Download the 2025 yearly summary as CSV' })).toHaveAttribute(
      'href',
      '/api/v1/me/statements/year/2025.csv',
    );
    expect(screen.queryByRole('link', { name: /2024 yearly/ })).toBeNull();
  });

  it('speaks Portuguese, month names from Intl', async () => {
    await i18n.changeLanguage('pt-PT');
    render(<StatementsPanel now={NOW} />);
    expect(screen.getByRole('region', { name: 'Extratos' })).toBeVisible();
    expect(within(screen.getByLabelText('Mês')).getAllByRole('option')[0]).toHaveTextContent('março de 2026');
    expect(screen.getByRole('link', { name: 'Descarregar o extrato de março de 2026 em PDF' })).toBeVisible();
  });
});
