import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch';
import { BOOKING_OF_INVOICE, invoiceFixture } from '@/test/invoice-fixture';
import { renderWithProviders } from '@/test/render';
import { BookingReceipts } from './booking-receipts';

const BOOKING = BOOKING_OF_INVOICE;
const INVOICE = invoiceFixture({ number: 'PT-2026/000001' });
const charge = { kind: 'charge' } as never;

describe('BookingReceipts', () => {
  it("lists the booking's documents under Receipts, each with its PDF", async () => {
    mockFetch(({ url }) => (url === `/api/v1/bookings/${BOOKING}/invoices` ? json([INVOICE]) : undefined));
    renderWithProviders(<BookingReceipts booking={{ id: BOOKING, charges: [charge] }} />);
    expect(await screen.findByRole('region', { name: 'Receipts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Invoice PT-2026/000001 as a PDF' })).toHaveAttribute(
      'href',
      `/api/v1/invoices/${INVOICE.id}.pdf`,
    );
  });

  it('shows nothing when the booking has no documents, and asks nothing before money moved', async () => {
    const { requests } = mockFetch(({ url }) => (url.endsWith('/invoices') ? json([]) : undefined));
    const asked = () => requests.filter((r) => r.url.endsWith('/invoices')).length;
    const unpaid = renderWithProviders(<BookingReceipts booking={{ id: BOOKING, charges: [] }} />);
    expect(asked()).toBe(0);
    unpaid.unmount();
    renderWithProviders(<BookingReceipts booking={{ id: BOOKING, charges: [charge] }} />);
    await expect.poll(asked).toBe(1);
    expect(screen.queryByRole('region', { name: 'Receipts' })).not.toBeInTheDocument();
  });
});
