// Booking from the review when the body's schema cannot load (offline, or a release replaced its chunk): the
// customer is told, and nothing is sent (use-submit-booking.ts; docs/performance.md#lighthouse).
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { BookButton } from './submit-booking-test-kit';
import { INITIAL_WIZARD_STATE } from './wizard-steps';

vi.mock('@limpa/contracts/bookings', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => vi.unstubAllGlobals());

describe('useSubmitBooking, its schema out of reach', () => {
  it('says the booking failed and sends nothing', async () => {
    const { requests } = mockFetch(() => undefined);
    const onBooked = vi.fn();
    renderWithProviders(<BookButton initial={INITIAL_WIZARD_STATE} label="Book" onBooked={onBooked} />);
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Booking Failed')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(onBooked).not.toHaveBeenCalled();
  });
});
