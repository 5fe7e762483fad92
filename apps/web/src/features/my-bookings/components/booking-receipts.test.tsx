import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tippableBooking } from '@/test/booking-fixture';
import { json, mockFetch } from '@/test/fetch';
import { BOOKING_OF_INVOICE, invoiceFixture } from '@/test/invoice-fixture';
import { renderWithProviders } from '@/test/render';
import { BookingReceipts } from './booking-receipts';
import { TipSection } from './tip-section';

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

  it("lists a tip's invoice as soon as the tip is taken, without a reload", async () => {
    const booking = tippableBooking({
      id: BOOKING,
      charges: [
        {
          kind: 'charge',
          amountCents: 8000,
          status: 'succeeded',
          reference: 'ch_1',
          createdAt: '2030-01-01T10:00:00.000Z',
        },
      ],
    });
    const TIP_INVOICE = invoiceFixture({
      id: crypto.randomUUID(),
      number: 'PT-2026/000002',
      amountCents: 800,
    });
    let tipped = false;
    mockFetch(({ url, method }) => {
      if (url === `/api/v1/bookings/${BOOKING}/invoices`)
        return json(tipped ? [INVOICE, TIP_INVOICE] : [INVOICE]);
      if (method === 'POST' && url.endsWith('/tip')) {
        tipped = true;
        const tip = { amountCents: 800, status: 'paid', createdAt: '2030-01-02T10:00:00.000Z' };
        return json({ tip, booking: { ...booking, tip, tipUntil: null } }, 201);
      }
      return undefined;
    });
    renderWithProviders(
      <>
        <TipSection booking={booking} />
        <BookingReceipts booking={booking} />
      </>,
    );
    expect(await screen.findByRole('link', { name: /PT-2026\/000001/ })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /10 %/ }));
    await user.click(screen.getByRole('button', { name: 'Tip €8.00' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm tip' }));
    expect(
      await screen.findByRole('link', { name: 'Download Invoice PT-2026/000002 as a PDF' }),
    ).toBeInTheDocument();
  });
});
