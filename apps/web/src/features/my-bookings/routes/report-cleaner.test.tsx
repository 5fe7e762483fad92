import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeBooking } from '@/test/booking-fixture';
import { json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { MyBookingsPage } from './my-bookings-page';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

const booking = makeBooking({ status: 'cancelled' });

function serve(report: () => Response) {
  return mockFetch((request) => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname === '/api/v1/bookings') return json({ items: [], nextCursor: null });
    if (url.pathname === `/api/v1/bookings/${booking.id}`) return json(booking);
    if (url.pathname === '/api/v1/reports' && request.method === 'POST') return report();
    return undefined;
  });
}

describe('MyBookingsPage: reporting the cleaner', () => {
  it('"Report this person" in a booking’s detail reports its cleaner, even once it was cancelled', async () => {
    const user = userEvent.setup();
    const { requests } = serve(() =>
      json({ id: '9a1c6f55-7a3e-4d43-9a52-0d0c4e1f0002', status: 'open' }, 201),
    );
    renderWithProviders(<MyBookingsPage />, {
      path: '/customer/bookings',
      url: `/customer/bookings?booking=${booking.id}`,
    });
    const detail = await screen.findByRole('dialog', { name: 'House Cleaning' });
    await user.click(within(detail).getByRole('button', { name: 'Report this person' }));
    const dialog = await screen.findByRole('dialog', { name: `Report ${booking.cleaner!.fullName}` });
    await user.type(within(dialog).getByLabelText('What is wrong?'), 'Rude on the phone');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thanks, our team will look into it.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      userId: booking.cleaner!.userId,
      reason: 'Rude on the phone',
    });
  });

  it('shows a refusal in the dialog', async () => {
    const user = userEvent.setup();
    serve(() => problem(404, 'Not Found', 'The requested resource was not found.', 'not_found'));
    renderWithProviders(<MyBookingsPage />, {
      path: '/customer/bookings',
      url: `/customer/bookings?booking=${booking.id}`,
    });
    const detail = await screen.findByRole('dialog', { name: 'House Cleaning' });
    await user.click(within(detail).getByRole('button', { name: 'Report this person' }));
    await user.type(await screen.findByLabelText('What is wrong?'), 'Rude');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The requested resource was not found.');
  });
});
