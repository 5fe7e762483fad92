import { expect, test } from '@playwright/test';
import { createAccount, latestMailTo, signInThroughForm, toast } from '../fixtures/accounts';

test('forgot password sends a mail whose link resets the password', async ({ page, request }) => {
  const account = await createAccount(request, 'customer');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: /Send/ }).click();
  await expect(toast(page, 'Password reset email sent')).toBeVisible();

  const mail = await latestMailTo(request, account.email);
  const link = mail.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/reset-password\?token=/);

  await page.getByLabel('New password').fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: /Update password|Reset password/ }).click();
  await expect(page.getByText(/Passwords do not match|Password too short/).first()).toBeVisible();

  await page.getByLabel('New password').fill('my fresh passphrase');
  await page.getByLabel('Confirm password').fill('my fresh passphrase');
  await page.getByRole('button', { name: /Update password|Reset password/ }).click();
  await expect(toast(page, 'Password updated successfully')).toBeVisible();
  // After 3 s the page moves on to /dashboard; the reset ended every session, so the guard asks to sign in.
  await expect(page).toHaveURL(/\/auth$/, { timeout: 10_000 });

  await signInThroughForm(page, account.email, account.password);
  await expect(toast(page, 'Sign in failed')).toBeVisible();
  await signInThroughForm(page, account.email, 'my fresh passphrase');
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
});

test('a bad reset link says so and returns to /auth', async ({ page }) => {
  await page.goto('/reset-password?error=INVALID_TOKEN');
  await expect(toast(page, 'Invalid reset link')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
