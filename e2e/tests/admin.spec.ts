import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createAccount, OPS_ADMIN, signInThroughForm, toast } from '../fixtures/accounts';
import { actor, apiContext } from '../fixtures/api-actors';
import { verifiedIdentity } from '../fixtures/identity-documents';

/**
 * The admin console: dashboard, user management (search, details, approval, role change) and settings.
 * Serial, in one worker: only one test here switches maintenance mode, and it must never overlap another
 * admin test. Specs in other files run in parallel against the same server, so the maintenance window
 * is kept to a few requests and always closed again.
 */
test.describe.configure({ mode: 'serial' });

const ADMIN = OPS_ADMIN;

/** A name no other test uses, so a search finds exactly this person. */
const uniqueName = (first: string) => `${first} ${randomUUID().slice(0, 6)}`;

/** Picks from a Radix Select and waits until its list has closed. */
async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

async function signInAsAdmin(page: Page) {
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page).toHaveTitle('Admin Dashboard | Limpa');
}

async function searchUsers(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(page.getByText('1 user shown')).toBeVisible();
}

async function completeOnboarding(api: APIRequestContext, name: string) {
  const [firstName, ...rest] = name.split(' ');
  const ok = async (res: Awaited<ReturnType<APIRequestContext['put']>>) =>
    expect(res.ok(), await res.text()).toBe(true);
  await ok(
    await api.put('/api/v1/me/onboarding/steps/1', {
      data: {
        firstName,
        lastName: rest.join(' '),
        phone: '+351 912 000 111',
        country: 'PT',
        addressLine1: 'Rua Augusta 10',
        city: 'Lisboa',
        transportType: 'bus',
      },
    }),
  );
  await ok(
    await api.put('/api/v1/me/onboarding/steps/2', {
      data: { hourlyRate: 21, availability: [{ weekday: 1, startTime: '09:00', endTime: '17:00' }] },
    }),
  );
  await ok(await api.post('/api/v1/me/payout/connect'));
  await ok(await api.put('/api/v1/me/onboarding/steps/3', { data: {} }));
  await ok(await api.post('/api/v1/me/onboarding/complete'));
}

/** Whether a customer's cleaner search lists this person. */
async function listedForCustomers(customer: APIRequestContext, name: string) {
  const res = await customer.get(`/api/v1/providers?q=${encodeURIComponent(name)}`);
  expect(res.ok(), await res.text()).toBe(true);
  const { items } = (await res.json()) as { items: { fullName: string }[] };
  return items.some((p) => p.fullName === name);
}

