import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { AdminDisputesPage } from './admin-disputes-page';

const BOOKING = '0b7c6f55-7a3e-4d43-9a52-0d0c4e1f0001';

function renderPage() {
  return renderWithProviders(<AdminDisputesPage />, { path: '/admin/disputes' });
}

describe('AdminDisputesPage', () => {
  it('lists each dispute with its booking, parties, reason and the earning held', async () => {
    mockFetch(({ url }) =>
      url === '/api/v1/admin/disputes'
        ? json({
            items: [
              {
                id: '7b7c6f55-7a3e-4d43-9a52-0d0c4e1f0001',
                bookingId: BOOKING,
                status: 'open',
                amountCents: 5500,
                currency: 'EUR',
                reason: 'fraudulent',
                customerName: 'Marta Lopes',
                cleanerName: 'Ana Silva',
                heldEarningCents: 4675,
                createdAt: '2026-11-21T10:00:00.000Z',
              },
            ],
          })
        : undefined,
    );
    renderPage();
    const list = await screen.findByRole('list', { name: 'Disputes' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('Open')).toBeInTheDocument();
    expect(within(item).getByText('€55.00')).toBeInTheDocument();
    expect(within(item).getByText('Marta Lopes')).toBeInTheDocument();
    expect(within(item).getByText('Ana Silva')).toBeInTheDocument();
    expect(within(item).getByText('fraudulent')).toBeInTheDocument();
    expect(within(item).getByText('€46.75')).toBeInTheDocument();
    expect(within(item).getByRole('link')).toHaveAttribute('href', `/admin/bookings?booking=${BOOKING}`);
  });

  it('says when there are none', async () => {
    mockFetch(({ url }) => (url === '/api/v1/admin/disputes' ? json({ items: [] }) : undefined));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No disputes' })).toBeInTheDocument();
  });

  it('says when they could not be loaded', async () => {
    mockFetch(({ url }) =>
      url === '/api/v1/admin/disputes' ? problem(500, 'Internal Server Error', 'Boom') : undefined,
    );
    renderPage();
    expect(await screen.findByText('Disputes could not be loaded')).toBeInTheDocument();
  });
});
