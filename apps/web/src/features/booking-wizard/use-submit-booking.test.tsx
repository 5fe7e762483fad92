// Booking from the review: the body's schema loads when the customer books (docs/performance.md#lighthouse), so
// a second tap while it loads must not send a second booking.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBooking } from '@/test/booking-fixture';
import { json, mockFetch, type RecordedRequest } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { BookButton } from './submit-booking-test-kit';
import { INITIAL_WIZARD_STATE, type WizardState } from './wizard-steps';

const READY: WizardState = {
  ...INITIAL_WIZARD_STATE,
  addressId: '6f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e',
  date: '2030-01-08',
  time: '10:00',
  cleanerId: '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  paymentMethodId: '8b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
};

const posts = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/v1/bookings'));

afterEach(() => vi.unstubAllGlobals());

describe('useSubmitBooking', () => {
  it('sends one booking however many taps come while its schema loads', async () => {
    const { requests } = mockFetch((r) =>
      r.method === 'POST' && r.url.endsWith('/api/v1/bookings') ? json(makeBooking(), 201) : undefined,
    );
    const onBooked = vi.fn();
    // Two taps in one go: the second comes while the first still waits for the schema.
    renderWithProviders(<BookButton initial={READY} label="Book" taps={2} onBooked={onBooked} />);
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledOnce());
    expect(posts(requests)).toHaveLength(1);
    expect(posts(requests)[0]?.body).toMatchObject({ addressId: READY.addressId, bookingTime: '10:00' });
  });
});
