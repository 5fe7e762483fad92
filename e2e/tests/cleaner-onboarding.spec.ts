import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createAccount, signInThroughForm, toast } from '../fixtures/accounts';

async function expectNoSeriousA11yViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);
}

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Profile completion' });
const day = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

test('a new cleaner completes the three onboarding steps, then edits the bio on the profile page', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'cleaner', 'Rui Cleaner');
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/provider\/dashboard$/);

  // Step 1: Basic Profile Info.
  await page.goto('/provider/complete-profile');
  await expect(page).toHaveURL(/\/provider\/complete-profile\?step=1$/);
  await expect(page).toHaveTitle('Complete your profile | Limpa');
  await expect(page.getByRole('heading', { level: 2, name: 'Basic Profile Info' })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '33');
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeDisabled();
  await expect(page.getByText('Use a recent photo that shows your full face clearly.')).toBeVisible();

  await page.getByLabel('First name').fill('Rui');
  await page.getByLabel('Last name').fill('Costa');
  await page.getByLabel('Phone').fill('+351 912 345 678');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Portugal' }).click();
  await expect(page.getByLabel('Currency')).toHaveValue('EUR');
  await page.getByLabel('Street address').fill('Rua Augusta 100');
  await page.getByLabel('Postal code').fill('1100048');
  await expect(page.getByLabel('Postal code')).toHaveValue('1100-048');
  await page.getByLabel('Locality').fill('Lisboa');
  await page.getByLabel('District').fill('Lisboa');
  await page.getByRole('radio', { name: 'Bike' }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(toast(page, 'Progress saved')).toBeVisible();

  // Step 2: Hours & Hourly Rate.
  await expect(page).toHaveURL(/step=2$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Hours & Hourly Rate' })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '67');
  const slider = page.getByRole('slider', { name: 'Hourly rate slider' });
  await expect(slider).toHaveAttribute('aria-valuenow', '20');
  await page.getByRole('spinbutton', { name: 'Hourly rate (EUR)' }).fill('22');
  await expect(slider).toHaveAttribute('aria-valuenow', '22');
  await expect(page.getByText('Add at least one time slot')).toBeVisible();

  await day(page, 'Monday').getByRole('button', { name: 'Add slot' }).click();
  await expect(day(page, 'Monday').getByLabel('Monday, slot 1 Start')).toHaveValue('09:00');
  await expect(day(page, 'Monday').getByLabel('Monday, slot 1 End')).toHaveValue('17:00');
  await day(page, 'Monday').getByRole('button', { name: 'Copy to All' }).click();
  for (const weekend of ['Sunday', 'Saturday']) {
    await day(page, weekend).getByRole('button', { name: 'Remove 09:00–17:00 slot' }).click();
    await expect(day(page, weekend).getByText('Unavailable')).toBeVisible();
  }
  await expect(day(page, 'Friday').getByLabel('Friday, slot 1 Start')).toHaveValue('09:00');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(toast(page, 'Progress saved')).toBeVisible();

  // Step 3: Payment Information.
  await expect(page).toHaveURL(/step=3$/);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
  await page.getByRole('button', { name: 'Connect payout account' }).click();
  await expect(page.getByRole('button', { name: 'Connecting…' })).toBeDisabled();
  await expect(page.getByText('Payout account connected')).toBeVisible();
  await expect(page.getByText('Payouts arrive within 1-2 business days.')).toBeVisible();
  await page.getByRole('button', { name: 'Save & Finish' }).click();
  await expect(toast(page, 'Profile completed!')).toBeVisible();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);

  const me = await page.request.get('/api/v1/me');
  expect(me.status()).toBe(200);
  const { profile } = (await me.json()) as {
    profile: { onboardingComplete: boolean; hourlyRate: number; currency: string; city: string };
  };
  expect(profile).toMatchObject({
    onboardingComplete: true,
    hourlyRate: 22,
    currency: 'EUR',
    city: 'Lisboa',
  });
  const availability = await page.request.get('/api/v1/me/availability');
  expect(((await availability.json()) as { weekday: number }[]).map((slot) => slot.weekday)).toEqual([
    1, 2, 3, 4, 5,
  ]);

  // Cleaner profile: the bio really saves.
  await page.goto('/provider/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Provider Profile' })).toBeVisible();
  await expect(page.getByText('No ratings yet')).toBeVisible();
  await expect(page.getByText('Bike')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const bio = 'Ten years of careful home cleaning in Lisbon.';
  await page.getByLabel('Bio').fill(bio);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Profile Updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await page.reload();
  await expect(page.getByText(bio)).toBeVisible();
});
