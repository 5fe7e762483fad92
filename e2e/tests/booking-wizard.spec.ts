import { expect, type Page, test } from '@playwright/test';
import { toast } from '../fixtures/accounts';
import {
  customerWithAddressAndCard,
  ENGLISH_DATE_STEP,
  futureWorkday,
  pickDateAndTime,
} from '../fixtures/booking';
import { root } from '../fixtures/first-render';

async function anaUserId(page: Page): Promise<string> {
  const res = await page.request.get('/api/v1/providers?q=Ana%20Silva&limit=50');
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: { userId: string; fullName: string; city: string }[] };
  const ana = items.find((p) => p.fullName === 'Ana Silva' && p.city === 'Lisboa');
  expect(ana, 'the demo cleaner Ana Silva').toBeTruthy();
  return ana!.userId;
}

/** The start times a cleaner is free at on a day, for the customer's (only) address, a recurring T3. */
async function freeTimesOf(page: Page, cleanerId: string, date: string): Promise<string[]> {
  const [address] = (await (await page.request.get('/api/v1/me/addresses')).json()) as { id: string }[];
  const res = await page.request.get(
    `/api/v1/slots?date=${date}&addressId=${address!.id}&homeType=T3&isRecurring=true&cleanerId=${cleanerId}`,
  );
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { time: string }[]).map((s) => s.time);
}

test('a new customer books a recurring T3 cleaning with an add-on and Ana Silva through all six steps', async ({
  page,
  request,
}) => {
  await customerWithAddressAndCard(page, request);
  // From the home screen's search box, sent empty, as a customer would start.
  await page.goto('/customer/dashboard');
  // The server may paint the home (decision 039), inert until the app has drawn it: a key pressed before then is
  // lost, as a person's would be, and a slow CI machine can take seconds to get there.
  await expect(root(page)).not.toHaveAttribute('inert');
  await page.getByRole('searchbox', { name: 'Search for a service' }).press('Enter');
  await expect(page).toHaveURL(/\/customer\/book/);
  await expect(page).toHaveTitle('Book a cleaning | Limpa');
  const next = page.getByRole('button', { name: 'Continue' });

  // 1. Property type: T2 by default; T3 recurring costs 60.00.
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await expect(page.getByRole('radio', { name: /^T2/ })).toBeChecked();
  await page.getByRole('radio', { name: /^T3/ }).check();
  await page.getByRole('switch', { name: 'Recurring Cleaning' }).click();
  await expect(page.getByRole('radio', { name: /^T3/ })).toHaveAccessibleName(/€60\.00/);
  await next.click();

  // 2. Location: the only (default) address is chosen.
  await expect(page.getByRole('heading', { level: 2, name: 'Location' })).toBeVisible();
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByRole('radio', { name: /Rua Augusta 100, 1100-053 Lisboa/ })).toBeChecked();
  await next.click();

  // 3. Date & Time.
  await expect(page.getByRole('heading', { level: 2, name: 'Date & Time' })).toBeVisible();
  await expect(next).toBeDisabled();
  // A time Ana is free at: other journeys (recurring series among them) book her too.
  const day = futureWorkday();
  const anaTimes = await freeTimesOf(page, await anaUserId(page), day.iso);
  const { date, time } = await pickDateAndTime(page, day, ENGLISH_DATE_STEP, anaTimes);
  await next.click();

  // 4. Add-ons.
  await expect(page.getByRole('heading', { level: 2, name: 'Optional Add-ons' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Oven Cleaning/ }).check();
  await next.click();

  // 5. Cleaner.
  await expect(page.getByRole('heading', { level: 2, name: 'Choose Your Cleaner' })).toBeVisible();
  const ana = page.getByRole('article', { name: 'Ana Silva' });
  await ana.getByRole('button', { name: 'Book Now' }).click();
  await expect(ana.getByRole('button', { name: 'Selected' })).toBeVisible();
  // Message opens the pre-booking conversation over the wizard; closing it keeps every choice.
  await ana.getByRole('button', { name: 'Message' }).click();
  const message = page.getByRole('dialog', { name: 'Message Ana Silva' });
  await expect(message.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(message).toBeHidden();
  await expect(page).toHaveURL(/step=5/);
  await expect(ana.getByRole('button', { name: 'Selected' })).toBeVisible();
  await next.click();

  // 6. Payment & Review.
  await expect(page.getByRole('heading', { level: 2, name: 'Payment & Review' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  const summary = page.getByRole('region', { name: 'Booking summary' });
  await expect(summary.getByText('Ana Silva')).toBeVisible();
  await expect(summary.getByText('€80.00')).toBeVisible();
  await page.getByRole('button', { name: 'Book Now' }).click();

  await expect(toast(page, 'Booking Created!')).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);

  const res = await page.request.get('/api/v1/bookings?as=customer');
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as {
    items: {
      homeType: string;
      isRecurring: boolean;
      bookingDate: string;
      bookingTime: string;
      totalAmountCents: number;
      basePriceCents: number;
      addOnsTotalCents: number;
      currency: string;
      status: string;
      extras: string[];
      cleaner: { fullName: string } | null;
      seriesId: string | null;
    }[];
  };
  // Recurring: the first visit, then the weekly visits of its series (decision 019), each at the same price.
  expect(items.length).toBeGreaterThan(1);
  expect(new Set(items.map((b) => b.seriesId)).size).toBe(1);
  expect(items.every((b) => b.totalAmountCents === 8000 && b.bookingTime === time)).toBe(true);
  expect(items[0]).toMatchObject({
    homeType: 'T3',
    isRecurring: true,
    bookingDate: date,
    bookingTime: time,
    basePriceCents: 6000,
    addOnsTotalCents: 2000,
    totalAmountCents: 8000,
    currency: 'EUR',
    status: 'pending',
    extras: ['Oven Cleaning'],
    cleaner: { fullName: 'Ana Silva' },
  });

  // The home shows it as the next booking, and My bookings lists it with the right total.
  await expect(page.getByRole('link', { name: 'View Details' })).toBeVisible();
  await page.goto('/customer/bookings');
  await expect(page.getByText('€80.00').first()).toBeVisible();
  await expect(page.getByText('Pending').first()).toBeVisible();
});

test('?cleaner= preselects that cleaner: her card on the date step, her times, and her selected', async ({
  page,
  request,
}) => {
  await customerWithAddressAndCard(page, request);
  const anaId = await anaUserId(page);
  await page.goto(`/customer/book?cleaner=${anaId}`);
  const next = page.getByRole('button', { name: 'Continue' });
  await next.click();
  await expect(page).toHaveURL(/cleaner=.*step=2|step=2.*cleaner=/);
  await next.click();

  const chosen = page.getByRole('region', { name: 'Your chosen cleaner' });
  await expect(chosen.getByRole('heading', { name: 'Ana Silva' })).toBeVisible();
  await expect(page.getByText("Only Ana Silva's free times are shown.")).toBeVisible();
  await pickDateAndTime(page);
  await next.click();
  await next.click();

  await expect(page.getByRole('heading', { level: 2, name: 'Choose Your Cleaner' })).toBeVisible();
  // Ana is the one cleaner offered at her time, already chosen; "Any available cleaner" stays the other way.
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toHaveAccessibleName('Any available cleaner');
  await expect(
    page.getByRole('article', { name: 'Ana Silva' }).getByRole('button', { name: 'Selected' }),
  ).toBeVisible();
  await expect(next).toBeEnabled();

  // The browser's back button steps back through the wizard.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Optional Add-ons' })).toBeVisible();
});
