import { expect, test } from '@playwright/test';
import { createAccount, signInThroughForm } from '../fixtures/accounts';

test('a customer visiting an admin page lands on their own dashboard', async ({ page, request }) => {
  const account = await createAccount(request, 'customer');
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await page.goto('/provider/wallet');
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  // Signed-in users leave / and /auth for their dashboard.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
});

test('a signed-out visit to a guarded page goes to /auth', async ({ page }) => {
  await page.goto('/customer/payments');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('an unknown path shows the 404 page and reports the miss to the API', async ({ page }) => {
  const reported = page.waitForRequest(
    (req) => req.url().endsWith('/api/v1/client-events') && req.method() === 'POST',
  );
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  const request = await reported;
  expect(request.postDataJSON()).toEqual({ type: 'not_found', path: '/definitely/not/here' });
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/auth$|\/$/);
});

test('alias links lead to the customer screens', async ({ page, request }) => {
  const account = await createAccount(request, 'customer');
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await page.goto('/bookings');
  await expect(page).toHaveURL(/\/customer\/bookings$/);
  await page.goto('/find-cleaners');
  await expect(page).toHaveURL(/\/customer\/find-cleaners$/);
  await page.goto('/favorites');
  await expect(page).toHaveURL(/\/customer\/favorites$/);
  await page.goto('/book-service?cleaner=abc');
  await expect(page).toHaveURL(/\/customer\/book\?cleaner=abc$/);
});
