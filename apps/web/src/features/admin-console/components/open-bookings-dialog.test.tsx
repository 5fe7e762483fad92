import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeBooking } from '@/test/booking-fixture';
import { json, mockFetch, problem, type RecordedRequest } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { adminSession, userRow } from '../admin-console-test-data';
import { AdminUsersPage } from '../routes/admin-users-page';

const ana = userRow({ fullName: 'Ana Silva', role: 'cleaner', isApproved: true });
const first = makeBooking({ id: '0b7c6f55-7a3e-4d43-9a52-0d0c4e1f0001' });
const second = makeBooking({
  id: '0b7c6f55-7a3e-4d43-9a52-0d0c4e1f0002',
  startsAt: '2026-12-03T14:00:00.000Z',
  endsAt: '2026-12-03T16:30:00.000Z',
  bookingDate: '2026-12-03',
  bookingTime: '14:00',
});
const OPEN_BOOKINGS = {
  items: [
    { booking: first, replacements: [{ userId: 'cleaner-rui', fullName: 'Rui Costa' }] },
    { booking: second, replacements: [] },
  ],
};
const refusal = () =>
  problem(
    409,
    'Open bookings',
    'This cleaner still has open bookings (2). Choose for each one whether another cleaner takes it or it is cancelled.',
    'cleaner_has_open_bookings',
  );

function renderPage(patch: (r: RecordedRequest) => Response) {
  return {
    ...mockFetch((r) => {
      if (r.url === '/api/v1/session') return adminSession();
      if (r.method === 'GET' && /^\/api\/v1\/admin\/users(\?|$)/.test(r.url)) {
        return json({ items: [ana], nextCursor: null });
      }
      if (r.url === `/api/v1/admin/users/${ana.id}/open-bookings`) return json(OPEN_BOOKINGS);
      if (r.method === 'PATCH') return patch(r);
      return undefined;
    }),
    ...renderWithProviders(<AdminUsersPage />, { path: '/admin/users', withAuth: true }),
  };
}

const patches = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'PATCH').map((r) => r.body);

describe('withdrawing a cleaner with open bookings', () => {
  it('lists their bookings to come and sends the change again with an answer for each', async () => {
    const { requests } = renderPage((r) =>
      (r.body as { openBookings?: unknown }).openBookings ? json({ ...ana, isApproved: false }) : refusal(),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Approved Ana Silva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open bookings' });
    const choices = await within(dialog).findAllByLabelText('What happens to this booking');
    expect(choices).toHaveLength(2);
    // The second booking has nobody free: only cancelling is offered, and the dialog says why.
    expect(within(choices[1]!).queryByRole('option', { name: /Give to/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText('No other cleaner is free at this time.')).toBeInTheDocument();
    const apply = within(dialog).getByRole('button', { name: 'Apply and save the change' });
    expect(apply).toBeDisabled();

    await userEvent.selectOptions(choices[0]!, 'cleaner-rui');
    await userEvent.selectOptions(choices[1]!, 'cancel');
    await userEvent.click(apply);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches(requests)).toEqual([
      { isApproved: false },
      {
        isApproved: false,
        openBookings: [
          { bookingId: first.id, action: 'reassign', cleanerId: 'cleaner-rui' },
          { bookingId: second.id, action: 'cancel' },
        ],
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Approve Ana Silva' })).toBeInTheDocument();
    // Two round trips and a lazy dialog: more than the default 5 s on a loaded CI machine.
  }, 20_000);

  it('keeps the cleaner as they are when the admin steps back, and shows a refusal of the answers', async () => {
    const { requests } = renderPage((r) =>
      (r.body as { openBookings?: unknown }).openBookings
        ? problem(409, 'Booking Failed', 'This time is no longer available', 'slot_taken')
        : refusal(),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Approved Ana Silva' }));
    let dialog = await screen.findByRole('dialog', { name: 'Open bookings' });
    // The refusal itself is not a failure toast: the dialog explains it.
    expect(screen.queryByText('Update failed')).not.toBeInTheDocument();
    const choices = await within(dialog).findAllByLabelText('What happens to this booking');
    await userEvent.selectOptions(choices[0]!, 'cleaner-rui');
    await userEvent.selectOptions(choices[1]!, 'cancel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply and save the change' }));
    expect(await screen.findByText('This time is no longer available')).toBeInTheDocument();
    dialog = screen.getByRole('dialog', { name: 'Open bookings' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep as is' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Approved Ana Silva' })).toBeInTheDocument();
    expect(patches(requests)).toHaveLength(2);
  }, 20_000);
});
