import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { BookingReceipts } from './booking-receipts';

const BOOKING = '9d8c7b6a-5a4b-4c3d-8e2f-1a0b9c8d7e6f';
const INVOICE = {
  id: '7c0e2d3c-4b5a-4968-8776-655443321000',
  number: 'PT-2026/000001',
  kind: 'invoice',
  amountCents: 5000,
  currency: 'EUR',
  creditsInvoiceId: null,
  issuedAt: '2026-03-02T10:00:00.000Z',
};
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
