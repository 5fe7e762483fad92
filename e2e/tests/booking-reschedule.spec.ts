import { expect, test } from '@playwright/test';
import { signInThroughForm, toast } from '../fixtures/accounts';
import { approvedCleaner, bookFirstFreeSlot, customerReadyToBook } from '../fixtures/api-actors';

/** A calendar date as the app writes it in English ("Friday, December 4, 2026"). */
const calendarDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );

test('a customer asks to move a confirmed booking and the cleaner accepts: it takes the new time', async ({
  page,
  browser,
  baseURL,
}) => {
  const cleaner = await approvedCleaner(baseURL!, 'Rita Reschedule');
  const customer = await customerReadyToBook(baseURL!, 'Rui Reschedule');
  const booking = await bookFirstFreeSlot(customer, cleaner.userId, 14, 7);
  expect((await cleaner.ctx.post(`/api/v1/bookings/${booking.id}/confirm`, { data: {} })).status()).toBe(200);
  // The first free slot of a fresh cleaner opens the day; the afternoon is free.
  const newTime = booking.bookingTime === '14:00' ? '15:00' : '14:00';

  await signInThroughForm(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await page.goto(`/customer/bookings?booking=${booking.id}`);
  const detail = page.getByRole('dialog', { name: 'House Cleaning' });
  await detail.getByRole('button', { name: 'Reschedule' }).click();
  const picker = page.getByRole('dialog', { name: 'Reschedule booking' });
  await picker.getByRole('radio', { name: newTime }).check();
  await picker.getByRole('button', { name: 'Ask the cleaner' }).click();
  await expect(toast(page, 'Reschedule request sent')).toBeVisible();
  await expect(picker).toBeHidden();
  await expect(
    detail.getByText(
      `You asked to move this cleaning to ${calendarDate(booking.bookingDate)} at ${newTime}.`,
      {
        exact: false,
      },
    ),
  ).toBeVisible();

  // The cleaner sees the request on the job and accepts it.
  const cleanerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const cleanerPage = await cleanerContext.newPage();
  await signInThroughForm(cleanerPage, cleaner.email, cleaner.password);
  await expect(cleanerPage).toHaveURL(/\/provider\/dashboard$/);
  await cleanerPage.goto('/provider/portal?tab=bookings');
  const card = cleanerPage.getByRole('article').filter({ hasText: 'Rui Reschedule' });
  const request = card.getByRole('region', { name: 'Reschedule request' });
  await expect(
    request.getByText(`to ${calendarDate(booking.bookingDate)} at ${newTime}`, { exact: false }),
  ).toBeVisible();
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(cleanerPage, 'Booking moved')).toBeVisible();
  await expect(request).toBeHidden();
  await cleanerContext.close();

  const moved = await (await customer.ctx.get(`/api/v1/bookings/${booking.id}`)).json();
  expect(moved).toMatchObject({ status: 'confirmed', bookingTime: newTime, rescheduleRequest: null });
  expect(moved.totalAmountCents).toBe(booking.totalAmountCents);
});
