import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughForm } from '../fixtures/accounts';

/** The demo cleaner in Toronto, seeded with completed, paid and reviewed jobs. */
const EMILY = 'emily@limpa.test';
const ZONE = 'America/Toronto';

interface Job {
  id: string;
  bookingDate: string;
  bookingTime: string;
  status: string;
  serviceName: string;
}

async function jobs(request: APIRequestContext, query: string): Promise<Job[]> {
  const response = await request.get(`/api/v1/bookings?as=cleaner&${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { items: Job[] }).items;
}

/** 'YYYY-MM-DD' in a time zone. */
function dateIn(timeZone: string, instant = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm);
}

/** The calendar's name for a date, e.g. "Friday, November 13, 2026". */
function calendarName(date: string): string {
  return new Intl.DateTimeFormat('en-CA', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** Moves the schedule's calendar from the current month to the month of `date`. */
async function showMonthOf(page: Page, today: string, date: string) {
  const delta = monthsBetween(today.slice(0, 7), date.slice(0, 7));
  const button = page.getByRole('button', { name: delta < 0 ? 'Previous month' : 'Next month' });
  for (let i = 0; i < Math.abs(delta); i++) await button.click();
  const month = new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
  await expect(page.getByRole('grid', { name: `Job calendar ${month}` })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signInThroughForm(page, EMILY, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
});

test('the wallet shows what Emily earned and her payment transactions', async ({ page }) => {
  await page.goto('/provider/wallet');
  await expect(page).toHaveTitle('Wallet | Limpa');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();

  const balance = page.getByRole('region', { name: 'Balance' });
  const totalEarned = balance
    .locator('div', { has: page.getByText('Total earned') })
    .locator('dd')
    .last();
  await expect(totalEarned).toHaveText(/^\$\d/);
  await expect(totalEarned).not.toHaveText('$0.00');

  const history = page.getByRole('region', { name: 'Transaction history' });
  // The seeded jobs are completed and paid: their earnings are completed payments (newer jobs may be pending).
  const payments = history
    .getByRole('listitem')
    .filter({ hasText: 'Payment:' })
    .filter({ hasText: 'Completed' });
  await expect(payments.first()).toBeVisible();
  await expect(payments.first()).toContainText(/\+\$\d+\.\d{2}/);

  // Withdraw Funds is offered only when a withdrawal can work; otherwise the wallet says why in its place
  // (the demo data decides which), and always that Mondays pay balances out.
  const withdraw = balance.getByRole('button', { name: 'Withdraw Funds' });
  const reason = balance.getByText(
    /Connect a payout account to withdraw|You can withdraw from|Your next withdrawal is possible from/,
  );
  await expect(withdraw.or(reason)).toBeVisible();
  await expect(balance.getByText(/paid out automatically every Monday/)).toBeVisible();
  await expect(history.getByRole('link', { name: 'Export as CSV' })).toHaveAttribute(
    'href',
    '/api/v1/me/earnings.csv',
  );
});

test('My Jobs lists completed jobs under Past and opens a receipt with a total', async ({ page }) => {
  await page.goto('/provider/jobs');
  await expect(page).toHaveTitle('My Jobs | Limpa');
  await page.getByRole('tab', { name: 'Past' }).click();
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Completed' }).click();
  await expect(page).toHaveURL(/tab=past/);
  await expect(page).toHaveURL(/status=completed/);

  const completed = page.getByRole('tabpanel', { name: 'Past' }).getByRole('listitem');
  await expect(completed.first()).toBeVisible();
  await expect(completed.first().getByText('Completed', { exact: true })).toBeVisible();
  // Completed jobs are over: nobody to call.
  await expect(completed.first().getByRole('link', { name: /Contact Client/ })).toHaveCount(0);

  // View Details shows the money and the payment.
  await completed
    .first()
    .getByRole('button', { name: /^View Details/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('region', { name: 'Price' })).toContainText('Your earnings');
  await expect(dialog.getByRole('region', { name: 'Payment' })).toContainText(
    /Paid|Unpaid|Payment failed|Refunded/,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await completed
    .first()
    .getByRole('link', { name: /^View Receipt/ })
    .click();
  await expect(page).toHaveURL(/\/provider\/jobs\/[0-9a-f-]{36}\/receipt$/);
  await expect(page).toHaveTitle('Receipt | Limpa');
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByText(/^(Final total|Total)$/)).toBeVisible();
  await expect(items.locator('div', { hasText: /^(Final total|Total)/ }).locator('dd')).toHaveText(
    /^\$\d+\.\d{2}$/,
  );
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  // Printing hides the app chrome and the buttons.
  const tabBar = page.locator('nav').last();
  await expect(tabBar).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(tabBar).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
});

test('the schedule agrees with the API: upcoming jobs, a day with a past job and a day without jobs', async ({
  page,
}) => {
  await page.goto('/provider/schedule');
  await expect(page).toHaveTitle('Schedule | Limpa');
  const today = dateIn(ZONE);
  await expect(page.getByRole('button', { name: calendarName(today), exact: false }).first()).toHaveAttribute(
    'aria-current',
    'date',
  );

  // Upcoming Jobs: the first 5 upcoming, as the API has them.
  const upcomingSection = page.getByRole('region', { name: 'Upcoming Jobs' });
  await expect(
    upcomingSection.getByText('No upcoming jobs scheduled').or(upcomingSection.getByRole('listitem').first()),
  ).toBeVisible();
  const upcoming = await jobs(page.request, 'when=upcoming&limit=5');
  if (upcoming.length === 0) {
    await expect(upcomingSection.getByText('No upcoming jobs scheduled')).toBeVisible();
  } else {
    const items = upcomingSection.getByRole('listitem');
    await expect(items).toHaveCount(upcoming.length);
    for (const [i, job] of upcoming.entries()) {
      await expect(items.nth(i)).toContainText(job.bookingTime);
      await expect(items.nth(i)).toContainText(job.serviceName || 'Cleaning Service');
    }
  }

  // The day of Emily's latest completed job is marked and lists it.
  const [latest] = await jobs(page.request, 'when=past&status=completed&limit=1');
  expect(latest, 'a seeded completed job').toBeTruthy();
  await showMonthOf(page, today, latest!.bookingDate);
  const jobDay = page.getByRole('button', {
    name: new RegExp(`^${calendarName(latest!.bookingDate)}, \\d+ jobs?$`),
  });
  await jobDay.click();
  const day = page.getByRole('region', { name: new RegExp(calendarName(latest!.bookingDate)) });
  await expect(day.getByRole('listitem').filter({ hasText: latest!.bookingTime }).first()).toContainText(
    'Completed',
  );

  // A day three months ahead with no job at all (asked of the API first).
  const target = addDays(`${today.slice(0, 7)}-01`, 100).slice(0, 7);
  const inTarget = await jobs(
    page.request,
    `from=${addDays(`${target}-01`, -1)}&to=${addDays(`${target}-28`, 5)}&limit=100`,
  );
  const busy = new Set(inTarget.map((job) => job.bookingDate));
  const free = Array.from({ length: 28 }, (_, i) => addDays(`${target}-01`, i)).find((d) => !busy.has(d))!;
  await showMonthOf(page, latest!.bookingDate, free);
  await page.getByRole('button', { name: calendarName(free), exact: true }).click();
  await expect(page.getByRole('region', { name: `Jobs on ${calendarName(free)}` })).toContainText(
    'No jobs scheduled for this date',
  );
});
