import { expect, type Page, test } from '@playwright/test';
import { signInThroughForm, toast } from '../fixtures/accounts';
import { approvedCleaner, bookFirstFreeSlot, customerReadyToBook } from '../fixtures/api-actors';
import { expectInLanguage, say } from '../fixtures/languages';
import { phone } from '../fixtures/phone';

/**
 * What issues 14 and 15 added, in Québec French and European Portuguese at 390 px (decision 027): the series
 * badge and section, the conversation, the reschedule dialog, the bell and the notifications list, the
 * notification preferences; the cleaner's reschedule answer, cancel with a reason, time off and availability.
 * Every screen shows no English and no text wider than its box. Both people signed up in the language.
 */
const LOCALES = [
  { locale: 'fr-CA', customer: 'Chloé Tremblay', cleaner: 'Mélanie Gagnon', hello: 'Bonjour, à mardi!' },
  { locale: 'pt-PT', customer: 'Inês Carvalho', cleaner: 'Sofia Ferreira', hello: 'Olá, até terça!' },
];

/** A name that starts with this text (a label with more after it, e.g. "Cancel House Cleaning on …"). */
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

for (const l of LOCALES) {
  test(`series, messages, reschedule, notifications and the cleaner's tools in ${l.locale}: no English, nothing overflows`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const cleaner = await approvedCleaner(baseURL!, l.cleaner, l.locale);
    const customer = await customerReadyToBook(baseURL!, l.customer, 'Lisboa', l.locale);
    const single = await bookFirstFreeSlot(customer, cleaner.userId, 15, 7);
    expect((await cleaner.ctx.post(`/api/v1/bookings/${single.id}/confirm`, { data: {} })).status()).toBe(
      200,
    );
    const series = await bookFirstFreeSlot(customer, cleaner.userId, 3, 7, { everyWeeks: 2 });
    const sent = await cleaner.ctx.post(`/api/v1/bookings/${single.id}/messages`, {
      data: { body: l.hello },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const english = (
      (await (
        await customer.ctx.get('/api/v1/services', { headers: { 'accept-language': 'en' } })
      ).json()) as {
        name: string;
      }[]
    ).map((s) => s.name);
    const check = (p: Page) => expectInLanguage(p, l.locale, english);

    // The customer: dashboard, list with the series badge.
    await signInThroughForm(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/customer\/dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('lang', l.locale);
    await check(page);
    await page.goto('/customer/bookings');
    await expect(page.getByText(say(l.locale, 'booking.series_other', { count: 2 })).first()).toBeVisible();
    await check(page);

    // The series section of a recurring booking.
    await page.goto(`/customer/bookings?booking=${series.id}`);
    const seriesDetail = page.getByRole('dialog');
    await expect(
      seriesDetail.getByRole('region', { name: say(l.locale, 'myBookings.series.heading') }),
    ).toBeVisible();
    await check(page);
    await page.keyboard.press('Escape');

    // The confirmed booking: the conversation, a reply, then the reschedule dialog.
    await page.goto(`/customer/bookings?booking=${single.id}`);
    const detail = page.getByRole('dialog');
    await expect(detail.getByText(l.hello)).toBeVisible();
    const box = detail.getByRole('textbox', { name: say(l.locale, 'conversation.inputLabel'), exact: true });
    await box.fill('Merci / Obrigada');
    await detail.getByRole('button', { name: say(l.locale, 'conversation.send') }).click();
    await expect(box).toHaveValue('');
    await check(page);
    await detail.getByRole('button', { name: say(l.locale, 'myBookings.reschedule.action') }).click();
    const picker = page.getByRole('dialog', { name: say(l.locale, 'myBookings.reschedule.title') });
    await expect(picker.getByRole('radio').first()).toBeVisible();
    await check(page);
    await picker.getByRole('radio', { checked: false }).first().check();
    await picker.getByRole('button', { name: say(l.locale, 'myBookings.reschedule.submitRequest') }).click();
    await expect(toast(page, say(l.locale, 'myBookings.reschedule.requested'))).toBeVisible();
    await expect(picker).toBeHidden();
    await check(page);
    await page.keyboard.press('Escape');

    // The bell, the notifications list, the notification preferences.
    await page.getByRole('link', { name: startingWith(say(l.locale, 'header.notifications')) }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('link').filter({ hasText: l.cleaner }).first()).toBeVisible();
    await check(page);
    await page.goto('/customer/profile');
    await expect(page.getByText(say(l.locale, 'notificationPreferences.title')).first()).toBeVisible();
    await check(page);

    // The cleaner: the reschedule request, accepted; then a cancel with a reason.
    const cleanerPage = await phone(browser, baseURL!);
    await signInThroughForm(cleanerPage, cleaner.email, cleaner.password);
    await expect(cleanerPage).toHaveURL(/\/provider\/dashboard$/);
    await check(cleanerPage);
    await cleanerPage.goto('/provider/portal?tab=bookings');
    const card = cleanerPage
      .getByRole('article')
      .filter({ hasText: l.customer })
      .filter({
        has: cleanerPage.getByRole('region', { name: say(l.locale, 'cleanerPortal.reschedule.label') }),
      });
    await expect(card).toBeVisible();
    await check(cleanerPage);
    await card.getByRole('button', { name: say(l.locale, 'cleanerPortal.reschedule.accept') }).click();
    await expect(toast(cleanerPage, say(l.locale, 'cleanerPortal.reschedule.accepted'))).toBeVisible();
    await check(cleanerPage);
    // The request answered, the job is a plain confirmed one.
    const confirmed = cleanerPage
      .getByRole('article')
      .filter({ hasText: l.customer })
      .filter({ hasText: say(l.locale, 'booking.status.confirmed') });
    await confirmed
      .getByRole('button', { name: startingWith(say(l.locale, 'cleanerPortal.actions.cancel')) })
      .click();
    const cancel = cleanerPage.getByRole('dialog', {
      name: say(l.locale, 'cleanerPortal.cancelConfirmed.title'),
    });
    await cancel.getByRole('button', { name: say(l.locale, 'cleanerPortal.cancelConfirmed.submit') }).click();
    await expect(
      cancel.getByText(say(l.locale, 'cleanerPortal.cancelConfirmed.reasonRequired')),
    ).toBeVisible();
    await check(cleanerPage);
    await cancel.getByLabel(say(l.locale, 'cleanerPortal.cancelConfirmed.reason')).fill('Voiture / Carro');
    await cancel.getByRole('button', { name: say(l.locale, 'cleanerPortal.cancelConfirmed.submit') }).click();
    await expect(cancel).toBeHidden();
    await check(cleanerPage);

    // Time off and availability, the cleaner's notifications and preferences.
    await cleanerPage.goto('/provider/schedule');
    await expect(
      cleanerPage.getByRole('heading', { name: say(l.locale, 'cleanerSchedule.timeOff.heading') }),
    ).toBeVisible();
    await check(cleanerPage);
    await cleanerPage.goto('/provider/portal');
    await expect(
      cleanerPage.getByRole('switch', { name: say(l.locale, 'cleanerPortal.availability.label') }),
    ).toBeVisible();
    await check(cleanerPage);
    await cleanerPage.goto('/notifications');
    await expect(cleanerPage.getByRole('link').filter({ hasText: l.customer }).first()).toBeVisible();
    await check(cleanerPage);
    await cleanerPage.goto('/provider/portal?tab=profile');
    await expect(cleanerPage.getByText(say(l.locale, 'notificationPreferences.title')).first()).toBeVisible();
    await check(cleanerPage);
    await cleanerPage.context().close();

    // The customer is told, in the language, with the reason.
    await page.goto(`/customer/bookings?booking=${single.id}`);
    await expect(page.getByRole('dialog').getByText('Voiture / Carro', { exact: false })).toBeVisible();
    await check(page);
  });
}
