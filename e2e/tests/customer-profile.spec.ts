import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createAccount, signInThroughForm, toast } from '../fixtures/accounts';
import { openFromSideMenu } from '../fixtures/side-menu';

/** A valid 1×1 PNG: the API checks the content and stores it as a 400×400 JPEG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const primaryNav = (page: Page) => page.getByRole('navigation', { name: 'Primary' });

async function expectNoSeriousA11yViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);
}

async function signInAsNewCustomer(page: Page, request: APIRequestContext) {
  const account = await createAccount(request, 'customer', 'Eva Customer');
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  return account;
}

test('a new customer edits name, phone and tax number, keeps them after a reload and changes the avatar', async ({
  page,
  request,
}) => {
  const account = await signInAsNewCustomer(page, request);

  // Profile: name and phone, e-mail read-only.
  await primaryNav(page).getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/customer\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page).toHaveTitle('Profile | Limpa');
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveValue(account.email);
  await expect(email).toHaveAttribute('readonly', '');
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();

  await page.getByLabel('Full name').fill('Eva Marques');
  await page.getByLabel('Phone (optional)').fill('+351 913 222 111');
  // A NIF as people write it; the server keeps its nine digits (docs/product-rules.md#invoices).
  await page.getByLabel('Tax number (NIF, optional)').fill('PT 123 456 789');
  await save.click();
  await expect(toast(page, 'Profile Updated')).toBeVisible();
  await expect(save).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Eva Marques');
  await expect(page.getByLabel('Phone (optional)')).toHaveValue('+351 913 222 111');
  await expect(page.getByLabel('Tax number (NIF, optional)')).toHaveValue('123456789');
  await expect(page.getByRole('banner').getByText('Eva Marques')).toBeVisible();

  // Avatar: through the header's picker.
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Change profile picture' })).toBeVisible();
  await header
    .getByLabel('Profile picture', { exact: true })
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(toast(page, 'Avatar Updated')).toBeVisible();
  await expect(header.locator('img')).toHaveAttribute('src', /\/api\/v1\/files\/avatars\//);
});

test('Services lists the catalogue and "Book This Service" opens the booking wizard', async ({
  page,
  request,
}) => {
  await signInAsNewCustomer(page, request);
  await openFromSideMenu(page, 'Services');
  await expect(page).toHaveURL(/\/customer\/services$/);
  await expect(page.getByRole('heading', { name: 'Regular House Cleaning' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prices by home size' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Book This Service: Regular House Cleaning' }).click();
  await expect(page).toHaveURL(/\/customer\/book$/);
});

test('"Need a Custom Service?" leads to the FAQ, whose answers expand', async ({ page, request }) => {
  await signInAsNewCustomer(page, request);
  await openFromSideMenu(page, 'Services');
  await page.getByRole('link', { name: 'Read the FAQ' }).click();
  await expect(page).toHaveURL(/\/customer\/faq$/);
  const question = page.getByRole('button', { name: 'Do I need to be at home during the cleaning?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Presence at home is not required/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
