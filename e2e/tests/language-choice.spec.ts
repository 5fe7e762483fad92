import { expect, test } from '@playwright/test';
import { createAccount } from '../fixtures/accounts';
import { expectInLanguage, say } from '../fixtures/languages';

/**
 * The latest explicit choice wins: a language picked on the sign-in page, signed out, becomes the account's
 * at sign-in, even though the account's stored language is English. At 390 px, in a browser speaking English.
 */
for (const locale of ['fr-CA', 'pt-PT'] as const) {
  test(`picked ${locale} on the sign-in page, an English account signs in and stays in ${locale}`, async ({
    browser,
    request,
  }) => {
    // Signed up through the API with no language: stored as English.
    const account = await createAccount(request, 'customer');

    const context = await browser.newContext({ locale: 'en-CA', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByLabel('Language').selectOption(locale);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);

    await page.getByLabel(say(locale, 'auth.fields.email')).fill(account.email);
    await page.getByLabel(say(locale, 'auth.fields.password'), { exact: true }).fill(account.password);
    await page.getByRole('button', { name: say(locale, 'auth.signIn.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/customer\/dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expectInLanguage(page, locale);

    // The account took the choice: after a reload the profile says it, and the app is still in it.
    await page.goto('/customer/profile');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const picker = page.getByLabel(say(locale, 'languagePicker.label'));
    await expect(picker).toHaveValue(locale);
    await expectInLanguage(page, locale);
    const session = await page.request.get('/api/v1/me');
    expect(((await session.json()) as { profile: { locale: string } }).profile.locale).toBe(locale);
    await context.close();
  });
}

test('signing in without picking keeps the account language, whatever the browser speaks', async ({
  browser,
  request,
}) => {
  const account = await createAccount(request, 'customer');
  const context = await browser.newContext({ locale: 'pt-PT', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await page.getByLabel(say('pt-PT', 'auth.fields.email')).fill(account.email);
  await page.getByLabel(say('pt-PT', 'auth.fields.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: say('pt-PT', 'auth.signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  // The account signed up in English (the API's default) and nothing was picked: English it stays.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const session = await page.request.get('/api/v1/me');
  expect(((await session.json()) as { profile: { locale: string } }).profile.locale).toBe('en');
  await context.close();
});