test.describe('on a phone (390 px)', () => {
  test('an admin finds a new cleaner, reads their details and approves them; once onboarded, customers find them', async ({
    page,
    request,
    baseURL,
  }) => {
    const name = uniqueName('Rui Cleaner');
    const cleaner = await createAccount(request, 'cleaner', name);
    // Their identity document is approved first (decision 071): approving them is what this journey shows.
    await verifiedIdentity(baseURL!, request);

    await signInAsAdmin(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Total Users/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Platform Revenue/ })).toBeVisible();
    await expect(page.getByText('Online')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page).toHaveTitle('User Management | Limpa');
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/admin\/users$/);

    await searchUsers(page, name);
    // Phones get stacked cards, not a table.
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = page.getByRole('article', { name });
    await expect(card.getByRole('combobox', { name: `Role for ${name}` })).toHaveText('Cleaner');
    await expect(card.getByText('Awaiting approval')).toBeVisible();

    await card.getByRole('button', { name: `View ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'User details' });
    await expect(dialog.getByText(cleaner.email)).toBeVisible();
    await expect(dialog.getByText('In progress')).toBeVisible();
    // The one admin change so far is the identity document's approval (decision 071).
    await expect(
      dialog.getByText(new RegExp(`^Identity document: awaiting review → approved by ${ADMIN.name}, `)),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    const approve = card.getByRole('button', { name: `Approve ${name}` });
    await expect(approve).toHaveAttribute('aria-pressed', 'false');
    await approve.click();
    await expect(toast(page, 'Updated')).toBeVisible();
    await expect(toast(page, 'User updated successfully.')).toBeVisible();
    await expect(card.getByRole('button', { name: `Approved ${name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(card.getByText('Awaiting approval')).toHaveCount(0);

    // The approval is in the user's history.
    await card.getByRole('button', { name: `View ${name}` }).click();
    await expect(dialog.getByText(new RegExp(`^Approved: no → yes by ${ADMIN.name}, `))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Approved but not yet onboarded: not listed. Once onboarded (as the cleaner): listed.
    const signUp = await apiContext(baseURL!);
    const customerAccount = await createAccount(signUp, 'customer');
    await signUp.dispose();
    const customer = await actor(baseURL!, customerAccount.email, customerAccount.password);
    const cleanerApi = await actor(baseURL!, cleaner.email, cleaner.password);
    try {
      expect(await listedForCustomers(customer, name)).toBe(false);
      await completeOnboarding(cleanerApi, name);
      expect(await listedForCustomers(customer, name)).toBe(true);
    } finally {
      await customer.dispose();
      await cleanerApi.dispose();
    }

    // The admin sees the finished onboarding in the details.
    await page.reload();
    await page
      .getByRole('article', { name })
      .getByRole('button', { name: `View ${name}` })
      .click();
    await expect(dialog.getByText('Complete', { exact: true })).toBeVisible();
    await expect(dialog.getByText('€21.00/h')).toBeVisible();
  });

  test('maintenance mode refuses new bookings while it is on', async ({ page, request, baseURL }) => {
    const customerAccount = await createAccount(request, 'customer');
    const customer = await actor(baseURL!, customerAccount.email, customerAccount.password);
    const admin = await actor(baseURL!, ADMIN.email, ADMIN.password);
    // Well-formed, so the request gets as far as the maintenance check.
    const booking = {
      homeType: 'T1',
      addressId: randomUUID(),
      bookingDate: '2030-01-07',
      bookingTime: '10:00',
      cleanerId: 'any-cleaner',
      paymentMethodId: randomUUID(),
    };

    await signInAsAdmin(page);
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page).toHaveTitle('Settings | Limpa');
    const maintenance = page.getByRole('switch', { name: 'Maintenance mode' });
    const save = page.getByRole('button', { name: 'Save Changes' });
    await expect(maintenance).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch', { name: 'Require provider approval' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(save).toBeDisabled();

    // Discard goes back to the stored value without saving anything.
    await maintenance.click();
    await expect(maintenance).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(maintenance).toHaveAttribute('aria-checked', 'false');
    await expect(save).toBeDisabled();

    try {
      await maintenance.click();
      await save.click();
      await expect(toast(page, 'Settings saved')).toBeVisible();
      await expect(
        page.getByText('Maintenance mode is on: customers cannot make new bookings.'),
      ).toBeVisible();

      const refused = await customer.post('/api/v1/bookings', { data: booking });
      expect(refused.status()).toBe(503);
      expect(((await refused.json()) as { title: string }).title).toBe('Bookings are temporarily disabled');

      await maintenance.click();
      await save.click();
      await expect(
        page.getByText('Maintenance mode is on: customers cannot make new bookings.'),
      ).toBeHidden();
      await expect(maintenance).toHaveAttribute('aria-checked', 'false');
    } finally {
      // Whatever happened above, bookings are open again for every other spec.
      const res = await admin.put('/api/v1/admin/settings', {
        data: { maintenanceMode: false, requireProviderApproval: true, earliestStartHours: 2 },
      });
      expect(res.ok(), await res.text()).toBe(true);
      await admin.dispose();
    }

    const accepted = await customer.post('/api/v1/bookings', { data: booking });
    expect(accepted.status()).not.toBe(503);
    await customer.dispose();
  });
});

test.describe('on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false });

  test('the users are a full-width table; an admin changes a role inline but cannot remove their own admin role', async ({
    page,
    request,
  }) => {
    const name = uniqueName('Clara Customer');
    await createAccount(request, 'customer', name);

    await signInAsAdmin(page);
    await expect(page.getByText('Active sessions (15 min)')).toBeVisible();
    // The dashboard's card (the side navigation, drawn once its chunk arrives, has a link of that name too).
    await page.getByRole('link', { name: /^User Management Roles/ }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);

    const table = page.getByRole('table', { name: 'Users' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Name',
      'Role',
      'Phone',
      'City',
      'Created',
      'Actions',
    ]);
    // Wider than the 768 px reading column of the other screens: the whole width beside the side navigation.
    expect((await table.boundingBox())?.width ?? 0).toBeGreaterThan(900);

    await choose(page, 'Role', 'Customers');
    await expect(page).toHaveURL(/role=customer/);
    await searchUsers(page, name);
    await expect(page).toHaveURL(/q=Clara/);
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(row.getByRole('button', { name: /Approve/ })).toHaveCount(0);

    await choose(page, `Role for ${name}`, 'Cleaner');
    await expect(toast(page, 'Updated')).toBeVisible();
    await expect(row.getByRole('combobox', { name: `Role for ${name}` })).toHaveText('Cleaner');
    await expect(row.getByRole('button', { name: `Approve ${name}` })).toBeEnabled();

    await row.getByRole('button', { name: `View ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'User details' });
    await expect(
      dialog.getByText(
        new RegExp(`^Role: customer → cleaner by ${ADMIN.name}, \\d{1,2} \\w{3} \\d{4} \\d{2}:\\d{2}$`),
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // An admin cannot demote themselves: the server says why, and the row keeps "Admin".
    await choose(page, 'Role', 'Admins');
    await searchUsers(page, ADMIN.name);
    await choose(page, `Role for ${ADMIN.name}`, 'Customer');
    await expect(toast(page, 'Update failed')).toBeVisible();
    await expect(toast(page, 'You cannot remove your own admin role.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: `Role for ${ADMIN.name}` })).toHaveText('Admin');
  });
});
