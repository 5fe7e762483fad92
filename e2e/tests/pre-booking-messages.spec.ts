import { expect, test } from '@playwright/test';
import { signInThroughForm } from '../fixtures/accounts';
import { approvedCleaner, customerReadyToBook } from '../fixtures/api-actors';

test('a customer writes to a cleaner before booking; the cleaner sees who wrote in Messages and answers', async ({
  browser,
  page,
  baseURL,
}) => {
  const cleaner = await approvedCleaner(baseURL!, 'Rita Enquiry');
  const customer = await customerReadyToBook(baseURL!, 'Marta Enquiry');
  // What step 5's Message does (the wizard journey clicks it): open the pair's conversation, then write.
  const opened = await customer.ctx.post('/api/v1/conversations', { data: { cleanerId: cleaner.userId } });
  expect(opened.status(), await opened.text()).toBe(201);
  const { id } = (await opened.json()) as { id: string };
  const sent = await customer.ctx.post(`/api/v1/conversations/${id}/messages`, {
    data: { body: 'Do you bring your own products?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signInThroughForm(page, cleaner.email, cleaner.password);
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await page.goto('/messages');
  const entry = page.getByRole('link', { name: /Marta Enquiry/ });
  await expect(entry).toContainText('Before booking');
  await expect(entry).toContainText('1 new message');
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/messages/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Messages with Marta Enquiry' })).toBeVisible();
  const log = page.getByRole('log', { name: 'Conversation with Marta Enquiry' });
  await expect(log.getByText('Do you bring your own products?')).toBeVisible();
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Yes, all of them.');
  await page.getByRole('textbox', { name: 'Message', exact: true }).press('Enter');
  await expect(log.getByText('Yes, all of them.')).toBeVisible();

  // The customer, in a browser of their own, finds the answer in Messages, and their message was read.
  const customerContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    timezoneId: 'UTC',
    extraHTTPHeaders: { origin: new URL(baseURL!).origin },
  });
  const customerPage = await customerContext.newPage();
  await signInThroughForm(customerPage, customer.email, customer.password);
  await expect(customerPage).toHaveURL(/\/customer\/dashboard$/);
  await customerPage.goto('/messages');
  await customerPage.getByRole('link', { name: /Rita Enquiry/ }).click();
  const theirs = customerPage.getByRole('log', { name: 'Conversation with Rita Enquiry' });
  await expect(theirs.getByText('Yes, all of them.')).toBeVisible();
  await expect(theirs.getByText('Read', { exact: true })).toBeVisible();
  const width = await customerPage.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await customerContext.close();
});
