import { expect, type Page, test } from '@playwright/test';
import { OPS_ADMIN, signInThroughForm, toast } from '../fixtures/accounts';
import { findUser } from '../fixtures/admin-users';
import {
  approvedCleaner,
  bookFirstFreeSlot,
  customerReadyToBook,
  newAccount,
  onboardCleaner,
} from '../fixtures/api-actors';
import { startBookingInThePast } from '../fixtures/database';
import { verifiedIdentity } from '../fixtures/identity-documents';

// Issue 6's journeys. This file runs in its own project after every other test file (playwright.config.ts),
// because maintenance mode and payout runs are platform-wide.
test.describe.configure({ mode: 'serial' });

async function signInAsAdmin(page: Page) {
  await signInThroughForm(page, OPS_ADMIN.email, OPS_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('an admin finds a new cleaner, reads the details, approves them, and customers can then find them', async ({
      page,
      baseURL,
    }) => {
      const name = `Vera ${viewport.name === 'phone' ? 'Phone' : 'Desk'}${Date.now() % 100000}`;
      const cleaner = await newAccount(baseURL!, 'cleaner', name);
      await onboardCleaner(cleaner.ctx, name);
      await verifiedIdentity(baseURL!, cleaner.ctx);
      const customer = await customerReadyToBook(baseURL!, 'Rita Lookup');
      const listed = async () =>
        (
          (await (await customer.ctx.get(`/api/v1/providers?q=${encodeURIComponent(name)}`)).json())
            .items as unknown[]
        ).length;
      expect(await listed()).toBe(0);

      await signInAsAdmin(page);
      await page.goto('/admin/users');
      await expect(page).toHaveTitle('User Management | Limpa');
      const row = await findUser(page, name);
      await row.getByRole('button', { name: /^View/ }).click();
      const details = page.getByRole('dialog');
      await expect(details.getByText(cleaner.email)).toBeVisible();
      await details.getByRole('button', { name: /Close/ }).first().click();
      await row.getByRole('button', { name: /^Approve/ }).click();
      await expect(toast(page, 'Updated')).toBeVisible();
      await expect.poll(listed).toBe(1);

      const customerPage = await page
        .context()
        .browser()!
        .newPage({ viewport: { width: 390, height: 844 } });
      await signInThroughForm(customerPage, customer.email, customer.password);
      await expect(customerPage).toHaveURL(/\/customer\/dashboard$/);
      await customerPage.goto(`/customer/find-cleaners?q=${encodeURIComponent(name)}`);
      await expect(customerPage.getByText(name).first()).toBeVisible();
      await customerPage.close();
    });
  });
}

test('maintenance mode refuses a customer booking with the message, and turning it off restores booking', async ({
  page,
  baseURL,
}) => {
  const customer = await customerReadyToBook(baseURL!, 'Marta Maintenance');
  const ana = (
    (await (await customer.ctx.get('/api/v1/providers?q=Ana%20Silva')).json()).items as { userId: string }[]
  )[0]!;
  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  const maintenance = page.getByRole('switch', { name: /Maintenance mode/ });
  try {
    await maintenance.click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();
    const refused = await customer.ctx.post('/api/v1/bookings', {
      data: {
        homeType: 'T2',
        addressId: customer.addressId,
        bookingDate: '2030-01-07',
        bookingTime: '10:00',
        cleanerId: ana.userId,
        paymentMethodId: customer.cardId,
      },
    });
    expect(refused.status()).toBe(503);
    expect((await refused.json()).title).toBe('Bookings are temporarily disabled');
  } finally {
    await page.getByRole('switch', { name: /Maintenance mode/ }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();
  }
  const booked = await bookFirstFreeSlot(customer, ana.userId, 40);
  expect(booked.id).toBeTruthy();
});

test('running payouts records a payout once and the cleaner sees the withdrawal in the wallet', async ({
  page,
  browser,
  baseURL,
}) => {
  const cleaner = await approvedCleaner(baseURL!, 'Paulo Payout');
  const customer = await customerReadyToBook(baseURL!, 'Pedro Payer');
  const booking = await bookFirstFreeSlot(customer, cleaner.userId);
  expect((await cleaner.ctx.post(`/api/v1/bookings/${booking.id}/confirm`, { data: {} })).status()).toBe(200);
  await startBookingInThePast(booking.id);
  expect(
    (
      await cleaner.ctx.post(`/api/v1/bookings/${booking.id}/complete`, { data: { hoursWorked: 2.5 } })
    ).status(),
  ).toBe(200);

  await signInAsAdmin(page);
  await page.goto('/admin/payouts');
  await expect(page.getByText('Paulo Payout').first()).toBeVisible();
  await page.getByRole('button', { name: 'Run Payouts' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Run Payouts' }).click();
  await expect(toast(page, 'Payouts recorded')).toBeVisible();

  const cleanerPage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signInThroughForm(cleanerPage, cleaner.email, cleaner.password);
  await expect(cleanerPage).toHaveURL(/\/provider\/dashboard$/);
  await cleanerPage.goto('/provider/wallet');
  await expect(cleanerPage.getByText('Withdrawal').first()).toBeVisible();
  // 55.00 booking (44.72 before IVA) → 38.01 earnings paid out (decision 079).
  await expect(cleanerPage.getByText(/38\.01/).first()).toBeVisible();
  const earnings = await (await cleaner.ctx.get('/api/v1/me/earnings')).json();
  expect(earnings.transactions.filter((t: { type: string }) => t.type === 'withdrawal')).toHaveLength(1);
});
