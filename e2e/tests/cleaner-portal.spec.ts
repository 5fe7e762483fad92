import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughForm, toast } from '../fixtures/accounts';
import {
  type BookedBooking,
  bookFirstFreeSlot,
  cleanerIdByName,
  customerReadyToBook,
} from '../fixtures/api-actors';
import { startBookingInThePast } from '../fixtures/database';
import { openFromSideMenu } from '../fixtures/side-menu';

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

const PHONE = '+351 911 222 333';

/**
 * A new customer with a Lisboa address, a phone and a saved card books the demo cleaner Ana at her first free
 * slot from tomorrow on. Soonest first, the booking is among the 10 the portal shows.
 */
async function bookAna(baseURL: string, name: string) {
  const customer = await customerReadyToBook(baseURL, name);
  await ok(await customer.ctx.patch('/api/v1/me/profile', { data: { phone: PHONE } }));
  const booking = await bookFirstFreeSlot(customer, await cleanerIdByName(customer.ctx, 'Ana Silva'), 1, 59);
  return { customer, booking };
}

const euro = (cents: number) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(
    cents / 100,
  );

test('Ana confirms a new booking in the portal, completes it with 3.1 hours and sees her earnings grow', async ({
  page,
  baseURL,
}) => {
  const customerName = `Eva Portal ${randomUUID().slice(0, 6)}`;
  const { customer, booking } = await bookAna(baseURL!, customerName);
  expect(booking.status).toBe('pending');
  const start = new Date(booking.startsAt);
  const when = `${new Intl.DateTimeFormat('en-CA', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: start.getUTCFullYear() === new Date().getUTCFullYear() ? undefined : 'numeric',
    timeZone: booking.timeZone,
  }).format(start)} · ${new Intl.DateTimeFormat('en-CA', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: booking.timeZone,
  }).format(start)}`;

  await signInThroughForm(page, 'ana@limpa.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await expect(page).toHaveTitle('Provider Dashboard | Limpa');
  await expect(page.getByText('Hello, Ana')).toBeVisible();
  const before = await ok<{ totals: { currency: string; totalEarnedCents: number }[] }>(
    await page.request.get('/api/v1/me/earnings?limit=1'),
  );
  const earnedBefore = before.totals.find((row) => row.currency === 'EUR')?.totalEarnedCents ?? 0;
  const earnings = page.getByRole('region', { name: 'Earnings' });
  // The first figure is the total earned (this month may show the same amount).
  await expect(earnings.getByText(euro(earnedBefore), { exact: true }).first()).toBeVisible();

  // The side menu opens the portal; the Bookings tab lists the request with the customer and the area only: the
  // phone and the street come with the confirmation.
  await openFromSideMenu(page, 'Provider Portal');
  await expect(page).toHaveURL(/\/provider\/portal$/);
  await expect(page).toHaveTitle('Provider Portal | Limpa');
  await page.getByRole('tab', { name: 'Bookings' }).click();
  await expect(page).toHaveURL(/\/provider\/portal\?tab=bookings$/);
  const card = page.getByRole('article').filter({ hasText: customerName });
  await expect(card).toBeVisible();
  await expect(card.getByText(when)).toBeVisible();
  await expect(card.getByText('Pending')).toBeVisible();
  await expect(card.getByRole('link', { name: /^Call / })).toHaveCount(0);
  await expect(card.getByText('Rua Augusta 1', { exact: false })).toHaveCount(0);
  await expect(card.getByText(euro(booking.totalAmountCents))).toBeVisible();
  await expect(card.getByText(euro(booking.cleanerEarningsCents))).toBeVisible();
  await expect(card.getByRole('button', { name: /^Complete/ })).toHaveCount(0);

  // Confirm: the card is charged.
  await card.getByRole('button', { name: /^Confirm/ }).click();
  await expect(toast(page, 'Booking Confirmed & Payment Charged')).toBeVisible();
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Confirm/ })).toHaveCount(0);
  // A confirmed booking can still be cancelled, with a reason for the customer (decision 020).
  await expect(card.getByRole('button', { name: /^Cancel/ })).toBeVisible();
  await expect(card.getByRole('link', { name: `Call ${customerName} on ${PHONE}` })).toHaveAttribute(
    'href',
    'tel:+351911222333',
  );
  await expect(card.getByText('Rua Augusta 1', { exact: false })).toBeVisible();

  // Complete Job with 3.1 hours (allowed from the start on): booked 2.5 h, so 36 minutes over → 2 blocks of
  // €10.00, which wait for the customer's approval before they are charged or earned.
  await startBookingInThePast(booking.id);
  // Complete Job is offered from the start (decision 046): the page reads the moved start again.
  await page.reload();
  await card.getByRole('button', { name: /^Complete/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Job' });
  const submit = dialog.getByRole('button', { name: 'Confirm Time' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Hours worked').fill('3.1');
  await expect(dialog.getByText('36 min over the booking (2 × €10.00).', { exact: false })).toBeVisible();
  await expect(dialog.getByText(euro(booking.totalAmountCents + 2000))).toBeVisible();
  await submit.click();
  await expect(toast(page, 'Job Completed!')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Completed, it leaves the open list and shows under History with its final figures.
  await expect(card).toHaveCount(0);

  const completed = await ok<BookedBooking>(await customer.ctx.get(`/api/v1/bookings/${booking.id}`));
  expect(completed).toMatchObject({
    status: 'completed',
    overtimeStatus: 'pending_approval',
    overtimeFeeCents: 2000,
    finalTotalCents: booking.totalAmountCents,
  });
  const earned = completed.finalCleanerEarningsCents!;

  await page.getByRole('button', { name: 'History' }).click();
  const done = page.getByRole('article').filter({ hasText: customerName });
  await expect(done.getByText('Completed', { exact: true })).toBeVisible();
  await expect(done.getByText('3.1 h worked')).toBeVisible();
  await expect(done.getByText(euro(earned))).toBeVisible();

  // The dashboard's earnings include the job.
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await expect(earnings.getByText(euro(earnedBefore + earned), { exact: true }).first()).toBeVisible();
});
