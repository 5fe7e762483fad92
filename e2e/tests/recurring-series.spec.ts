import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInThroughForm, toast } from '../fixtures/accounts';
import { approvedCleaner, customerReadyToBook } from '../fixtures/api-actors';

/** A weekly series with a cleaner of its own (so no other journey takes its slots), about ten days ahead. */
async function weeklySeries(baseURL: string) {
  const cleaner = await approvedCleaner(baseURL, 'Rita Semanal');
  const customer = await customerReadyToBook(baseURL, 'Sofia Recorrente');
  for (let d = 10; d < 17; d++) {
    const date = new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const res = await customer.ctx.post('/api/v1/bookings', {
      data: {
        homeType: 'T2',
        isRecurring: true,
        recurrence: { everyWeeks: 1 },
        addressId: customer.addressId,
        bookingDate: date,
        bookingTime: '10:00',
        addOnIds: [],
        cleanerId: cleaner.userId,
        paymentMethodId: customer.cardId,
      },
    });
    if (res.status() === 201) return { cleaner, customer, first: await res.json() };
    expect(res.status(), await res.text()).toBe(409);
  }
  throw new Error('no working day found for the series');
}

test('a customer books a weekly series, sees the next visits, skips one; the cleaner sees the visits marked', async ({
  page,
  baseURL,
}) => {
  const { cleaner, customer, first } = await weeklySeries(baseURL!);
  expect(first.seriesId).toBeTruthy();

  await signInThroughForm(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await page.goto('/customer/bookings');
  const upcoming = page.getByRole('tabpanel', { name: 'Upcoming' }).getByRole('listitem');
  await expect(upcoming.first().getByText('Recurring · every week')).toBeVisible();
  expect(await upcoming.count()).toBeGreaterThan(1);

  await upcoming
    .first()
    .getByRole('button', { name: /^View Details/ })
    .click();
  const detail = page.getByRole('dialog', { name: 'House Cleaning' });
  const series = detail.getByRole('region', { name: 'Recurring cleaning' });
  await expect(series.getByText('Every week · Waiting for the cleaner')).toBeVisible();
  const visits = series.getByRole('list', { name: 'Next visits' }).getByRole('listitem');
  await expect(visits).toHaveCount(4);
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);

  // Skip the second visit: only that one is cancelled.
  await visits
    .nth(1)
    .getByRole('button', { name: /^Skip this visit on/ })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Skip this visit?' })
    .getByRole('button', { name: 'Yes, skip visit' })
    .click();
  await expect(toast(page, 'Visit skipped')).toBeVisible();
  await expect(series.getByText('Every week · Waiting for the cleaner')).toBeVisible();
  await expect(series.getByRole('button', { name: 'Cancel series' })).toBeVisible();
  const state = await (await customer.ctx.get(`/api/v1/booking-series/${first.seriesId}`)).json();
  expect(state.bookings[1].status).toBe('cancelled');
  expect(state.bookings[2].status).toBe('pending');

  // The cleaner sees the visits marked as a series.
  await page.context().clearCookies();
  await signInThroughForm(page, cleaner.email, cleaner.password);
  await expect(page).toHaveURL(/\/provider\//);
  await page.goto('/provider/jobs');
  const jobs = page.getByRole('tabpanel', { name: 'Upcoming' }).getByRole('listitem');
  await expect(jobs.first().getByText('Recurring · every week')).toBeVisible();
});
