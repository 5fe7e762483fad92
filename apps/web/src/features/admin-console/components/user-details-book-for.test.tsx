import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lisbon } from '@/test/address-fixtures';
import { json, mockFetch } from '@/test/fetch';
import { paymentMethod } from '@/test/payment-method-fixture';
import { renderWithProviders } from '@/test/render';
import '../admin-console-strings';
import { adminSession, userDetail, userRow } from '../admin-console-test-data';
import { UserDetailsDialog } from './user-details-dialog';

function renderDetails(detail: ReturnType<typeof userDetail>) {
  mockFetch((r) => {
    if (r.url === '/api/v1/session') return adminSession();
    if (r.url === `/api/v1/admin/users/${detail.id}`) return json(detail);
    if (r.url === `/api/v1/admin/users/${detail.id}/booking-options`) {
      return json({ addresses: [lisbon], cards: [paymentMethod()] });
    }
    if (r.url === '/api/v1/services') return json([]);
    return undefined;
  });
  const row = userRow({ id: detail.id, fullName: detail.fullName, role: detail.role });
  renderWithProviders(<UserDetailsDialog user={row} open onOpenChange={() => undefined} />, {
    withAuth: true,
  });
}

describe('"Create booking for this customer" in the user details', () => {
  it("opens the booking form for an active customer, with the customer's saved address", async () => {
    renderDetails(userDetail({ role: 'customer', fullName: 'Chris Customer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create booking for this customer' }));
    const form = await screen.findByRole('dialog', { name: 'Create booking' });
    expect(within(form).getByText(/Chris Customer/)).toBeInTheDocument();
    expect(await within(form).findByLabelText('Address')).toHaveDisplayValue(/Rua Augusta 10/);
  }, 20_000);

  it('names a booking made for them in the change history', async () => {
    renderDetails(
      userDetail({
        role: 'customer',
        fullName: 'Chris Customer',
        audit: [
          {
            id: 'a0000000-0000-4000-8000-000000000001',
            actorName: 'Ada Admin',
            field: 'booking',
            oldValue: null,
            newValue: '0b7c6f55-7a3e-4d43-9a52-0d0c4e1f0001',
            reason: null,
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        ],
      }),
    );
    expect(
      await screen.findByText(
        /^Booking made for them: none → 0b7c6f55-7a3e-4d43-9a52-0d0c4e1f0001 by Ada Admin/,
      ),
    ).toBeInTheDocument();
  });

  it('is not offered for a cleaner', async () => {
    renderDetails(userDetail({ role: 'cleaner' }));
    expect(await screen.findByText('Rui Costa', { selector: 'dd' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Create booking for this customer' }),
    ).not.toBeInTheDocument();
  });

  it('is not offered for a suspended customer', async () => {
    renderDetails(userDetail({ role: 'customer', suspended: true, suspendedAt: '2026-11-01T10:00:00.000Z' }));
    expect(await screen.findByText('Rui Costa', { selector: 'dd' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Create booking for this customer' }),
    ).not.toBeInTheDocument();
  });
});
