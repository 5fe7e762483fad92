import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingStatusBadge } from './booking-status-badge';
import { PaymentStatusBadge } from './payment-status-badge';

describe('BookingStatusBadge', () => {
  it.each([
    ['pending', 'Pending', 'status-pending'],
    ['confirmed', 'Confirmed', 'status-confirmed'],
    ['in_progress', 'In progress', 'status-in-progress'],
    ['completed', 'Completed', 'status-completed'],
    ['cancelled', 'Cancelled', 'status-cancelled'],
  ] as const)('shows %s as "%s" in its colour (%s)', (status, label, className) => {
    render(<BookingStatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveClass(className);
  });
});

describe('PaymentStatusBadge', () => {
  it.each([
    ['paid', 'Paid', 'status-completed'],
    ['failed', 'Payment failed', 'status-failed'],
    ['refunded', 'Refunded', 'status-cancelled'],
    ['unpaid', 'Unpaid', 'bg-muted'],
  ] as const)('shows %s as "%s" in its colour (%s)', (status, label, className) => {
    render(<PaymentStatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveClass(className);
  });

  it('says what the screen asks for instead of the plain label', () => {
    render(<PaymentStatusBadge status="unpaid" label="Unpaid — charged later" />);
    expect(screen.getByText('Unpaid — charged later')).toHaveClass('bg-muted');
    expect(screen.queryByText('Unpaid')).not.toBeInTheDocument();
  });
});
