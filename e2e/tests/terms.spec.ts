import { expect, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from '../fixtures/accounts';
import { expectInLanguage, say } from '../fixtures/languages';

/**
 * Terms and privacy (decision 068) at 390 px in Québec French: the Sign Up form's box links the terms, which
 * read signed out in the visitor's language and wrap at that width; the account is created only once it is ticked.
 */
test('a visitor reads the terms in fr-CA, then signs up ticking the box', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-CA', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/auth?tab=signup');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');

  // The terms open in their own tab, so the form keeps what was typed.
  const [terms] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: say('fr-CA', 'signUpTerms.termsLink') }).click(),
  ]);
  await expect(terms).toHaveURL(/\/legal\/terms$/);
  await expect(terms.getByRole('heading', { level: 1, name: say('fr-CA', 'legal.terms') })).toBeVisible();
  await expect(terms.getByRole('heading', { level: 2, name: 'Annulations' })).toBeVisible();
  await expect(terms.getByText(/50 %/)).toBeVisible();
  await expectInLanguage(terms, 'fr-CA');
  await terms.close();

  await page.getByLabel(say('fr-CA', 'auth.fields.fullName')).fill('Josée Tremblay');
  await page.getByLabel(say('fr-CA', 'auth.fields.email')).fill(uniqueEmail('terms-fr'));
  await page.getByLabel(say('fr-CA', 'auth.fields.password'), { exact: true }).fill(PASSWORD);
  const create = page.getByRole('button', { name: say('fr-CA', 'auth.signUp.submit'), exact: true });
  await create.click();
  await expect(page.getByText(say('fr-CA', 'signUpTerms.required'))).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

  await page.getByRole('checkbox', { name: say('fr-CA', 'signUpTerms.acceptTerms') }).check();
  await create.click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  const session = await (await page.request.get('/api/v1/session')).json();
  expect(session.legal.accepted).toBe(true);
  await context.close();
});
