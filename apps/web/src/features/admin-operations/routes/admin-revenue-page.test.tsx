import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { AdminRevenuePage } from './admin-revenue-page';

const URL = '/api/v1/admin/reports/revenue';
const month = (over: object) => ({
  collectedCents: 0,
  platformFeeCents: 0,
  refundedCents: 0,
  paidOutCents: 0,
  ...over,
});

function renderPage() {
  return renderWithProviders(<AdminRevenuePage />, { path: '/admin/reports/revenue' });
}

describe('AdminRevenuePage', () => {
  it('shows one row per month and currency, each amount in its own currency, and the CSV link', async () => {
    mockFetch(({ url }) =>
      url === URL
        ? json({
            months: [
              month({ month: '2026-01', currency: 'CAD', collectedCents: 7500, platformFeeCents: 975 }),
              month({
                month: '2026-01',
                currency: 'EUR',
                collectedCents: 12345,
                platformFeeCents: 1650,
                refundedCents: 5500,
                paidOutCents: 4675,
              }),
              month({ month: '2025-11', currency: 'EUR', collectedCents: 11000 }),
            ],
          })
        : undefined,
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Revenue per month and currency' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Month', 'Currency', 'Collected', 'Platform fees', 'Refunds', 'Payouts to cleaners']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => Array.from(r.children).map((c) => c.textContent))).toEqual([
      ['January 2026', 'CAD', '$75.00', '$9.75', '$0.00', '$0.00'],
      ['January 2026', 'EUR', '€123.45', '€16.50', '€55.00', '€46.75'],
      ['November 2025', 'EUR', '€110.00', '€0.00', '€0.00', '€0.00'],
    ]);
    // Two currencies in one month stay two rows: no figure adds euros to dollars.
    expect(screen.queryByText('€198.45')).not.toBeInTheDocument();
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute('href', '/api/v1/admin/reports/revenue.csv');
    expect(csv).toHaveAttribute('download', 'revenue-report.csv');
    expect(screen.getByRole('heading', { level: 1, name: 'Revenue reports' })).toBeInTheDocument();
  });

  it('says when no money has moved yet', async () => {
    mockFetch(({ url }) => (url === URL ? json({ months: [] }) : undefined));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No money has moved yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the report could not be loaded', async () => {
    mockFetch(({ url }) => (url === URL ? problem(500, 'Internal Server Error', 'Boom') : undefined));
    renderPage();
    expect(await screen.findByText('The revenue report could not be loaded')).toBeInTheDocument();
  });
});
