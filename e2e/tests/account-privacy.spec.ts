import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createAccount, signInThroughForm, toast } from '../fixtures/accounts';

const NEW_PASSWORD = 'a new e2e passphrase';

test('a customer changes the password, downloads their data and deletes the account from the profile', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'customer', 'Dora Delete');
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await page.goto('/customer/profile');

  // Change password.
  await page.getByLabel('Current password').fill(account.password);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Password changed')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');

  // Download my data.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^limpa-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.account.email).toBe(account.email);
  expect(data.profile.fullName).toBe('Dora Delete');

  // Delete my account: a wrong password is refused in the dialog, the right one deletes.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('The password you entered is not correct.')).toBeVisible();
  await dialog.getByLabel('Password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/auth/);

  // Gone: neither password signs in.
  await signInThroughForm(page, account.email, NEW_PASSWORD);
  await expect(toast(page, 'Sign in failed')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test('a cleaner finds the same account section on the portal profile tab', async ({ page, request }) => {
  const account = await createAccount(request, 'cleaner', 'Rui Portal');
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/provider\//);
  await page.goto('/provider/portal?tab=profile');
  await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible();
});
