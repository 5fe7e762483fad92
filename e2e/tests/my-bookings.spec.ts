import { expect, test } from '@playwright/test';
import { signInThroughForm, toast } from '../fixtures/accounts';
import { bookFirstFreeSlot, cleanerIdByName, customerReadyToBook } from '../fixtures/api-actors';

/** A customer with a Lisboa address, a saved card and a pending booking with the demo cleaner Ana. */
async function customerWithBooking(baseURL: string) {
  const account = await customerReadyToBook(baseURL, 'Marta Lopes');
  const ana = await cleanerIdByName(account.ctx, 'Ana Silva');
  // About ten days ahead, so the 24 h cancellation rule never gets in the way.
  return { account, booking: await bookFirstFreeSlot(account, ana, 10) };
}

test('a customer sees the next booking at home, finds it under Upcoming, cancels it and finds it under Past', async ({
  page,
  baseURL,
}) => {
  const { account, booking } = await customerWithBooking(baseURL!);
  expect(booking.status).toBe('pending');
  expect(booking.currency).toBe('EUR');
  const when = new Date(booking.startsAt);
  const inItsZone = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-CA', { ...options, timeZone: booking.timeZone }).format(when);
  const date = inItsZone({ weekday: 'long', month: 'long', day: 'numeric' });
  const time = inItsZone({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const total = `€${(booking.totalAmountCents / 100).toFixed(2)}`;

  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page).toHaveTitle('Home | Limpa');
  await expect(page.getByText('Hi, Marta')).toBeVisible();

  // Home: the booking is the next one.
  const next = page.getByRole('region', { name: 'Your next cleaning' });
  await expect(next.getByText('House Cleaning')).toBeVisible();
  await expect(next.getByText(`${date} · ${time}`)).toBeVisible();
  await expect(next.getByText('Ana Silva')).toBeVisible();
  await expect(next.getByText('Pending')).toBeVisible();
  // Ana serves Lisboa, so she is among the cleaners near this customer.
  await expect(
    page
      .getByRole('region', { name: 'Cleaners near you' })
      .getByRole('link', { name: 'Book Now with Ana Silva' }),
  ).toBeVisible();

  await next.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/bookings\\?booking=${booking.id}$`));
  const detail = page.getByRole('dialog', { name: 'House Cleaning' });
  await expect(detail.getByText('Unpaid — charged after your cleaner confirms')).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();
  await expect(page).toHaveURL(/\/customer\/bookings$/);

  // My bookings: under Upcoming, pending, with the right total.
  await expect(page).toHaveTitle('My Bookings | Limpa');
  await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  const upcoming = page.getByRole('tabpanel', { name: 'Upcoming' }).getByRole('listitem');
  await expect(upcoming).toHaveCount(1);
  await expect(upcoming.getByText('Pending')).toBeVisible();
  await expect(upcoming.getByText(`${date} · ${time}`)).toBeVisible();
  await expect(upcoming.getByText(total)).toBeVisible();

  // Cancel it (more than 24 h ahead: free).
  await upcoming.getByRole('button', { name: /^View Details/ }).click();
  await detail.getByRole('button', { name: 'Cancel booking' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Yes, cancel booking' })
    .click();
  await expect(toast(page, 'Booking Cancelled')).toBeVisible();
  await expect(detail.getByText('Cancelled', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await expect(page.getByRole('heading', { name: 'No upcoming bookings' })).toBeVisible();
  await page.getByRole('tab', { name: 'Past' }).click();
  const past = page.getByRole('tabpanel', { name: 'Past' }).getByRole('listitem');
  await expect(past).toHaveCount(1);
  await expect(past.getByText('Cancelled')).toBeVisible();
  await expect(past.getByText(total)).toBeVisible();

  // And the home no longer shows it.
  await page.goto('/customer/dashboard');
  await expect(page.getByRole('region', { name: 'No cleanings booked yet' })).toBeVisible();
});
