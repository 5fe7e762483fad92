import { expect, test } from '@playwright/test';
import {
  createAccount,
  OPS_ADMIN,
  PASSWORD,
  signInThroughForm,
  toast,
  uniqueEmail,
} from '../fixtures/accounts';

const primaryNav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Primary' });

test('a customer signs up through the form and lands on the customer dashboard with the customer tabs', async ({
  page,
}) => {
  await page.goto('/auth');
  await expect(page).toHaveTitle('Sign in | Limpa');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page).toHaveTitle('Create account | Limpa');
  await expect(page.getByRole('radio', { name: /Book Services/ })).toBeChecked();
  await page.getByLabel('Full name').fill('Inês Almeida');
  await page.getByLabel('Email').fill(uniqueEmail('signup-customer'));
  await page.getByLabel('Phone (optional)').fill('+351 912 345 678');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page
    .getByRole('checkbox', { name: 'I agree to the Terms of Service and the Privacy Policy' })
    .check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(toast(page, 'Welcome to Limpa!')).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  const nav = primaryNav(page);
  for (const tab of ['Home', 'Book', 'Bookings', 'Alerts', 'Profile']) {
    await expect(nav.getByRole('link', { name: tab, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Customer', { exact: true }).first()).toBeVisible();
});

test('a cleaner signs up through the form and lands on the cleaner dashboard with the cleaner tabs', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByRole('radio', { name: /Provide Services/ }).check();
  await page.getByLabel('Full name').fill('Rui Pereira');
  await page.getByLabel('Email').fill(uniqueEmail('signup-cleaner'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page
    .getByRole('checkbox', { name: 'I agree to the Terms of Service and the Privacy Policy' })
    .check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  const nav = primaryNav(page);
  for (const tab of ['Home', 'Schedule', 'Jobs', 'Wallet', 'Profile']) {
    await expect(nav.getByRole('link', { name: tab, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Book', exact: true })).toHaveCount(0);
});

test('wrong credentials show "Sign in failed"; the right ones lead to the dashboard', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'customer');
  await signInThroughForm(page, account.email, 'not the password');
  await expect(toast(page, 'Sign in failed')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
});

test("the operator's admin signs in and sees the admin tabs; signing out returns to /auth", async ({
  page,
}) => {
  await signInThroughForm(page, OPS_ADMIN.email, OPS_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const nav = primaryNav(page);
  for (const tab of ['Admin', 'Users', 'Bookings', 'Payouts', 'Settings']) {
    await expect(nav.getByRole('link', { name: tab, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});
