import { expect, test } from '@playwright/test';
import { OPS_ADMIN, signInThroughForm, toast } from '../fixtures/accounts';
import { approvedCleaner, bookFirstFreeSlot, customerReadyToBook } from '../fixtures/api-actors';

const NEXT_YEAR = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

// Issue 12 on the local processor: the card 4000 0027 6000 3184 is saved normally, but its bank asks the
// customer to authenticate every off-session charge (3-D Secure). The customer does it from My bookings.
test('a card that needs authentication: the cleaner confirms, the customer confirms the payment with the bank and the booking is paid', async ({
  page,
  browser,
  baseURL,
}) => {
  const cleaner = await approvedCleaner(baseURL!, 'Sofia Recovery');
  const customer = await customerReadyToBook(baseURL!, 'Helena Recovery');

  // The customer saves the authentication card through the card form and makes it the default.
  await signInThroughForm(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await page.goto('/customer/payments');
  await page.getByRole('button', { name: 'Add Card' }).first().click();
  const addCard = page.getByRole('dialog', { name: 'Add Card' });
  await addCard.getByLabel('Card number').pressSequentially('4000002760003184');
  await addCard.getByLabel('Expiry (MM/YY)').pressSequentially(`12${NEXT_YEAR}`);
  await addCard.getByLabel('CVC').fill('123');
  await addCard.getByRole('checkbox', { name: 'Set as default' }).check();
  await addCard.getByRole('button', { name: 'Save card' }).click();
  await expect(toast(page, 'Payment method added successfully')).toBeVisible();
  const cards = (await (await customer.ctx.get('/api/v1/me/payment-methods')).json()) as {
    id: string;
    lastFour: string;
  }[];
  const sca = cards.find((card) => card.lastFour === '3184');
  expect(sca).toBeTruthy();
  const booking = await bookFirstFreeSlot({ ...customer, cardId: sca!.id }, cleaner.userId);

  // The cleaner confirms: the booking is confirmed, its payment pending on the customer's bank.
  const cleanerContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    timezoneId: 'UTC',
    locale: 'en-GB',
  });
  const cleanerPage = await cleanerContext.newPage();
  await signInThroughForm(cleanerPage, cleaner.email, cleaner.password);
  await expect(cleanerPage).toHaveURL(/\/provider\/dashboard$/);
  await cleanerPage.goto('/provider/portal?tab=bookings');
  const job = cleanerPage.getByRole('article').filter({ hasText: 'Helena Recovery' }).first();
  await job.getByRole('button', { name: /^Confirm/ }).click();
  await expect(toast(cleanerPage, /payment pending until the customer's bank confirms it/)).toBeVisible();
  await expect(job.getByText('Payment pending')).toBeVisible();

  // The customer sees the banner, confirms with the (stand-in) bank and the booking is paid.
  await page.goto('/customer/bookings');
  const item = page.getByRole('tabpanel', { name: 'Upcoming' }).getByRole('listitem').first();
  const banner = item.getByRole('region', { name: 'Your bank needs you to confirm this payment' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Confirm payment' }).click();
  const bank = page.getByRole('dialog', { name: 'Confirm this payment with your bank' });
  await expect(bank.getByText(`€${(booking.totalAmountCents / 100).toFixed(2)} to pay`)).toBeVisible();
  await bank.getByRole('button', { name: 'Authorize' }).click();
  await expect(toast(page, 'Payment confirmed')).toBeVisible();
  await expect(bank).toBeHidden();
  await expect(banner).toBeHidden();

  await item.getByRole('button', { name: /^View Details/ }).click();
  const detail = page.getByRole('dialog', { name: 'House Cleaning' });
  await expect(detail.getByText('Paid', { exact: true })).toBeVisible();
  const paid = await (await customer.ctx.get(`/api/v1/bookings/${booking.id}`)).json();
  expect(paid).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });

  // The cleaner's job no longer waits for the money.
  await cleanerPage.reload();
  await expect(
    cleanerPage.getByRole('article').filter({ hasText: 'Helena Recovery' }).first().getByText('Confirmed'),
  ).toBeVisible();
  await expect(
    cleanerPage
      .getByRole('article')
      .filter({ hasText: 'Helena Recovery' })
      .first()
      .getByText('Payment pending'),
  ).toHaveCount(0);
  await cleanerContext.close();
});

test('an admin refunds part of a paid booking through the refund dialog, bounded by what is left', async ({
  page,
  baseURL,
}) => {
  const cleaner = await approvedCleaner(baseURL!, 'Tiago Refund');
  const { admin } = cleaner;
  const customer = await customerReadyToBook(baseURL!, 'Ines Refund');
  const booking = await bookFirstFreeSlot(customer, cleaner.userId);
  const confirmed = await cleaner.ctx.post(`/api/v1/bookings/${booking.id}/confirm`, { data: {} });
  expect((await confirmed.json()).booking).toMatchObject({ paymentStatus: 'paid' });
  const total = booking.totalAmountCents;
  const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

  await signInThroughForm(page, OPS_ADMIN.email, OPS_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/bookings?booking=${booking.id}`);
  const detail = page.getByRole('dialog', { name: `Booking ${booking.id.slice(0, 8)}` });
  await detail.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund' });
  await expect(refund.getByText(`Up to ${euros(total)}`, { exact: true })).toBeVisible();

  // More than was paid is refused in the dialog; a partial refund with a reason goes through.
  const amount = refund.getByLabel('Amount (EUR)');
  await amount.fill(((total + 1) / 100).toFixed(2));
  await refund.getByLabel('Reason').fill('Kitchen not cleaned');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund.getByRole('alert')).toHaveText(`Enter an amount above zero and up to ${euros(total)}.`);
  await amount.fill('20.00');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(toast(page, 'Refunded €20.00')).toBeVisible();
  await expect(refund).toBeHidden();
  await expect(detail.getByText('Refunded so far: €20.00')).toBeVisible();

  const after = await (await admin.get(`/api/v1/admin/bookings/${booking.id}`)).json();
  expect(after).toMatchObject({ paymentStatus: 'paid', refundedCents: 2000 });
  // The API holds the bound too: what is left plus one cent is "Refund Too Large".
  const tooLarge = await admin.post(`/api/v1/admin/bookings/${booking.id}/refunds`, {
    data: { amountCents: total - 2000 + 1, reason: 'Too much' },
  });
  expect(tooLarge.status()).toBe(422);
  expect((await tooLarge.json()).title).toBe('Refund Too Large');
});

// docs/product-rules.md#payments: a declined off-session charge leaves the booking confirmed with "Pay now";
// the customer pays with another card from My bookings.
test('a declined card: the booking stays confirmed, and Pay now with another card pays it', async ({
  page,
  baseURL,
}) => {
  const cleaner = await approvedCleaner(baseURL!, 'Rita Declined');
  const customer = await customerReadyToBook(baseURL!, 'Tomás Declined');
  const token = await customer.ctx.post('/api/v1/payments/local/tokens', {
    data: { number: '4000000000000002', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' },
  });
  const saved = await customer.ctx.post('/api/v1/me/payment-methods', {
    data: { token: (await token.json()).token },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const declining = (await saved.json()) as { id: string };
  const booking = await bookFirstFreeSlot({ ...customer, cardId: declining.id }, cleaner.userId);
  const confirm = await cleaner.ctx.post(`/api/v1/bookings/${booking.id}/confirm`);
  expect((await confirm.json()).payment.status).toBe('failed');

  await signInThroughForm(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await page.goto('/customer/bookings');
  const item = page.getByRole('tabpanel', { name: 'Upcoming' }).getByRole('listitem').first();
  const banner = item.getByRole('region', { name: 'Payment failed' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Pay now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay now' });
  await dialog.getByRole('radio', { name: /ending in 4242/ }).check();
  await dialog.getByRole('button', { name: /^Pay €/ }).click();
  await expect(toast(page, 'Payment confirmed')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(banner).toBeHidden();
  const paid = await (await customer.ctx.get(`/api/v1/bookings/${booking.id}`)).json();
  expect(paid).toMatchObject({
    status: 'confirmed',
    paymentStatus: 'paid',
    paymentMethodId: customer.cardId,
  });
});
