import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { createAccount, DEMO_PASSWORD, signInThroughForm, toast } from '../fixtures/accounts';

interface Booking {
  id: string;
  status: string;
  startsAt: string;
  timeZone: string;
  totalAmountCents: number;
  cleanerEarningsCents: number;
  finalTotalCents: number | null;
  finalCleanerEarningsCents: number | null;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

const PHONE = '+351 911 222 333';

/**
 * A new customer with a Lisboa address, a phone and a saved card books the demo cleaner Ana at her first
 * free slot from tomorrow on (the wizard journey books two or more days ahead and My Bookings ten, so
 * they rarely want the same hour; a clash answers 409 and the next slot is tried). Soonest first, the
 * booking is among the 10 the portal shows.
 */
async function bookAna(request: APIRequestContext, baseURL: string, name: string) {
  const account = await createAccount(request, 'customer', name);
  // Sign-up already starts a session; signing in again is what a returning customer does. With a session
  // cookie present, the auth layer wants the request's Origin (CSRF protection).
  await ok(
    await request.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: account.password },
      headers: { origin: new URL(baseURL).origin },
    }),
  );
  await ok(await request.patch('/api/v1/me/profile', { data: { phone: PHONE } }));
  const address = await ok<{ id: string }>(
    await request.post('/api/v1/me/addresses', {
      data: {
        addressType: 'primary',
        firstName: 'Eva',
        lastName: 'Test',
        email: account.email,
        country: 'portugal',
        streetAddress: 'Rua Augusta 1',
        postalCode: '1100-053',
        locality: 'Lisboa',
        district: 'Lisboa',
        propertyType: 'apartment',
        propertyRooms: [],
      },
    }),
  );
  const { token } = await ok<{ token: string }>(
    await request.post('/api/v1/payments/local/tokens', {
      data: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    }),
  );
  const card = await ok<{ id: string }>(
    await request.post('/api/v1/me/payment-methods', { data: { token } }),
  );
  const providers = await ok<{ items: { userId: string; fullName: string }[] }>(
    await request.get('/api/v1/providers?q=Ana'),
  );
  const ana = providers.items.find((p) => p.fullName === 'Ana Silva');
  expect(ana, 'demo cleaner Ana Silva').toBeTruthy();

  for (let days = 1; days < 60; days++) {
    const bookingDate = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const slots = await ok<{ time: string; cleanerIds: string[] }[]>(
      await request.get(
        `/api/v1/slots?date=${bookingDate}&addressId=${address.id}&homeType=T2&cleanerId=${ana!.userId}`,
      ),
    );
    for (const slot of slots.filter((s) => s.cleanerIds.includes(ana!.userId))) {
      const response = await request.post('/api/v1/bookings', {
        data: {
          homeType: 'T2',
          isRecurring: false,
          addressId: address.id,
          bookingDate,
          bookingTime: slot.time,
          addOnIds: [],
          cleanerId: ana!.userId,
          paymentMethodId: card.id,
        },
      });
      if (response.status() === 409) continue;
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as Booking;
    }
  }
  throw new Error('no free slot for Ana');
}

const euro = (cents: number) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(
    cents / 100,
  );

test('Ana confirms a new booking in the portal, completes it with 3.1 hours and sees her earnings grow', async ({
  page,
  request,
  baseURL,
}) => {
  const customerName = `Eva Portal ${randomUUID().slice(0, 6)}`;
  const booking = await bookAna(request, baseURL!, customerName);
  expect(booking.status).toBe('pending');
  const start = new Date(booking.startsAt);
  const when = `${new Intl.DateTimeFormat('en-CA', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: start.getUTCFullYear() === new Date().getUTCFullYear() ? undefined : 'numeric',
    timeZone: booking.timeZone,
  }).format(start)} · ${new Intl.DateTimeFormat('en-CA', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: booking.timeZone,
  }).format(start)}`;

  await signInThroughForm(page, 'ana@limpa.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await expect(page).toHaveTitle('Provider Dashboard | Limpa');
  await expect(page.getByText('Hello, Ana')).toBeVisible();
  const before = await ok<{ totals: { currency: string; totalEarnedCents: number }[] }>(
    await page.request.get('/api/v1/me/earnings?limit=1'),
  );
  const earnedBefore = before.totals.find((row) => row.currency === 'EUR')?.totalEarnedCents ?? 0;
  const earnings = page.getByRole('region', { name: 'Earnings' });
  // The first figure is the total earned (this month may show the same amount).
  await expect(earnings.getByText(euro(earnedBefore), { exact: true }).first()).toBeVisible();

  // New Task opens the portal; the Bookings tab lists the request with the customer and the area only: the
  // phone and the street come with the confirmation.
  await page.getByRole('link', { name: 'New Task' }).click();
  await expect(page).toHaveURL(/\/provider\/portal$/);
  await expect(page).toHaveTitle('Provider Portal | Limpa');
  await page.getByRole('tab', { name: 'Bookings' }).click();
  await expect(page).toHaveURL(/\/provider\/portal\?tab=bookings$/);
  const card = page.getByRole('article').filter({ hasText: customerName });
  await expect(card).toBeVisible();
  await expect(card.getByText(when)).toBeVisible();
  await expect(card.getByText('Pending')).toBeVisible();
  await expect(card.getByRole('link', { name: /^Call / })).toHaveCount(0);
  await expect(card.getByText('Rua Augusta 1', { exact: false })).toHaveCount(0);
  await expect(card.getByText(euro(booking.totalAmountCents))).toBeVisible();
  await expect(card.getByText(euro(booking.cleanerEarningsCents))).toBeVisible();
  await expect(card.getByRole('button', { name: /^Complete/ })).toHaveCount(0);

  // Confirm: the card is charged.
  await card.getByRole('button', { name: /^Confirm/ }).click();
  await expect(toast(page, 'Booking Confirmed & Payment Charged')).toBeVisible();
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Confirm/ })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  await expect(card.getByRole('link', { name: `Call ${customerName} on ${PHONE}` })).toHaveAttribute(
    'href',
    'tel:+351911222333',
  );
  await expect(card.getByText('Rua Augusta 1', { exact: false })).toBeVisible();

  // Complete Job with 3.1 hours: booked 2.5 h, so 36 minutes over → 2 blocks of €10.00.
  await card.getByRole('button', { name: /^Complete/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Job' });
  const submit = dialog.getByRole('button', { name: 'Confirm Time' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Hours worked').fill('3.1');
  await expect(dialog.getByText('36 min over the booking (2 × €10.00).', { exact: false })).toBeVisible();
  await expect(dialog.getByText(euro(booking.totalAmountCents + 2000))).toBeVisible();
  await submit.click();
  await expect(toast(page, 'Job Completed!')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Completed, it leaves the open list and shows under History with its final figures.
  await expect(card).toHaveCount(0);

  const completed = await ok<Booking>(await request.get(`/api/v1/bookings/${booking.id}`));
  expect(completed).toMatchObject({
    status: 'completed',
    finalTotalCents: booking.totalAmountCents + 2000,
  });
  const earned = completed.finalCleanerEarningsCents!;

  await page.getByRole('button', { name: 'History' }).click();
  const done = page.getByRole('article').filter({ hasText: customerName });
  await expect(done.getByText('Completed', { exact: true })).toBeVisible();
  await expect(done.getByText('3.1 h worked')).toBeVisible();
  await expect(done.getByText(euro(earned))).toBeVisible();

  // The dashboard's earnings include the job.
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await expect(earnings.getByText(euro(earnedBefore + earned), { exact: true }).first()).toBeVisible();
});
