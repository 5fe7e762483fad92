import { expect, type Page, test } from '@playwright/test';
import { signInThroughForm } from '../fixtures/accounts';
import { approvedCleaner, bookFirstFreeSlot, customerReadyToBook } from '../fixtures/api-actors';
import { say } from '../fixtures/languages';
import { phone } from '../fixtures/phone';

/**
 * Long text never widens a screen (decision 046): a message holding a 300-character URL, one unbroken word,
 * leaves both sides' booking detail as wide as a 390 px phone, so the prices, the phone and the buttons stay
 * on screen. In each language, as both people signed up in it.
 */
const LOCALES = [
  { locale: 'en', customer: 'Wendy Wrap', cleaner: 'Lara Long' },
  { locale: 'pt-PT', customer: 'Inês Quebra', cleaner: 'Sofia Linha' },
  { locale: 'fr-CA', customer: 'Chloé Retour', cleaner: 'Mélanie Ligne' },
];

const URL_300 = `https://example.com/${'a1b2c3d4e5'.repeat(28)}`;

/** The page never scrolls sideways: nothing reaches past the window's right edge. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(
    scrollWidth,
    `${page.url()} is ${scrollWidth} px wide in a ${innerWidth} px window`,
  ).toBeLessThanOrEqual(innerWidth);
}

for (const l of LOCALES) {
  test(`a 300-character URL in a message keeps both booking details within 390 px (${l.locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    expect(URL_300).toHaveLength(300);
    const cleaner = await approvedCleaner(baseURL!, l.cleaner, l.locale);
    const customer = await customerReadyToBook(baseURL!, l.customer, 'Lisboa', l.locale);
    const booking = await bookFirstFreeSlot(customer, cleaner.userId, 10);
    // Confirmed: the detail then shows the phone and street too, the widest it gets.
    const confirm = await cleaner.ctx.post(`/api/v1/bookings/${booking.id}/confirm`, { data: {} });
    expect(confirm.status(), await confirm.text()).toBe(200);

    // The customer posts the URL from the booking's detail.
    await signInThroughForm(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/customer\/dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('lang', l.locale);
    await page.goto(`/customer/bookings?booking=${booking.id}`);
    const detail = page.getByRole('dialog');
    const box = detail.getByRole('textbox', { name: say(l.locale, 'conversation.inputLabel'), exact: true });
    await box.fill(URL_300);
    await detail.getByRole('button', { name: say(l.locale, 'conversation.send') }).click();
    await expect(detail.getByRole('log').getByText(URL_300)).toBeVisible();
    await expect(box).toHaveValue('');
    await expectNoSidewaysScroll(page);
    // The money is on screen, not pushed past the edge.
    const dialogBox = await detail.boundingBox();
    expect(dialogBox!.x + dialogBox!.width).toBeLessThanOrEqual(390);

    // The cleaner reads it in the job's detail.
    const cleanerPage = await phone(browser, baseURL!);
    await signInThroughForm(cleanerPage, cleaner.email, cleaner.password);
    await expect(cleanerPage).toHaveURL(/\/provider\/dashboard$/);
    await cleanerPage.goto(`/provider/jobs?booking=${booking.id}`);
    const job = cleanerPage.getByRole('dialog');
    await expect(job.getByRole('log').getByText(URL_300)).toBeVisible();
    await expectNoSidewaysScroll(cleanerPage);
    const jobBox = await job.boundingBox();
    expect(jobBox!.x + jobBox!.width).toBeLessThanOrEqual(390);
    await cleanerPage.context().close();
  });
}
