import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { OPS_ADMIN, signInThroughForm } from '../fixtures/accounts';
import { approvedCleaner, bookFirstFreeSlot, customerReadyToBook } from '../fixtures/api-actors';

// Issue 13: an admin suspends a customer with a reason. The customer is signed out at once (their open page
// falls back to sign-in on its next request), their pending request is cancelled, and signing in is refused.
test('an admin suspends a customer: signed out at once, the pending request cancelled, sign-in refused', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Vera Suspended ${randomUUID().slice(0, 6)}`;
  const cleaner = await approvedCleaner(baseURL!, 'Duarte Suspension');
  const customer = await customerReadyToBook(baseURL!, name);
  const booking = await bookFirstFreeSlot(customer, cleaner.userId);

  const customerContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    timezoneId: 'UTC',
    locale: 'en-GB',
  });
  const customerPage = await customerContext.newPage();
  await signInThroughForm(customerPage, customer.email, customer.password);
  await expect(customerPage).toHaveURL(/\/customer\/dashboard$/);

  await signInThroughForm(page, OPS_ADMIN.email, OPS_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(page.getByText('1 user shown')).toBeVisible();
  await page
    .getByRole('article', { name })
    .getByRole('button', { name: `View ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'User details' });
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog.getByText('Please give a reason for the suspension.')).toBeVisible();
  await dialog.getByLabel('Reason for the suspension').fill('Chargeback fraud');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog.getByText('Suspended: Chargeback fraud')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Unsuspend' })).toBeVisible();

  // The customer's open app loses its session on the next request.
  await customerPage.goto('/customer/bookings');
  await expect(customerPage).toHaveURL(/\/auth/);
  await signInThroughForm(customerPage, customer.email, customer.password);
  await expect(
    customerPage.getByText('This account is suspended. Contact support if you think this is a mistake.'),
  ).toBeVisible();
  await expect(customerPage).toHaveURL(/\/auth/);

  const cancelled = await (await cleaner.ctx.get(`/api/v1/bookings/${booking.id}`)).json();
  expect(cancelled.status).toBe('cancelled');
  await customerContext.close();
});
