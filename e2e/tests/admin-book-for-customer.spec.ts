import { expect, type Page, test } from '@playwright/test';
import { latestMailTo, OPS_ADMIN, signInThroughForm, toast } from '../fixtures/accounts';
import { findUser } from '../fixtures/admin-users';
import { approvedCleaner, bookFirstFreeSlot, customerReadyToBook } from '../fixtures/api-actors';

// Decision 057's journeys at phone width: an admin books for a customer, and withdraws a cleaner's approval
// while a booking of theirs is still to come, giving it to another cleaner.

async function openUser(page: Page, name: string) {
  await signInThroughForm(page, OPS_ADMIN.email, OPS_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/users');
  return findUser(page, name);
}

test('an admin books a cleaning for a customer from their details; the customer is told', async ({
  page,
  baseURL,
}) => {
  const tag = Date.now() % 100000;
  const cleaner = await approvedCleaner(baseURL!, `Bia Booked${tag}`);
  const customer = await customerReadyToBook(baseURL!, `Caio Phoned${tag}`);
  // The first day the cleaner is free, as the admin's own slot search sees it.
  let free: { date: string; time: string } | undefined;
  for (let d = 14; d < 28 && !free; d++) {
    const date = new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const res = await cleaner.admin.get(
      `/api/v1/admin/users/${customer.profileId}/slots?date=${date}&addressId=${customer.addressId}&homeType=T2`,
    );
    expect(res.ok(), await res.text()).toBe(true);
    const slot = ((await res.json()) as { time: string; cleaners: { userId: string }[] }[]).find((s) =>
      s.cleaners.some((c) => c.userId === cleaner.userId),
    );
    if (slot) free = { date, time: slot.time };
  }
  expect(free, 'a free time of the cleaner').toBeTruthy();

  const row = await openUser(page, customer.name);
  await row.getByRole('button', { name: /^View/ }).click();
  await page.getByRole('button', { name: 'Create booking for this customer' }).click();
  const form = page.getByRole('dialog', { name: 'Create booking' });
  await form.getByLabel('Date').fill(free!.date);
  const slot = form.getByLabel('Time and cleaner');
  await expect(slot).toBeEnabled();
  await slot.selectOption({ label: `${free!.time} — ${cleaner.name}` });
  await form.getByRole('button', { name: 'Create booking' }).click();
  await expect(toast(page, 'Booking created')).toBeVisible();

  const mine = (await (await customer.ctx.get('/api/v1/bookings')).json()).items as {
    cleanerId: string;
    bookingDate: string;
    status: string;
  }[];
  expect(mine).toEqual([
    expect.objectContaining({ cleanerId: cleaner.userId, bookingDate: free!.date, status: 'pending' }),
  ]);
  expect((await latestMailTo(customer.ctx, customer.email)).subject).toMatch(/booked for you/);
});

test("withdrawing a cleaner's approval asks about their booking to come and gives it to another cleaner", async ({
  page,
  baseURL,
}) => {
  const tag = Date.now() % 100000;
  const leaving = await approvedCleaner(baseURL!, `Lia Leaving${tag}`);
  const taking = await approvedCleaner(baseURL!, `Tiago Taking${tag}`);
  const customer = await customerReadyToBook(baseURL!, `Rosa Moved${tag}`);
  const booking = await bookFirstFreeSlot(customer, leaving.userId);

  const row = await openUser(page, leaving.name);
  await row.getByRole('button', { name: `Approved ${leaving.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Open bookings' });
  await dialog.getByLabel('What happens to this booking').selectOption({ label: `Give to ${taking.name}` });
  await dialog.getByRole('button', { name: 'Apply and save the change' }).click();
  await expect(toast(page, 'Updated')).toBeVisible();
  await expect(row.getByRole('button', { name: `Approve ${leaving.name}` })).toBeVisible();

  const moved = await (await customer.ctx.get(`/api/v1/bookings/${booking.id}`)).json();
  expect(moved).toMatchObject({ cleanerId: taking.userId, status: 'pending' });
});
