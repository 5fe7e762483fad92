import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createAccount, signInThroughForm, toast } from '../fixtures/accounts';
import { openFromSideMenu } from '../fixtures/side-menu';

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

async function seriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  return axe.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''));
}

/** Picks from a Radix Select and waits until it has closed (it hands focus back to its trigger then). */
async function choose(page: Page, combobox: string, option: string) {
  const trigger = page.getByRole('combobox', { name: combobox });
  await trigger.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  // Radix ignores a pointer-up that lands while its open animation runs; a person's tap never does.
  await expect(async () => {
    if (await listbox.isVisible())
      await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2000 });
    await expect(listbox).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(trigger).toHaveText(new RegExp(option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(trigger).toBeFocused();
}

/** An additional Portuguese address created through the API (fast path for the limit). */
function additionalAddress(n: number) {
  return {
    addressType: 'additional',
    firstName: 'Eva',
    lastName: 'Customer',
    email: 'eva@example.com',
    country: 'portugal',
    streetAddress: `Rua do Teste ${n}`,
    postalCode: '4000-001',
    locality: 'Porto',
    district: 'Porto',
    label: `Extra ${n}`,
    propertyType: 'apartment',
    propertyRooms: [],
  };
}

test('a customer adds a Portuguese and a Canadian address, hits the limit, edits one and deletes one', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'customer');
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await openFromSideMenu(page, 'My Addresses');
  await expect(page).toHaveURL(/\/customer\/addresses$/);
  await expect(page).toHaveTitle('My Addresses | Limpa');
  await expect(page.getByRole('heading', { name: 'No saved addresses yet' })).toBeVisible();
  await expect(page.getByText(/You need an address to book a cleaning/)).toBeVisible();

  // 1. A Portuguese primary address through the form: EUR.
  await page.getByRole('button', { name: 'Add New Address' }).click();
  await expect(page.getByRole('heading', { name: 'Add New Address' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Primary Address' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('First name')).toHaveValue('Eva');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(toast(page, 'Validation Error')).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveAttribute('aria-invalid', 'true');

  await choose(page, 'Country', 'Portugal');
  await expect(page.getByLabel('Currency')).toHaveValue('EUR');
  await page.getByLabel('Street address').fill('Rua Augusta 10');
  await page.getByLabel('Unit number (optional)').fill('2 Esq');
  await page.getByLabel('City or town').fill('Lisboa');
  await choose(page, 'District (optional)', 'Lisboa');
  await page.getByLabel('Postal code').pressSequentially('1100053');
  await expect(page.getByLabel('Postal code')).toHaveValue('1100-053');
  await page.getByRole('radio', { name: /^T2/ }).click();
  await page.getByRole('button', { name: 'Add balcony' }).click();
  await expect(
    page.getByText(/^Rooms: 2 bedrooms, 1 living room, 1 kitchen, 1 bathroom, 1 balcony$/),
  ).toBeVisible();
  await page.getByLabel('Label (optional)').fill('Lisbon flat');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save Address' }).click();

  await expect(toast(page, 'Address saved successfully')).toBeVisible();
  const lisbon = card(page, 'Lisbon flat');
  await expect(lisbon).toContainText('Rua Augusta 10, 2 Esq, 1100-053 Lisboa');
  await expect(lisbon).toContainText('Portugal');
  await expect(lisbon.getByText('EUR', { exact: true })).toBeVisible();
  await expect(lisbon.getByText('Default', { exact: true })).toBeVisible();
  await expect(lisbon.getByText('Primary', { exact: true })).toBeVisible();

  // 2. A Canadian additional address through the form: CAD, postal code upper-cased as typed.
  await page.getByRole('button', { name: 'Add New Address' }).click();
  await expect(page.getByRole('tab', { name: 'Additional Address' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await choose(page, 'Country', 'Canada');
  await expect(page.getByLabel('Currency')).toHaveValue('CAD');
  await page.getByLabel('Street address').fill('100 King St W');
  await page.getByLabel('City').fill('Toronto');
  await choose(page, 'Province or territory', 'Ontario');
  await page.getByLabel('Postal code').pressSequentially('m5v 3a4');
  await expect(page.getByLabel('Postal code')).toHaveValue('M5V 3A4');
  await page.getByRole('radio', { name: 'House' }).click();
  await page.getByRole('radio', { name: /^T4\+/ }).click();
  await page.getByRole('button', { name: 'Save Address' }).click();

  await expect(toast(page, 'Address saved successfully')).toBeVisible();
  const toronto = card(page, 'Additional Address');
  await expect(toronto).toContainText('100 King St W, Toronto ON M5V 3A4');
  await expect(toronto).toContainText('Canada');
  await expect(toronto).toContainText('House · T4+');
  await expect(toronto.getByText('CAD', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // 3. Four more additional addresses through the API (5 in all), then the 6th through the form.
  for (const n of [1, 2, 3, 4]) {
    const res = await page.request.post('/api/v1/me/addresses', { data: additionalAddress(n) });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(6);

  await page.getByRole('button', { name: 'Add New Address' }).click();
  await expect(page.getByRole('tab', { name: 'Additional Address' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await choose(page, 'Country', 'Portugal');
  await page.getByLabel('Street address').fill('Avenida da Boavista 1');
  await page.getByLabel('Postal code').pressSequentially('4100111');
  await page.getByLabel('City or town').fill('Porto');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(toast(page, 'Limit Reached')).toBeVisible();
  await expect(toast(page, 'You can only have up to 5 additional addresses')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Address' })).toBeEnabled();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('article')).toHaveCount(6);

  // 4. Edit: the limit does not apply; the tab shows the address's type.
  await card(page, 'Extra 2').getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Address' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Additional Address' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByLabel('Currency')).toHaveValue('EUR');
  await page.getByLabel('Label (optional)').fill('Porto studio');
  await page.getByRole('button', { name: 'Update Address' }).click();
  await expect(toast(page, 'Address updated successfully')).toBeVisible();
  await expect(card(page, 'Porto studio')).toBeVisible();
  await expect(card(page, 'Extra 2')).toHaveCount(0);

  // 5. Delete, after confirming.
  await card(page, 'Porto studio').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this address?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Porto studio')).toBeVisible();

  await card(page, 'Porto studio').getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Address deleted successfully')).toBeVisible();
  await expect(card(page, 'Porto studio')).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(5);
});
