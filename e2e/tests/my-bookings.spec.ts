import { type APIRequestContext, expect, test } from '@playwright/test';
import { createAccount, signInThroughForm, toast } from '../fixtures/accounts';

interface Booking {
  id: string;
  startsAt: string;
  timeZone: string;
  status: string;
  totalAmountCents: number;
  currency: string;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** A customer with a Lisboa address, a saved card and a pending booking with the demo cleaner Ana. */
async function customerWithBooking(request: APIRequestContext) {
  const account = await createAccount(request, 'customer', 'Marta Lopes');
  const address = await ok<{ id: string }>(
    await request.post('/api/v1/me/addresses', {
      data: {
        addressType: 'primary',
        firstName: 'Marta',
        lastName: 'Lopes',
        email: account.email,
        country: 'portugal',
        streetAddress: 'Rua Augusta 100',
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

  // About ten days ahead; other journeys may book Ana too, so try the next day or slot on a clash.
  for (let days = 10; days < 20; days++) {
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
      return { account, booking: (await response.json()) as Booking };
    }
  }
  throw new Error('no free slot for Ana');
}

test('a customer sees the next booking at home, finds it under Upcoming, cancels it and finds it under Past', async ({
  page,
  request,
}) => {
  const { account, booking } = await customerWithBooking(request);
  expect(booking.status).toBe('pending');
  expect(booking.currency).toBe('EUR');
  const when = new Date(booking.startsAt);
  const date = new Intl.DateTimeFormat('en-CA', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: booking.timeZone,
  }).format(when);
  const time = new Intl.DateTimeFormat('en-CA', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: booking.timeZone,
  }).format(when);
  const total = `€${(booking.totalAmountCents / 100).toFixed(2)}`;

  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page).toHaveTitle('Home | Limpa');
  await expect(page.getByText('Hi, Marta')).toBeVisible();

  // Home: the booking is the next one.
  const next = page.getByRole('region', { name: 'Your next cleaning' });
  await expect(next.getByText('House Cleaning')).toBeVisible();
  await expect(next.getByText(`${date} · ${time}`)).toBeVisible();
  await expect(next.getByText('Ana Silva')).toBeVisible();
  await expect(next.getByText('Pending')).toBeVisible();
  // Ana serves Lisboa, so she is among the cleaners near this customer.
  await expect(
    page
      .getByRole('region', { name: 'Cleaners near you' })
      .getByRole('link', { name: 'Book Now with Ana Silva' }),
  ).toBeVisible();

  await next.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/bookings\\?booking=${booking.id}$`));
  const detail = page.getByRole('dialog', { name: 'House Cleaning' });
  await expect(detail.getByText('Unpaid — charged after your cleaner confirms')).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();
  await expect(page).toHaveURL(/\/customer\/bookings$/);

  // My bookings: under Upcoming, pending, with the right total.
  await expect(page).toHaveTitle('My Bookings | Limpa');
  await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  const upcoming = page.getByRole('tabpanel', { name: 'Upcoming' }).getByRole('listitem');
  await expect(upcoming).toHaveCount(1);
  await expect(upcoming.getByText('Pending')).toBeVisible();
  await expect(upcoming.getByText(`${date} · ${time}`)).toBeVisible();
  await expect(upcoming.getByText(total)).toBeVisible();

  // Cancel it (more than 24 h ahead: free).
  await upcoming.getByRole('button', { name: /^View Details/ }).click();
  await detail.getByRole('button', { name: 'Cancel booking' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Yes, cancel booking' })
    .click();
  await expect(toast(page, 'Booking Cancelled')).toBeVisible();
  await expect(detail.getByText('Cancelled', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await expect(page.getByRole('heading', { name: 'No upcoming bookings' })).toBeVisible();
  await page.getByRole('tab', { name: 'Past' }).click();
  const past = page.getByRole('tabpanel', { name: 'Past' }).getByRole('listitem');
  await expect(past).toHaveCount(1);
  await expect(past.getByText('Cancelled')).toBeVisible();
  await expect(past.getByText(total)).toBeVisible();

  // And the home no longer shows it.
  await page.goto('/customer/dashboard');
  await expect(page.getByRole('region', { name: 'No cleanings booked yet' })).toBeVisible();
});
