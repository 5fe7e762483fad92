import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeJob } from '@/test/booking-fixture';
import { json, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { JobReceiptPage } from './job-receipt-page';

configure({ asyncUtilTimeout: 5000 });

const ID = '1b7c6f55-7a3e-4d43-9a52-0d0c4e1f0001';

function renderReceipt(booking = makeJob()) {
  const mock = mockFetch((request) => (request.url === `/api/v1/bookings/${ID}` ? json(booking) : undefined));
  return {
    ...mock,
    ...renderWithProviders(<JobReceiptPage />, {
      path: '/provider/jobs/:bookingId/receipt',
      url: `/provider/jobs/${ID}/receipt`,
    }),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('JobReceiptPage', () => {
  it('shows a receipt with the items, overtime, the final total and its split, and the payment', async () => {
    renderReceipt(
      makeJob({
        status: 'completed',
        paymentStatus: 'paid',
        bookingDate: '2026-11-13',
        bookingTime: '10:00',
        addOns: [
          { id: 'oven', name: 'Oven cleaning', priceCents: 1500 },
          { id: 'pets', name: 'Pet hair', priceCents: 1000 },
        ],
        addOnsTotalCents: 2500,
        totalAmountCents: 8000,
        platformFeeCents: 1200,
        cleanerEarningsCents: 6800,
        actualHoursWorked: 3.1,
        overtimeMinutes: 36,
        overtimeFeeCents: 2000,
        finalTotalCents: 10000,
        finalPlatformFeeCents: 1500,
        finalCleanerEarningsCents: 8500,
        charges: [
          {
            kind: 'charge',
            amountCents: 8000,
            status: 'succeeded',
            reference: 'ch_1',
            createdAt: '2026-11-12T15:00:00.000Z',
          },
          {
            kind: 'overtime',
            amountCents: 2000,
            status: 'succeeded',
            reference: 'ch_2',
            createdAt: '2026-11-13T18:00:00.000Z',
          },
        ],
      }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
    expect(screen.getByText('Limpa')).toBeInTheDocument();
    expect(screen.getByText(ID)).toBeInTheDocument();
    expect(screen.getByText('Friday, November 13, 2026 · 10:00')).toBeInTheDocument();
    expect(screen.getByText('Carla Customer')).toBeInTheDocument();
    expect(screen.getByText('100 King St W, Toronto, ON M5X 1A9')).toBeInTheDocument();

    const items = screen.getByRole('region', { name: 'Items' });
    const row = (label: string) => within(items).getByText(label).parentElement!;
    expect(row('Base price')).toHaveTextContent('$55.00');
    expect(row('Add-on: Oven cleaning')).toHaveTextContent('$15.00');
    expect(row('Add-on: Pet hair')).toHaveTextContent('$10.00');
    expect(row('Overtime (36 min)')).toHaveTextContent('$20.00');
    expect(row('Final total')).toHaveTextContent('$100.00');
    expect(row('Platform fee (15%)')).toHaveTextContent('$15.00');
    expect(row('Your earnings')).toHaveTextContent('$85.00');

    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Paid')).toBeInTheDocument();
    expect(within(payment).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(/isn't completed yet/)).not.toBeInTheDocument();
  });

  it('prints with the Print button', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderReceipt(makeJob({ status: 'completed' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('warns that the amounts of a job not completed yet may change', async () => {
    renderReceipt(makeJob({ status: 'confirmed' }));
    expect(
      await screen.findByText("This job isn't completed yet, so these amounts may still change."),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Items' })).getByText('Total').parentElement,
    ).toHaveTextContent('$55.00');
  });
});
