import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInThroughForm } from '../fixtures/accounts';
import { approvedCleaner, bookFirstFreeSlot, customerReadyToBook } from '../fixtures/api-actors';

async function seriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  return axe.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''));
}

test('customer and cleaner exchange messages on a booking; the other side sees the badge and the notification', async ({
  browser,
  page,
  baseURL,
}) => {
  const cleaner = await approvedCleaner(baseURL!, 'Rita Messages');
  const customer = await customerReadyToBook(baseURL!, 'Marta Messages');
  const booking = await bookFirstFreeSlot(customer, cleaner.userId, 10);

  // The customer writes from the booking's detail.
  await signInThroughForm(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await page.goto(`/customer/bookings?booking=${booking.id}`);
  const detail = page.getByRole('dialog', { name: 'House Cleaning' });
  const conversation = detail.getByRole('log', { name: 'Conversation with Rita Messages' });
  await expect(detail.getByText('No messages yet. Write to Rita Messages about this booking.')).toBeVisible();
  await detail.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello! The gate code is 1234.');
  await detail.getByRole('textbox', { name: 'Message', exact: true }).press('Enter');
  await expect(conversation.getByText('Hello! The gate code is 1234.')).toBeVisible();
  await expect(detail.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);

  // The cleaner, in a browser of their own: the bell counts the request and the message.
  const cleanerContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    timezoneId: 'UTC',
    extraHTTPHeaders: { origin: new URL(baseURL!).origin },
  });
  const cleanerPage = await cleanerContext.newPage();
  await signInThroughForm(cleanerPage, cleaner.email, cleaner.password);
  await expect(cleanerPage).toHaveURL(/\/provider\/dashboard$/);
  // Four unread: the identity document's approval, the cleaner's approval, the booking request and the message.
  await expect(cleanerPage.getByRole('link', { name: 'Notifications, 4 unread' })).toBeVisible();

  await cleanerPage.goto('/provider/jobs');
  await expect(cleanerPage.getByText('1 new message')).toBeVisible();

  await cleanerPage.getByRole('link', { name: 'Notifications, 4 unread' }).click();
  await expect(cleanerPage).toHaveURL(/\/notifications$/);
  await expect(cleanerPage.getByText('4 unread')).toBeVisible();
  await cleanerPage.getByRole('link', { name: /New message from Marta Messages/ }).click();
  await expect(cleanerPage).toHaveURL(new RegExp(`/provider/jobs\\?booking=${booking.id}$`));
  const job = cleanerPage.getByRole('dialog');
  await expect(
    job
      .getByRole('log', { name: 'Conversation with Marta Messages' })
      .getByText('Hello! The gate code is 1234.'),
  ).toBeVisible();
  await job.getByRole('textbox', { name: 'Message', exact: true }).fill('Thanks, see you then!');
  await job.getByRole('button', { name: 'Send message' }).click();

  // The customer's open conversation shows the reply live, and their own message now carries the read receipt.
  await expect(conversation.getByText('Thanks, see you then!')).toBeVisible();
  await expect(conversation.getByText('Read', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();

  // Opening the notification read it; the two approvals and the booking request are still unread.
  await cleanerPage.keyboard.press('Escape');
  await expect(cleanerPage.getByRole('link', { name: 'Notifications, 3 unread' })).toBeVisible();
  await expect(cleanerPage.getByText('1 new message')).toBeHidden();
  await cleanerContext.close();
});
