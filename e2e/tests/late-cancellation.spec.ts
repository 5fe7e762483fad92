import { expect, test } from '@playwright/test';
import { signInThroughForm, toast } from '../fixtures/accounts';
import { approvedCleaner, bookFirstFreeSlot, customerReadyToBook } from '../fixtures/api-actors';
import { startBookingMinutesFromNow } from '../fixtures/database';
import { expectInLanguage, expectNoOverflow, say } from '../fixtures/languages';

/**
 * Decision 069 on a 390 px phone: a customer cancels a confirmed booking that starts in 2 hours, reads the
 * late-cancellation fee with its amount before confirming, and the booking then shows the late cancellation.
 * The booking is made the usual way (from the earliest start on) and its start then moved near now in the
 * database, so the journey holds whatever today's date and hour.
 */
test.use({ viewport: { width: 390, height: 844 } });

for (const locale of ['en', 'pt-PT']) {
  test(`in ${locale}: cancelling inside 24 h names the fee first, then shows the late cancellation`, async ({
    page,
    baseURL,
  }) => {
    const cleaner = await approvedCleaner(baseURL!, `Lena Late ${locale}`);
    const customer = await customerReadyToBook(baseURL!, `Luis Late ${locale}`, 'Lisboa', locale);
    const booked = (await bookFirstFreeSlot(customer, cleaner.userId)) as unknown as {
      id: string;
      basePriceCents: number;
      currency: string;
    };
    const confirm = await cleaner.ctx.post(`/api/v1/bookings/${booked.id}/confirm`);
    expect(confirm.status(), await confirm.text()).toBe(200);
    await startBookingMinutesFromNow(booked.id, 120);

    const fee = Math.floor((booked.basePriceCents * 50 + 50) / 100);
    const amount = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: booked.currency,
      minimumFractionDigits: 2,
    }).format(fee / 100);

    await signInThroughForm(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/customer\/dashboard$/);
    await page.goto(`/customer/bookings?booking=${booked.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const detail = page.getByRole('dialog');
    await detail.getByRole('button', { name: say(locale, 'myBookings.cancel.action') }).click();
    const ask = page.getByRole('alertdialog', { name: say(locale, 'myBookings.cancel.confirmTitle') });
    await expect(ask).toContainText(say(locale, 'myBookings.cancel.confirmBodyLateFee', { amount }));
    await expectInLanguage(page, locale);
    await expectNoOverflow(page);
    await ask.getByRole('button', { name: say(locale, 'myBookings.cancel.confirm') }).click();
    await expect(toast(page, say(locale, 'myBookings.cancel.success'))).toBeVisible();

    await expect(detail.getByText(say(locale, 'myBookings.noShow.lateCancelled', { amount }))).toBeVisible();
    await expect(detail.getByRole('button', { name: say(locale, 'myBookings.cancel.action') })).toHaveCount(
      0,
    );
    await expectNoOverflow(page);
  });
}
