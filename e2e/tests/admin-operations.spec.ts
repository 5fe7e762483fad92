import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, OPS_ADMIN, signInThroughForm, toast } from '../fixtures/accounts';
import { actor, bookFirstFreeSlot, customerReadyToBook } from '../fixtures/api-actors';
import { startBookingInThePast } from '../fixtures/database';

// Payout runs and review moderation are platform-wide: these journeys run one after the other.
test.describe.configure({ mode: 'serial' });

const JOAO = 'joao@limpa.test';

interface Earnings {
  transactions: { id: string; type: 'payment' | 'withdrawal'; amountCents: number; date: string }[];
}

async function signInAsAdmin(page: Page) {
  await signInThroughForm(page, OPS_ADMIN.email, OPS_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test('a completed, paid booking shows in All Bookings, and Run Payouts pays João, who sees the withdrawal', async ({
  page,
  baseURL,
}) => {
  // A new customer in Porto books João with a test card; João confirms (card charged) and completes.
  const customerName = `Eva Ops${Date.now() % 100_000}`;
  const customer = await customerReadyToBook(baseURL!, customerName, 'Porto');
  const cleaners = (await (await customer.ctx.get('/api/v1/providers?q=Jo%C3%A3o')).json()) as {
    items: { userId: string; fullName: string }[];
  };
  const joao = cleaners.items.find((p) => p.fullName === 'João Costa');
  expect(joao, 'demo cleaner João Costa').toBeTruthy();
  const booking = await bookFirstFreeSlot(customer, joao!.userId);

  const joaoApi = await actor(baseURL!, JOAO, DEMO_PASSWORD);
  const confirmed = await joaoApi.post(`/api/v1/bookings/${booking.id}/confirm`, { data: {} });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await startBookingInThePast(booking.id);
  const completed = await joaoApi.post(`/api/v1/bookings/${booking.id}/complete`, {
    data: { hoursWorked: 2.5 },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  expect((await completed.json()).booking).toMatchObject({ status: 'completed', paymentStatus: 'paid' });

  // All Bookings: found by the customer's name, completed and paid, with its detail.
  await signInAsAdmin(page);
  await page.goto('/admin/bookings');
  await expect(page).toHaveTitle('All Bookings | Limpa');
  await expect(page.getByRole('heading', { level: 1, name: 'All Bookings' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Booking figures' });
  await expect(figures.getByText('Revenue')).toBeVisible();
  await expect(figures.getByText('EUR')).toBeVisible();
  // The figures are a list of terms and values: each card one term and its value, as a <dl> allows.
  const figuresAxe = await new AxeBuilder({ page })
    .include('main')
    .withRules(['definition-list', 'dlitem'])
    .analyze();
  expect(figuresAxe.violations).toEqual([]);
  expect(figuresAxe.passes.map((rule) => rule.id)).toEqual(
    expect.arrayContaining(['definition-list', 'dlitem']),
  );

  await page.getByRole('searchbox', { name: 'Search' }).fill(customerName);
  await expect(page).toHaveURL(
    new RegExp(`q=${encodeURIComponent(customerName).replace('%20', '(\\+|%20)')}`),
  );
  const rows = page.getByRole('list', { name: 'Bookings' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row.getByText(customerName)).toBeVisible();
  await expect(row.getByText('João Costa')).toBeVisible();
  await expect(row.getByText('Completed', { exact: true })).toBeVisible();
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row.getByText('€55.00')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    `/api/v1/admin/bookings.csv?q=${encodeURIComponent(customerName).replace('%20', '+')}`,
  );

  await row.getByRole('button', { name: /^View details/ }).click();
  const detail = page.getByRole('dialog', { name: `Booking ${booking.id.slice(0, 8)}` });
  await expect(detail.getByText('Rua de Santa Catarina 1', { exact: false })).toBeVisible();
  await expect(
    detail.locator('div', { has: page.getByText('Final total', { exact: true }) }).last(),
  ).toContainText('€55.00');
  await expect(
    detail.locator('div', { has: page.getByText('Platform fee', { exact: true }) }).last(),
  ).toContainText('€6.71');
  await expect(
    detail.locator('div', { has: page.getByText('Provider earnings', { exact: true }) }).last(),
  ).toContainText('€38.01');
  await expect(detail.getByRole('list', { name: 'Charges' }).getByText('Succeeded')).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();

  // The dashboard's "Payment issues" link lands on the failed-payment filter.
  await page.goto('/admin/bookings?paymentStatus=failed');
  await expect(page.getByRole('combobox', { name: 'Payment' })).toHaveText('Failed payment');

  // Payouts: João has money available; Run Payouts pays it.
  await page.goto('/admin/payouts');
  await expect(page).toHaveTitle('Payouts | Limpa');
  const joaoBalance = page
    .getByRole('list', { name: 'Cleaner balances' })
    .getByRole('listitem')
    .filter({ hasText: 'João Costa' });
  await expect(joaoBalance).toBeVisible();
  await expect(joaoBalance.getByText(/^€\d/).first()).not.toHaveText('€0.00');
  const runStartedAt = Date.now();
  await page.getByRole('button', { name: 'Run Payouts' }).click();
  const confirm = page.getByRole('alertdialog', { name: "Pay every cleaner's available balance now?" });
  await confirm.getByRole('button', { name: 'Run Payouts' }).click();
  await expect(toast(page, 'Payouts recorded')).toBeVisible();
  await expect(toast(page, /payouts? created\./)).toBeVisible();
  await expect(joaoBalance.getByText(/^€\d/).first()).toHaveText('€0.00');
  await expect(
    page
      .getByRole('list', { name: 'Recent payouts' })
      .getByRole('listitem')
      .filter({ hasText: 'João Costa' })
      .first(),
  ).toBeVisible();

  // João's wallet shows the payout as a withdrawal.
  const earnings = (await (await joaoApi.get('/api/v1/me/earnings')).json()) as Earnings;
  const withdrawals = earnings.transactions.filter(
    (t) => t.type === 'withdrawal' && Date.parse(t.date) >= runStartedAt - 60_000,
  );
  expect(withdrawals.length).toBeGreaterThan(0);
  // This booking's earnings (85 % of 44.72, the 55.00 before IVA) are part of it.
  expect(withdrawals[0]!.amountCents).toBeGreaterThanOrEqual(3801);
  await joaoApi.dispose();
  await customer.ctx.dispose();
});

test("João's payout e-mail has an unsubscribe link: opened signed out at 390 px, confirmed, the switch is off", async ({
  page,
  request,
}) => {
  // The payout of the journey above mailed João; payout e-mails are optional, so the mail links to /unsubscribe.
  const payoutMail = async () => {
    const mails = (await (await request.get('/api/dev/outbox')).json()) as {
      to: string;
      subject: string;
      text: string;
      headers: Record<string, string> | null;
    }[];
    return mails.find((m) => m.to === JOAO && m.subject.startsWith('Payout of'));
  };
  await expect.poll(payoutMail, { message: 'the payout mail to João' }).toBeDefined();
  const mail = (await payoutMail())!;
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const link = mail.text.match(/Stop these e-mails: (\S+\/unsubscribe\?token=\S+)/)?.[1];
  expect(link, mail.text).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Stop these e-mails' })).toBeVisible();
  await expect(page.getByText('Stop e-mails about: Payout sent?')).toBeVisible();
  await page.getByRole('button', { name: 'Stop these e-mails' }).click();
  await expect(page.getByText('Done. We will no longer e-mail you about: Payout sent.')).toBeVisible();

  await signInThroughForm(page, JOAO, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/provider\//);
  await page.goto('/provider/portal?tab=profile');
  await expect(page.getByRole('switch', { name: 'E-mail: Payout sent' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'E-mail: Booking reminders' })).toBeChecked();
});

test('Reviews lists the seeded reviews; hiding one works and showing it restores it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/reviews');
  await expect(page).toHaveTitle('Reviews and Reports | Limpa');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews and Reports' })).toBeVisible();

  const reviews = page.getByRole('list', { name: 'Reviews' });
  // A seeded review: Emily's four-star bathroom review.
  const review = reviews
    .getByRole('article', { name: 'Review of Emily Tremblay' })
    .filter({ hasText: 'Great attention to detail in the bathroom.' });
  await expect(review).toBeVisible();
  await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(reviews.getByText('“Spotless kitchen and very friendly.”').first()).toBeVisible();

  await review.getByRole('button', { name: /^Hide / }).click();
  await expect(toast(page, 'Review hidden')).toBeVisible();
  await expect(review.getByText('Hidden', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Hidden' }).click();
  await expect(page).toHaveURL(/show=hidden/);
  const hidden = page
    .getByRole('list', { name: 'Reviews' })
    .getByRole('article', { name: 'Review of Emily Tremblay' })
    .filter({ hasText: 'Great attention to detail in the bathroom.' });
  await expect(hidden).toBeVisible();

  // Its booking opens in All Bookings.
  const bookingLink = hidden.getByRole('link', { name: /^Booking / });
  const shortId = ((await bookingLink.textContent()) ?? '').replace('Booking', '').trim();
  await bookingLink.click();
  await expect(page).toHaveURL(/\/admin\/bookings\?booking=/);
  await expect(page.getByRole('dialog', { name: `Booking ${shortId}` })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/reviews\?show=hidden$/);

  await hidden.getByRole('button', { name: /^Show / }).click();
  await expect(toast(page, 'Review visible again')).toBeVisible();
  await page.getByRole('tab', { name: 'Visible' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Reviews' })
      .getByRole('article', { name: 'Review of Emily Tremblay' })
      .filter({ hasText: 'Great attention to detail in the bathroom.' }),
  ).toBeVisible();
});
