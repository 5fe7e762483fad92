import { expect, test } from '@playwright/test';
import { signInThroughForm, toast } from '../fixtures/accounts';
import { approvedCleaner, bookFirstFreeSlot, customerReadyToBook } from '../fixtures/api-actors';
import { startBookingInThePast } from '../fixtures/database';

// Decision 051: a cleaner withdraws their available balance from the wallet, once a day. The cleaner is new, so
// nothing else pays their balance meanwhile (admin payout runs run in their own project, after this one).
test('a cleaner withdraws the balance of a paid job once; the wallet then says when the next one is', async ({
  page,
  baseURL,
}) => {
  const cleaner = await approvedCleaner(baseURL!, 'Wanda Withdraw');
  const customer = await customerReadyToBook(baseURL!, 'Carla Client');
  const booking = await bookFirstFreeSlot(customer, cleaner.userId);
  expect((await cleaner.ctx.post(`/api/v1/bookings/${booking.id}/confirm`, { data: {} })).status()).toBe(200);
  await startBookingInThePast(booking.id);
  const done = await cleaner.ctx.post(`/api/v1/bookings/${booking.id}/complete`, {
    data: { hoursWorked: 2.5 },
  });
  expect(done.status(), await done.text()).toBe(200);

  await signInThroughForm(page, cleaner.email, cleaner.password);
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await page.goto('/provider/wallet');
  const balance = page.getByRole('region', { name: 'Balance' });
  // 55.00 booking (IVA inside: 44.72 before it) → 38.01 earnings (decision 079).
  await balance.getByRole('button', { name: 'Withdraw Funds' }).click();
  await expect(toast(page, '€38.01 is on its way')).toBeVisible();
  await expect(balance.getByText(/Your next withdrawal is possible from/)).toBeVisible();
  await expect(balance.getByRole('button', { name: 'Withdraw Funds' })).toHaveCount(0);

  const earnings = await (await cleaner.ctx.get('/api/v1/me/earnings')).json();
  expect(earnings.transactions.filter((t: { type: string }) => t.type === 'withdrawal')).toHaveLength(1);
  // Asked again the same day: refused, and nothing more is paid.
  const again = await cleaner.ctx.post('/api/v1/me/payouts/withdraw', { data: {} });
  expect(again.status()).toBe(429);
  expect((await again.json()).code).toBe('withdrawal_too_soon');
});
