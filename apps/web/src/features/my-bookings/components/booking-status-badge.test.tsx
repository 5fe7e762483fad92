import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingStatusBadge } from './booking-status-badge';

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
