import { expect, test } from '@playwright/test';
import { signInThroughForm, toast } from '../fixtures/accounts';
import { approvedCleaner, bookFirstFreeSlot, customerReadyToBook } from '../fixtures/api-actors';

test('a cleaner cancels a confirmed booking with a reason; the customer finds another cleaner in a pre-filled wizard', async ({
  page,
  browser,
  baseURL,
}) => {
  const cleaner = await approvedCleaner(baseURL!, 'Carla Cancel');
  const customer = await customerReadyToBook(baseURL!, 'Clara Rebook');
  const booking = await bookFirstFreeSlot(customer, cleaner.userId, 14, 7);
  expect((await cleaner.ctx.post(`/api/v1/bookings/${booking.id}/confirm`, { data: {} })).status()).toBe(200);

  const cleanerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const cleanerPage = await cleanerContext.newPage();
  await signInThroughForm(cleanerPage, cleaner.email, cleaner.password);
  await expect(cleanerPage).toHaveURL(/\/provider\/dashboard$/);
  await cleanerPage.goto('/provider/portal?tab=bookings');
  const card = cleanerPage.getByRole('article').filter({ hasText: 'Clara Rebook' });
  await card.getByRole('button', { name: /^Cancel/ }).click();
  const dialog = cleanerPage.getByRole('dialog', { name: 'Cancel this confirmed booking?' });
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByText('Please tell the customer why you are cancelling.')).toBeVisible();
  await dialog.getByLabel('Reason for the customer').fill('My car broke down');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
  await cleanerContext.close();

  const cancelled = await (await customer.ctx.get(`/api/v1/bookings/${booking.id}`)).json();
  expect(cancelled).toMatchObject({
    status: 'cancelled',
    cancelledBy: 'cleaner',
    cancellationReason: 'My car broke down',
    paymentStatus: 'refunded',
  });

  await signInThroughForm(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await page.goto(`/customer/bookings?booking=${booking.id}`);
  const detail = page.getByRole('dialog', { name: 'House Cleaning' });
  await expect(detail.getByText('My car broke down', { exact: false })).toBeVisible();
  const again = detail.getByRole('link', { name: 'Find another cleaner' });
  await expect(again).toHaveAttribute(
    'href',
    `/customer/book?addressId=${customer.addressId}&homeType=T2&date=${booking.bookingDate}`,
  );
  await again.click();
  // The wizard takes the choices into its draft (which a reload keeps: docs/product-rules.md, the booking wizard)
  // and leaves a clean address, opening on the same home type, ready to go on to the same address and date.
  await expect(page).toHaveURL(/\/customer\/book$/);
  await expect(page.getByRole('radio', { name: /T2/ })).toBeChecked();
  await expect(toast(page, /error/i)).toHaveCount(0);
});
