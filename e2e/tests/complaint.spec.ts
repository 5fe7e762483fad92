import { type Browser, expect, test } from '@playwright/test';
import { signInThroughForm, toast } from '../fixtures/accounts';
import { approvedCleaner, bookFirstFreeSlot, customerReadyToBook, newAccount } from '../fixtures/api-actors';
import { promoteToAdmin, startBookingInThePast } from '../fixtures/database';
import { expectInLanguage, say } from '../fixtures/languages';

/**
 * Complaints (decision 070), at 390 px: a customer complains about a completed cleaning, an admin decides a free
 * re-clean with the same cleaner, and the customer finds the new booking in their list; in English and in
 * European Portuguese. A booking cannot be completed before its start, so its start is moved into the past
 * (startBookingInThePast), as the other journeys that need a completed booking do; the re-clean's day is the
 * day after the booking's, so nothing here depends on today's date.
 */
const phone = (browser: Browser, baseURL: string) =>
  browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    extraHTTPHeaders: { origin: new URL(baseURL).origin },
  });

const dayAfter = (iso: string) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

for (const locale of ['en', 'pt-PT'] as const) {
  test(`a complaint ends in a free re-clean the customer sees (${locale})`, async ({ browser, baseURL }) => {
    const s = (key: string, vars?: Record<string, string | number>) => say(locale, key, vars);
    const cleaner = await approvedCleaner(baseURL!, `Rosa Reclean ${locale}`);
    const customer = await customerReadyToBook(baseURL!, `Clara Queixa`, 'Lisboa', locale);
    const booking = await bookFirstFreeSlot(customer, cleaner.userId);
    expect((await cleaner.ctx.post(`/api/v1/bookings/${booking.id}/confirm`, { data: {} })).status()).toBe(
      200,
    );
    await startBookingInThePast(booking.id);
    const done = await cleaner.ctx.post(`/api/v1/bookings/${booking.id}/complete`, {
      data: { hoursWorked: 2.5 },
    });
    expect(done.status(), await done.text()).toBe(200);

    // The customer complains from the completed booking's detail.
    const customerContext = await phone(browser, baseURL!);
    const page = await customerContext.newPage();
    await signInThroughForm(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/customer\/dashboard$/);
    await page.goto(`/customer/bookings?booking=${booking.id}`);
    const detail = page.getByRole('dialog');
    await detail.getByRole('button', { name: s('myBookings.complaint.action') }).click();
    await detail
      .getByLabel(s('myBookings.complaint.reason'))
      .fill('A cozinha ficou por limpar / kitchen left dirty.');
    await detail.getByRole('button', { name: s('myBookings.complaint.submit') }).click();
    await expect(detail.getByText(s('myBookings.complaint.open'))).toBeVisible();
    await expectInLanguage(page, locale);

    // An admin who reads the product in the same language decides a re-clean with the booking's own cleaner.
    const admin = await newAccount(baseURL!, 'customer', 'Alda Admin', locale);
    await promoteToAdmin(admin.email);
    const adminContext = await phone(browser, baseURL!);
    const adminPage = await adminContext.newPage();
    await signInThroughForm(adminPage, admin.email, admin.password);
    await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);
    await adminPage.goto('/admin/complaints');
    // Other runs may have left complaints from a customer of the same name: this one is opened by its booking.
    await expect(
      adminPage
        .getByRole('button', {
          name: new RegExp(s('adminComplaints.item.open', { customer: 'Clara Queixa', date: '.*' })),
        })
        .first(),
    ).toBeVisible();
    await adminPage.goto(`/admin/complaints?complaint=${booking.id}`);
    const dialog = adminPage.getByRole('dialog');
    await expect(dialog.getByText('A cozinha ficou por limpar / kitchen left dirty.')).toBeVisible();
    await dialog.getByRole('radio', { name: s('adminComplaints.decide.reclean') }).check();
    await dialog
      .getByLabel(s('adminComplaints.decide.date'), { exact: true })
      .fill(dayAfter(booking.bookingDate));
    const time = dialog.getByLabel(s('adminComplaints.decide.time'), { exact: true });
    await expect(time).toBeEnabled();
    await time.selectOption({ index: 1 });
    await dialog.getByRole('button', { name: s('adminComplaints.decide.continue') }).click();
    await expect(
      dialog.getByRole('heading', { name: s('adminComplaints.decide.confirmHeading') }),
    ).toBeVisible();
    await expectInLanguage(adminPage, locale);
    await dialog.getByRole('button', { name: s('adminComplaints.decide.confirm') }).click();
    await expect(toast(adminPage, s('adminComplaints.decide.done'))).toBeVisible();
    await expect(dialog).toBeHidden();
    await adminContext.close();

    // The customer sees the decision, and the free visit among their bookings.
    const view = await (await customer.ctx.get(`/api/v1/bookings/${booking.id}/complaint`)).json();
    expect(view.complaint).toMatchObject({ status: 'decided', decision: 'reclean' });
    const reclean = view.complaint.recleanBookingId as string;
    await page.reload();
    await expect(
      page.getByRole('dialog').getByText(s('myBookings.complaint.decision.reclean')),
    ).toBeVisible();
    await page.goto('/customer/bookings');
    const free = new Intl.NumberFormat(locale === 'en' ? 'en-CA' : 'pt-PT', {
      style: 'currency',
      currency: booking.currency,
    }).format(0);
    await expect(page.getByText(free, { exact: true }).first()).toBeVisible();
    await page.goto(`/customer/bookings?booking=${reclean}`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectInLanguage(page, locale);
    await customerContext.close();
  });
}
