import { expect, test } from '@playwright/test';
import { signInThroughForm } from '../fixtures/accounts';
import { bookFirstFreeSlot, cleanerIdByName, customerReadyToBook } from '../fixtures/api-actors';

/**
 * Decision 063: a customer who has seen My Bookings opens the app later with no network at all (the service
 * worker serves the app; the API cannot be reached) and still reads their bookings and a booking's details; the
 * notice says they are offline and goes by itself when the network is back, where the server's answers take over.
 */
test('opened with no network, My Bookings shows the last-seen bookings and details, and recovers online', async ({
  page,
  context,
  baseURL,
}) => {
  const account = await customerReadyToBook(baseURL!, 'Rita Offline');
  const booking = await bookFirstFreeSlot(account, await cleanerIdByName(account.ctx, 'Ana Silva'), 10);

  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.goto(`/customer/bookings?booking=${booking.id}`);
  const detail = page.getByRole('dialog', { name: 'House Cleaning' });
  await expect(detail.getByText('Ana Silva', { exact: true })).toBeVisible();
  // Seen: kept on the device, the list and the opened booking, with their owner. Both answers must be kept
  // before the network goes: the detail alone can be saved a moment before the list is.
  const keptFamilies = () =>
    page.evaluate((id) => {
      const raw = localStorage.getItem('limpa.offline-bookings.v1');
      const queries = raw
        ? (JSON.parse(raw) as { queries: { queryKey: string[]; data: unknown }[] }).queries
        : [];
      const families = queries.filter((q) => JSON.stringify(q.data).includes(id)).map((q) => q.queryKey[1]);
      return [...new Set(families)].sort();
    }, booking.id);
  await expect.poll(keptFamilies).toEqual(['detail', 'list']);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/You are offline/)).toBeVisible();
  await expect(detail.getByText('Ana Silva', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  const upcoming = page.getByRole('tabpanel', { name: 'Upcoming' }).getByRole('listitem');
  await expect(upcoming).toHaveCount(1);
  await expect(upcoming.getByText('Pending')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(/You are offline/)).toBeHidden();
  await expect(upcoming).toHaveCount(1);
  // Online again, the server's session and list replace the kept ones: the app works as before.
  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(page.getByRole('heading', { name: 'No past bookings yet' })).toBeVisible();
});
