import type { Booking } from '@limpa/contracts';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { makeBooking } from '@/test/booking-fixture';
import { createTestQueryClient } from '@/test/render';
import { BookingDetailDialog, BookingDetailHeader } from './booking-detail-dialog';

const texts = {
  loading: 'Loading booking',
  loadingBody: 'Loading…',
  notFound: 'Booking not found',
  notFoundBody: 'It may have been removed.',
  loadFailed: 'Could not load the booking',
  loadFailedBody: 'Check your connection.',
  retry: 'Try again',
};

/** What the dialog's query answers with: each test sets its own. */
let loadBooking: () => Promise<Booking> = () => Promise.reject(new Error('no booking'));
const useTestBooking = (id: string) => useQuery({ queryKey: ['booking', id], queryFn: () => loadBooking() });

function Header({ booking }: { booking: Booking }) {
  return <BookingDetailHeader badges={null} title={booking.serviceName} summary="Mon 2 June, 10:00" />;
}

function renderDialog(
  load: () => Promise<Booking>,
  options: { bookingId?: string | null; quiet?: boolean } = {},
) {
  const onClose = vi.fn();
  loadBooking = load;
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <BookingDetailDialog
        bookingId={options.bookingId === undefined ? 'b1' : options.bookingId}
        onClose={onClose}
        closeLabel="Close"
        useBooking={useTestBooking}
        texts={texts}
        quietFailureBody={options.quiet}
      >
        {(booking) => <Header booking={booking} />}
      </BookingDetailDialog>
    </QueryClientProvider>,
  );
  return { onClose };
}

const notFound = () => Promise.reject(new ApiError({ type: 'about:blank', title: 'Not Found', status: 404 }));
const serverError = () =>
  Promise.reject(new ApiError({ type: 'about:blank', title: 'Server error', status: 500 }));

describe('BookingDetailDialog', () => {
  it('stays closed without a booking', () => {
    renderDialog(() => Promise.resolve(makeBooking()), { bookingId: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the dialog while loading, then shows the booking', async () => {
    let resolve: (booking: Booking) => void = () => {};
    renderDialog(() => new Promise<Booking>((r) => (resolve = r)));
    expect(screen.getByRole('dialog', { name: 'Loading booking' })).toBeInTheDocument();
    resolve(makeBooking({ serviceName: 'Deep Cleaning' }));
    expect(await screen.findByRole('dialog', { name: 'Deep Cleaning' })).toHaveAccessibleDescription(
      'Mon 2 June, 10:00',
    );
  });

  it('says the booking is gone on a 404, with no retry', async () => {
    renderDialog(notFound);
    expect(await screen.findByRole('dialog', { name: 'Booking not found' })).toHaveAccessibleDescription(
      'It may have been removed.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers a retry after a failure, which loads again', async () => {
    const load = vi.fn(serverError);
    renderDialog(load);
    expect(await screen.findByRole('dialog', { name: 'Could not load the booking' })).toBeInTheDocument();
    expect(screen.getByText('Check your connection.')).not.toHaveClass('sr-only');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the failure body for screen readers only when asked', async () => {
    renderDialog(serverError, { quiet: true });
    expect(await screen.findByText('Check your connection.')).toHaveClass('sr-only');
  });

  it('closes with its close button', async () => {
    const { onClose } = renderDialog(() => Promise.resolve(makeBooking()));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
