import { expect, test } from '@playwright/test';
import { signInThroughForm, toast } from '../fixtures/accounts';
import { approvedCleaner, bookFirstFreeSlot, customerReadyToBook } from '../fixtures/api-actors';
import { startBookingInThePast } from '../fixtures/database';

// Issue 5's journey: a new cleaner onboards, is approved, gets booked, confirms, sees it in the schedule,
// completes it with 3.1 hours once it has started, the customer approves the overtime (decision 020), the
// cleaner sees the earnings in the wallet and the customer the final total.
test('a cleaner confirms, schedules and completes a booking; wallet and customer see the final figures', async ({
  page,
  browser,
  baseURL,
}) => {
  const cleaner = await approvedCleaner(baseURL!, 'Beatriz Journey');
  const customer = await customerReadyToBook(baseURL!, 'Carlos Journey');
  const booking = await bookFirstFreeSlot(customer, cleaner.userId);

  await signInThroughForm(page, cleaner.email, cleaner.password);
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await page.goto('/provider/portal?tab=bookings');
  const card = page.getByRole('article').filter({ hasText: 'Carlos Journey' }).first();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /^Confirm/ }).click();
  await expect(toast(page, 'Booking Confirmed & Payment Charged')).toBeVisible();

  await page.goto('/provider/schedule');
  await expect(page.getByText('Carlos Journey').first()).toBeVisible();

  await startBookingInThePast(booking.id);
  await page.goto('/provider/portal?tab=bookings');
  await page
    .getByRole('article')
    .filter({ hasText: 'Carlos Journey' })
    .first()
    .getByRole('button', { name: /^Complete/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Hours worked').fill('3.1');
  await dialog.getByRole('button', { name: 'Confirm Time' }).click();
  await expect(toast(page, 'Job Completed!')).toBeVisible();

  // 55.00 + 2 overtime blocks of 10.00 = 75.00 once the customer approves, IVA inside both lines; earnings 85 %
  // of the amount before IVA (44.72 + 16.26 = 60.98): 51.83 (decision 079).
  const waiting = await (await customer.ctx.get(`/api/v1/bookings/${booking.id}`)).json();
  expect(waiting).toMatchObject({
    status: 'completed',
    overtimeStatus: 'pending_approval',
    finalTotalCents: 5500,
  });
  const approve = await customer.ctx.post(`/api/v1/bookings/${booking.id}/overtime/approve`);
  expect(approve.status(), await approve.text()).toBe(200);
  const completed = await (await customer.ctx.get(`/api/v1/bookings/${booking.id}`)).json();
  expect(completed).toMatchObject({
    status: 'completed',
    finalTotalCents: 7500,
    finalCleanerEarningsCents: 5183,
    overtimeMinutes: 36,
  });
  await page.goto('/provider/wallet');
  await expect(page.getByText('€51.83').first()).toBeVisible();

  const customerPage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signInThroughForm(customerPage, customer.email, customer.password);
  await expect(customerPage).toHaveURL(/\/customer\/dashboard$/);
  await customerPage.goto(`/customer/bookings?tab=past`);
  await expect(customerPage.getByText('Completed').first()).toBeVisible();
  await expect(customerPage.getByText('€75.00').first()).toBeVisible();
});
