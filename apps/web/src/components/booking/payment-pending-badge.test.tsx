import type { Booking } from '@limpa/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentPendingBadge } from './payment-pending-badge';

type Job = Pick<Booking, 'status' | 'paymentStatus'>;

describe('PaymentPendingBadge', () => {
  it.each<Job>([
    { status: 'confirmed', paymentStatus: 'failed' },
    { status: 'confirmed', paymentStatus: 'requires_action' },
    { status: 'completed', paymentStatus: 'unpaid' },
  ])('says "Payment pending" on a $status job that is $paymentStatus', (job) => {
    render(<PaymentPendingBadge booking={job} />);
    expect(screen.getByText('Payment pending')).toHaveClass('status-pending');
  });

  it.each<Job>([
    { status: 'confirmed', paymentStatus: 'paid' },
    { status: 'pending', paymentStatus: 'unpaid' },
    { status: 'cancelled', paymentStatus: 'failed' },
    { status: 'completed', paymentStatus: 'refunded' },
  ])('says nothing on a $status job that is $paymentStatus', (job) => {
    render(<PaymentPendingBadge booking={job} />);
    expect(screen.queryByText('Payment pending')).not.toBeInTheDocument();
  });
});
