import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createAccount, signInThroughForm, toast } from '../fixtures/accounts';
import { openFromSideMenu } from '../fixtures/side-menu';

const NEXT_YEAR = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

async function openPayments(page: Page, request: import('@playwright/test').APIRequestContext) {
  const account = await createAccount(request, 'customer');
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await openFromSideMenu(page, 'Payment Methods');
  await expect(page).toHaveURL(/\/customer\/payments$/);
  await expect(page).toHaveTitle('Payment Methods | Limpa');
}

/** Fills the add-card dialog (typing, as a person would: the number formats itself). */
async function fillCard(page: Page, number: string, expiry = `12/${NEXT_YEAR}`, cvc = '123') {
  const dialog = page.getByRole('dialog', { name: 'Add Card' });
  await dialog.getByLabel('Card number').pressSequentially(number);
  await dialog.getByLabel('Expiry (MM/YY)').pressSequentially(expiry.replace('/', ''));
  await dialog.getByLabel('CVC').fill(cvc);
  return dialog;
}

const tile = (page: Page, lastFour: string) =>
  page
    .getByRole('list', { name: 'Saved cards' })
    .getByRole('listitem')
    .filter({ hasText: `•••• ${lastFour}` });

test('a new customer adds two cards, switches the default and removes the first', async ({
  page,
  request,
}) => {
  await openPayments(page, request);
  await expect(page.getByRole('heading', { name: 'No payment methods yet' })).toBeVisible();
  await expect(page.getByText('Cards are charged only after your cleaner confirms a booking.')).toBeVisible();

  // First card: the Visa test card becomes the default by itself.
  await page.getByRole('button', { name: 'Add Card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Card' });
  await expect(dialog.getByText(/^Test mode: no real card is charged\./)).toBeVisible();
  await expect(dialog.getByText('Your first card becomes your default payment method.')).toBeVisible();
  await fillCard(page, '4242424242424242');
  await expect(dialog.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await expect(dialog.getByLabel('Expiry (MM/YY)')).toHaveValue(`12/${NEXT_YEAR}`);
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(toast(page, 'Payment method added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(tile(page, '4242')).toContainText('Default');
  await expect(tile(page, '4242')).toContainText(`12/${NEXT_YEAR}`);

  // Second card: a Mastercard, not the default.
  await page.getByRole('button', { name: 'Add Card' }).click();
  await fillCard(page, '5555555555554444');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog).toBeHidden();
  await expect(tile(page, '4444')).toBeVisible();
  await expect(tile(page, '4444')).not.toContainText('Default');
  await expect(tile(page, '4242')).toContainText('Default');

  const listAxe = await new AxeBuilder({ page }).include('main').analyze();
  expect(listAxe.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);

  // Switch the default to the Mastercard.
  await tile(page, '4444').getByRole('button', { name: 'Set as default' }).click();
  await expect(toast(page, 'Default payment method updated')).toBeVisible();
  await expect(tile(page, '4444')).toContainText('Default');
  await expect(tile(page, '4242')).not.toContainText('Default');
  await expect(tile(page, '4444').getByRole('button', { name: 'Set as default' })).toHaveCount(0);

  // Remove the Visa, after confirming.
  await tile(page, '4242').getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this card?' });
  await expect(confirm).toContainText('Visa ending in 4242');
  await confirm.getByRole('button', { name: 'Remove card' }).click();
  await expect(toast(page, 'Payment method removed successfully')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem')).toHaveCount(1);
  await expect(tile(page, '4444')).toContainText('Default');

  // Still there after a reload (the server has it).
  await page.reload();
  await expect(page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem')).toHaveCount(1);
  await expect(tile(page, '4444')).toContainText('Default');
});

test('card entry: incomplete and mistyped cards are refused; a card that will be declined still saves', async ({
  page,
  request,
}) => {
  await openPayments(page, request);
  await page.getByRole('button', { name: 'Add Card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Card' });

  await dialog.getByLabel('Card number').pressSequentially('4242424242424242');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Please complete all card information including security code.',
  );
  await expect(dialog.getByLabel('Expiry (MM/YY)')).toBeFocused();

  await dialog.getByLabel('Card number').fill('');
  await fillCard(page, '4242424242424241');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your card number is invalid.');
  await expect(dialog.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');

  // Declines happen when a booking is charged, not when the card is saved.
  await dialog.getByLabel('Card number').fill('');
  await dialog.getByLabel('Card number').pressSequentially('4000000000000002');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(toast(page, 'Payment method added successfully')).toBeVisible();
  await expect(tile(page, '0002')).toContainText('Default');
});
