import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lisbon } from '@/test/address-fixtures';
import { makeBooking } from '@/test/booking-fixture';
import { json, mockFetch, problem, type RecordedRequest } from '@/test/fetch';
import { paymentMethod } from '@/test/payment-method-fixture';
import { renderWithProviders } from '@/test/render';
import '../admin-console-strings';
import { CreateBookingForCustomerDialog } from './create-booking-for-customer-dialog';

const PROFILE = 'b0000000-0000-4000-8000-00000000cccc';
const base = `/api/v1/admin/users/${PROFILE}`;
const card = paymentMethod({ isDefault: true });
const other = { ...lisbon, id: '00000000-0000-4000-8000-000000000002', label: 'Office', isDefault: false };

type Answer = (r: RecordedRequest) => Response | undefined;

function renderDialog(answerPost: Answer, options = { addresses: [lisbon, other], cards: [card] }) {
  const onOpenChange = vi.fn();
  const mock = mockFetch((r) => {
    if (r.url === `${base}/booking-options`) return json(options);
    if (r.url === '/api/v1/services') return json([]);
    if (r.url.startsWith(`${base}/slots?`)) {
      return json([
        { time: '10:00', cleaners: [{ userId: 'cleaner-ana', fullName: 'Ana Limpa' }] },
        { time: '14:00', cleaners: [] },
      ]);
    }
    if (r.method === 'POST' && r.url === `${base}/bookings`) return answerPost(r);
    return undefined;
  });
  renderWithProviders(
    <CreateBookingForCustomerDialog
      profileId={PROFILE}
      customerName="Chris Customer"
      open
      onOpenChange={onOpenChange}
    />,
  );
  return { ...mock, onOpenChange };
}

async function fillIn() {
  const dialog = await screen.findByRole('dialog', { name: 'Create booking' });
  await userEvent.selectOptions(await within(dialog).findByLabelText('Address'), other.id);
  await userEvent.type(within(dialog).getByLabelText('Date'), '2026-12-09');
  const slot = within(dialog).getByLabelText('Time and cleaner');
  await waitFor(() => expect(slot).toBeEnabled());
  await userEvent.selectOptions(slot, '10:00|cleaner-ana');
  return dialog;
}

describe('CreateBookingForCustomerDialog', () => {
  it("sends the customer's chosen address and card, the date, the time and the cleaner, then closes", async () => {
    const { requests, onOpenChange } = renderDialog(() => json(makeBooking(), 201));
    const dialog = await fillIn();
    // Only the cleaners free at a time are offered; a time nobody is free at is not.
    expect(within(dialog).queryByRole('option', { name: /14:00/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: '10:00 — Ana Limpa' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create booking' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const slotsAsked = requests.find((r) => r.url.startsWith(`${base}/slots?`))!;
    expect(Object.fromEntries(new URL(slotsAsked.url, 'http://x').searchParams)).toMatchObject({
      addressId: other.id,
      date: '2026-12-09',
      homeType: 'T2',
    });
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      {
        homeType: 'T2',
        addressId: other.id,
        paymentMethodId: card.id,
        bookingDate: '2026-12-09',
        bookingTime: '10:00',
        cleanerId: 'cleaner-ana',
      },
    ]);
    expect(await screen.findByText('Booking created')).toBeInTheDocument();
    // Three requests and a form filled field by field: more than the default 5 s on a loaded CI machine.
  }, 20_000);

  it("shows the server's refusal and stays open to choose again", async () => {
    const { onOpenChange } = renderDialog(() =>
      problem(409, 'Booking Failed', 'This time is no longer available', 'slot_taken'),
    );
    const dialog = await fillIn();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create booking' }));
    expect(await screen.findByText('Booking not created')).toBeInTheDocument();
    expect(screen.getByText('This time is no longer available')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Create booking' })).toBeEnabled();
  });

  it('cannot be sent before a time and cleaner are chosen', async () => {
    renderDialog(() => json(makeBooking(), 201));
    const dialog = await screen.findByRole('dialog', { name: 'Create booking' });
    expect(await within(dialog).findByRole('button', { name: 'Create booking' })).toBeDisabled();
  });

  it('says so when the customer has no valid card', async () => {
    const { requests } = renderDialog(() => json(makeBooking(), 201), {
      addresses: [lisbon],
      cards: [paymentMethod({ isExpired: true })],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/no saved address or no valid card/);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
