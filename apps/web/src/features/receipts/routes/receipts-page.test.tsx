import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch';
import { myInvoiceFixture } from '@/test/invoice-fixture';
import { renderWithProviders } from '@/test/render';
import { ReceiptsPage } from './receipts-page';

const doc = myInvoiceFixture;

describe('ReceiptsPage', () => {
  it('lists the documents with their amount, date and PDF, and loads the next page', async () => {
    const first = doc({ kind: 'credit_note', amountCents: 1250, creditsInvoiceId: doc().id });
    const second = doc();
    const third = doc({ number: 'CA-2026/000009', currency: 'CAD', amountCents: 11498, serviceName: null });
    const { requests } = mockFetch(({ url }) => {
      if (url === '/api/v1/me/invoices?limit=20') return json({ items: [first, second], nextCursor: 'next' });
      if (url === '/api/v1/me/invoices?limit=20&cursor=next')
        return json({ items: [third], nextCursor: null });
      return undefined;
    });
    renderWithProviders(<ReceiptsPage />, { path: '/customer/receipts' });
    expect(await screen.findByRole('heading', { name: 'Receipts' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText(first.number)).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Credit note/)).toBeInTheDocument();
    expect(within(items[0]!).getByText('€12.50')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Deep Cleaning on Mar 2, 2026')).toBeInTheDocument();
    const download = within(items[1]!).getByRole('link', {
      name: `Download Invoice ${second.number} as a PDF`,
    });
    expect(download).toHaveAttribute('href', `/api/v1/invoices/${second.id}.pdf`);
    expect(download).toHaveAttribute('download');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('CA-2026/000009')).toBeInTheDocument();
    expect(screen.getByText('$114.98')).toBeInTheDocument();
    expect(screen.getByText('House Cleaning on Mar 2, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url.startsWith('/api/v1/me/invoices'))).toHaveLength(2);
  });

  it('says when there are none yet', async () => {
    mockFetch(({ url }) =>
      url.startsWith('/api/v1/me/invoices') ? json({ items: [], nextCursor: null }) : undefined,
    );
    renderWithProviders(<ReceiptsPage />, { path: '/customer/receipts' });
    expect(await screen.findByText('No receipts yet')).toBeInTheDocument();
  });
});
