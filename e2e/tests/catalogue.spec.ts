import { expect, test } from '@playwright/test';
import { createAccount, OPS_ADMIN, signInThroughForm } from '../fixtures/accounts';

/**
 * The catalogue from both sides (decision 066): the home's cards open the wizard on their own service and home
 * type, and an admin finds every service on the catalogue screen, at phone width as a stacked list.
 */

test('the Deep clean picture and a price card open the wizard on their own service and home type', async ({
  page,
  request,
}) => {
  const customer = await createAccount(request, 'customer', 'Carla Catalogue');
  await signInThroughForm(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);

  await page
    .getByRole('region', { name: 'Our services' })
    .getByRole('link', { name: /Deep clean/ })
    .click();
  await expect(page).toHaveURL(/\/customer\/book/);
  const service = page.getByRole('combobox', { name: 'Service' });
  await expect(service.locator('option:checked')).toHaveText('Deep Cleaning');

  await page.goto('/customer/dashboard');
  await page
    .getByRole('region', { name: 'Popular services' })
    .getByRole('link', { name: /Studio/ })
    .click();
  await expect(page).toHaveURL(/\/customer\/book/);
  await expect(service.locator('option:checked')).not.toHaveText('Deep Cleaning');
  await expect(page.getByRole('radio', { name: /^(T0|Studio)/ })).toBeChecked();
});

test('an admin opens the service catalogue from the dashboard and sees every service at 390 px', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signInThroughForm(page, OPS_ADMIN.email, OPS_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page
    .getByRole('navigation', { name: 'Quick actions' })
    .getByRole('link', { name: 'Service catalogue' })
    .click();
  await expect(page).toHaveURL(/\/admin\/services$/);
  const deep = page.getByRole('form', { name: 'Deep Cleaning' });
  await expect(deep.getByRole('textbox', { name: 'T2 · 2 bedrooms: price in EUR' })).toBeVisible();
  // Nothing scrolls sideways at phone width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.context().close();
});
