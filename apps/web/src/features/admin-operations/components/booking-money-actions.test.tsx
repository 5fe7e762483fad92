import type { Booking } from '@limpa/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeBooking } from '@/test/booking-fixture';
import { json, mockFetch, problem, type RecordedRequest } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { BookingMoneyActions } from './booking-money-actions';

const user = userEvent.setup();
const ID = '0b7c6f55-7a3e-4d43-9a52-0d0c4e1f0001';
const charged = (overrides: Partial<Booking> = {}) =>
  makeBooking({
    id: ID,
    status: 'confirmed',
    paymentStatus: 'paid',
    charges: [
      {
        kind: 'charge',
        amountCents: 5500,
        status: 'succeeded',
        reference: 'ch_1',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    ...overrides,
  });

function renderActions(
  booking: Booking,
  handler: (r: RecordedRequest) => Response | undefined = () => undefined,
) {
  const fetch = mockFetch(handler);
  renderWithProviders(<BookingMoneyActions booking={booking} />);
  return fetch;
}

const posts = (requests: RecordedRequest[], suffix: string) =>
  requests.filter((r) => r.method === 'POST' && r.url === `/api/v1/admin/bookings/${ID}${suffix}`);

describe('BookingMoneyActions: Refund', () => {
  it('refunds part of what is left (paid minus refunded) with a reason', async () => {
    const { requests } = renderActions(charged({ refundedCents: 1500 }), ({ url }) =>
      url.endsWith('/refunds')
        ? json(
            {
              refund: { id: '9b7c6f55-7a3e-4d43-9a52-0d0c4e1f0001', amountCents: 1250, status: 'succeeded' },
            },
            201,
          )
        : undefined,
    );
    expect(screen.getByText('Refunded so far: €15.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    const amount = within(dialog).getByLabelText('Amount (EUR)');
    expect(amount).toHaveValue('40.00');
    expect(within(dialog).getByText('Up to €40.00')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '12,50');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give a reason for the refund.');
    expect(posts(requests, '/refunds')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Bathroom skipped');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refunded €12.50')).toBeInTheDocument();
    expect(posts(requests, '/refunds').map((r) => r.body)).toEqual([
      { amountCents: 1250, reason: 'Bathroom skipped' },
    ]);
  });

  it('refuses more than is left before asking the API', async () => {
    const { requests } = renderActions(charged({ refundedCents: 1500 }));
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    await user.clear(within(dialog).getByLabelText('Amount (EUR)'));
    await user.type(within(dialog).getByLabelText('Amount (EUR)'), '40.01');
    await user.type(within(dialog).getByLabelText('Reason'), 'Too much');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter an amount above zero and up to €40.00.',
    );
    expect(posts(requests, '/refunds')).toHaveLength(0);
  });

  it('shows "Refund Too Large" from the API (another refund got there first)', async () => {
    renderActions(charged(), ({ url }) =>
      url.endsWith('/refunds')
        ? problem(422, 'Refund Too Large', 'At most €10.00 can still be refunded.', 'refund_too_large')
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Complaint');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Refund Too Large: At most €10.00 can still be refunded.',
    );
  });

  it('offers no refund when nothing was collected', () => {
    renderActions(charged({ charges: [], paymentStatus: 'unpaid' }));
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
  });
});

describe('BookingMoneyActions: Cancel booking and Retry charge', () => {
  it('cancels with a required reason and the refund choice', async () => {
    const { requests } = renderActions(charged(), ({ url }) =>
      url.endsWith('/cancel') ? json({ booking: charged({ status: 'cancelled' }) }) : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give a reason for cancelling.');

    await user.type(within(dialog).getByLabelText('Reason'), 'Cleaner unavailable');
    await user.click(within(dialog).getByRole('radio', { name: 'No refund' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    expect(posts(requests, '/cancel').map((r) => r.body)).toEqual([
      { reason: 'Cleaner unavailable', refund: 'none' },
    ]);
  });

  it('retries a failed charge and says how it went', async () => {
    const failed = charged({
      paymentStatus: 'failed',
      charges: [
        {
          kind: 'charge',
          amountCents: 5500,
          status: 'failed',
          reference: null,
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    });
    const { requests } = renderActions(failed, ({ url }) =>
      url.endsWith('/payment/retry')
        ? json({
            booking: charged(),
            payment: {
              status: 'paid',
              amountCents: 0,
              currency: 'EUR',
              clientSecret: null,
              provider: 'local',
              failureMessage: null,
            },
          })
        : undefined,
    );
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry charge' }));
    expect(await screen.findByText('Charged: the booking is paid')).toBeInTheDocument();
    expect(posts(requests, '/payment/retry')).toHaveLength(1);
  });

  it('offers no retry on a paid booking', () => {
    renderActions(charged());
    expect(screen.queryByRole('button', { name: 'Retry charge' })).not.toBeInTheDocument();
  });
});
