import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Request, test } from '@playwright/test';
import { signInThroughForm } from '../fixtures/accounts';
import { approvedCleaner, bookFirstFreeSlot, customerReadyToBook } from '../fixtures/api-actors';
import { startBookingInThePast } from '../fixtures/database';
import { expectInLanguage, say } from '../fixtures/languages';
import { phone } from '../fixtures/phone';

/**
 * Tips (issue 35, decision 076) at 390 px: a customer tips 15 % on a completed cleaning from My Bookings and reads
 * "You tipped X"; the cleaner, in a browser of their own, finds the tip in the job's detail, in the wallet and
 * among their notifications; in English and in European Portuguese (EUR, Lisboa). In Portuguese an "Other amount"
 * above the booking's total first shows the range error and charges nothing. A booking cannot be completed before
 * its start, so its start is moved into the past (startBookingInThePast), as complaint.spec.ts does; nothing here
 * depends on today's date beyond "now".
 */
/** The in-app notification's title as the server writes it in `locale` (apps/api/src/locales). */
const tipNotificationTitle = (locale: string): string =>
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, `../../apps/api/src/locales/${locale}/notifications.json`),
      'utf8',
    ),
  ).tip_received.title;

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const locale of ['en', 'pt-PT'] as const) {
  test(`a customer tips 15 % and the cleaner sees it (${locale})`, async ({ browser, baseURL }) => {
    const s = (key: string, vars?: Record<string, string | number>) => say(locale, key, vars);
    const cleaner = await approvedCleaner(baseURL!, `Tina Gorjeta ${locale}`, locale);
    const customer = await customerReadyToBook(baseURL!, 'Tomas Tip', 'Lisboa', locale);
    const booking = await bookFirstFreeSlot(customer, cleaner.userId);
    expect(booking.currency).toBe('EUR');
    const confirm = await cleaner.ctx.post(`/api/v1/bookings/${booking.id}/confirm`, { data: {} });
    expect(confirm.status(), await confirm.text()).toBe(200);
    await startBookingInThePast(booking.id);
    const done = await cleaner.ctx.post(`/api/v1/bookings/${booking.id}/complete`, {
      data: { hoursWorked: 2.5 },
    });
    expect(done.status(), await done.text()).toBe(200);
    const completed = await (await customer.ctx.get(`/api/v1/bookings/${booking.id}`)).json();
    const totalCents: number = completed.finalTotalCents ?? completed.totalAmountCents;
    // 15 % of what was paid, rounded half up to the cent (docs/product-rules.md#tips).
    const tipCents = Math.floor((totalCents * 15 + 50) / 100);
    const money = (cents: number) =>
      new Intl.NumberFormat(locale === 'en' ? 'en-CA' : locale, {
        style: 'currency',
        currency: booking.currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(cents / 100);
    const tip = money(tipCents);

    const page = await phone(browser, baseURL!);
    const tipRequests: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/tip$/.test(new URL(request.url()).pathname))
        tipRequests.push(request);
    });
    await signInThroughForm(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/customer\/dashboard$/);
    await page.goto(`/customer/bookings?booking=${booking.id}`);
    const detail = page.getByRole('dialog');
    const section = detail.getByRole('region', { name: s('myBookings.tip.heading') });
    await expect(section).toBeVisible();

    if (locale === 'pt-PT') {
      // One cent above the total: the range error, no confirmation, no charge.
      await section.getByRole('button', { name: s('myBookings.tip.other') }).click();
      const over = totalCents + 1;
      await section
        .getByLabel(s('myBookings.tip.amount', { currency: booking.currency }))
        .fill(`${Math.floor(over / 100)},${String(over % 100).padStart(2, '0')}`);
      await section.getByRole('button', { name: s('myBookings.tip.continue'), exact: true }).click();
      await expect(section.getByText(s('myBookings.tip.range', { max: money(totalCents) }))).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expectInLanguage(page, locale);
      expect(tipRequests).toEqual([]);
      const untouched = await (await customer.ctx.get(`/api/v1/bookings/${booking.id}`)).json();
      expect(untouched.tip ?? null).toBeNull();
    }

    await section
      .getByRole('button', {
        name: new RegExp(`^${literally(s('myBookings.tip.percent', { percent: 15 }))}`),
      })
      .click();
    await section.getByRole('button', { name: s('myBookings.tip.give', { amount: tip }) }).click();
    const ask = page.getByRole('alertdialog', { name: s('myBookings.tip.confirmTitle', { amount: tip }) });
    await expect(ask).toBeVisible();
    await expectInLanguage(page, locale);
    await ask.getByRole('button', { name: s('myBookings.tip.confirm') }).click();
    await expect(detail.getByText(s('myBookings.tip.done', { amount: tip }))).toBeVisible();
    await expect(ask).toBeHidden();
    await expectInLanguage(page, locale);
    expect(tipRequests).toHaveLength(1);
    await page.context().close();

    // The cleaner, signed in elsewhere: the job's detail, the wallet, the notification.
    const cleanerPage = await phone(browser, baseURL!);
    await signInThroughForm(cleanerPage, cleaner.email, cleaner.password);
    await expect(cleanerPage).toHaveURL(/\/provider\/dashboard$/);
    await cleanerPage.goto(`/provider/jobs?booking=${booking.id}`);
    await expect(
      cleanerPage.getByRole('dialog').getByText(say(locale, 'cleanerJobs.detail.tip', { amount: tip })),
    ).toBeVisible();
    await expectInLanguage(cleanerPage, locale);

    await cleanerPage.goto('/provider/wallet');
    const history = cleanerPage.getByRole('region', { name: s('cleanerWallet.transactions.heading') });
    await expect(
      history
        .getByRole('listitem')
        .filter({ hasText: booking.bookingDate })
        .filter({ hasText: s('cleanerWallet.transactions.plus', { amount: tip }) }),
    ).toHaveCount(1);
    await expectInLanguage(cleanerPage, locale);

    await cleanerPage.goto('/notifications');
    await expect(
      cleanerPage
        .getByRole('link')
        .filter({ hasText: tipNotificationTitle(locale) })
        .filter({ hasText: tip }),
    ).toBeVisible();
    await expectInLanguage(cleanerPage, locale);
    await cleanerPage.context().close();
  });
}
