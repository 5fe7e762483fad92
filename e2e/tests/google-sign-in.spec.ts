import { randomUUID } from 'node:crypto';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { createAccount, signInThroughForm, toast, uniqueEmail } from '../fixtures/accounts';

/**
 * "Continue with Google" against the run's local OpenID Connect server (e2e/oidc-server.ts). Who signs in at
 * "Google" is the `oidc_identity` cookie the provider reads, as a person's Google session would be.
 */
async function beAtGoogle(
  context: BrowserContext,
  identity: { email: string; name: string; emailVerified?: boolean },
) {
  const value = Buffer.from(JSON.stringify({ sub: randomUUID(), emailVerified: true, ...identity })).toString(
    'base64url',
  );
  await context.addCookies([{ name: 'oidc_identity', value, domain: '127.0.0.1', path: '/' }]);
}

const googleButton = (page: Page) => page.getByRole('button', { name: 'Google', exact: true });

test('a new person picks "Provide Services" and continues with Google: a cleaner account', async ({
  page,
  context,
}) => {
  await beAtGoogle(context, { email: uniqueEmail('google-cleaner'), name: 'Gil Google' });
  await page.goto('/auth?tab=signup');
  await page.getByRole('radio', { name: 'Provide Services' }).check();
  // Google waits for the terms on the Sign Up tab, and the new account is made having accepted them.
  await expect(googleButton(page)).toBeDisabled();
  await page
    .getByRole('checkbox', { name: 'I agree to the Terms of Service and the Privacy Policy' })
    .check();
  await googleButton(page).click();
  // Back from the provider, signed in as a new cleaner, who starts with onboarding.
  await expect(page).toHaveURL(/\/provider\//);
  const me = await page.request.get('/api/v1/me');
  expect((await me.json()).profile).toMatchObject({ role: 'cleaner', fullName: 'Gil Google' });
});

test('a new person signs in with Google from the Sign In tab: a customer account, asked for the terms first', async ({
  page,
  context,
}) => {
  await beAtGoogle(context, { email: uniqueEmail('google-customer'), name: 'Clara Google' });
  await page.goto('/auth');
  // The button is the app's (the server's configuration decides it): it comes as the visitor moves to it.
  await page.mouse.move(200, 400);
  await googleButton(page).click();
  // No terms were ticked on the way in: the Updated terms page comes before anything else, the home after it.
  await expect(page.getByRole('heading', { level: 1, name: 'We have updated our terms' })).toBeVisible();
  await page.getByRole('button', { name: 'I accept' }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'We have updated our terms' })).toHaveCount(0);
  expect((await (await page.request.get('/api/v1/me')).json()).profile.role).toBe('customer');
});

test('Google with the e-mail of an existing, never verified account signs into it and ends its password', async ({
  page,
  context,
  request,
}) => {
  const account = await createAccount(request, 'cleaner', 'Rita Existing');
  await beAtGoogle(context, { email: account.email, name: 'Someone Else' });
  await page.goto('/auth?tab=signup');
  // The Sign Up role does not change an existing account (the box is ticked: Google waits for it on this tab).
  await page
    .getByRole('checkbox', { name: 'I agree to the Terms of Service and the Privacy Policy' })
    .check();
  await googleButton(page).click();
  await expect(page).toHaveURL(/\/provider\//);
  const me = await (await page.request.get('/api/v1/me')).json();
  expect(me.user.email).toBe(account.email);
  expect(me.profile).toMatchObject({ role: 'cleaner', fullName: 'Rita Existing' });
  // Whoever chose that password never proved the address was theirs: it no longer signs in (decision 016).
  await page.context().clearCookies();
  await signInThroughForm(page, account.email, account.password);
  await expect(toast(page, 'Sign in failed')).toBeVisible();
});

test('an unverified Google e-mail is refused with a clear message', async ({ page, context }) => {
  await beAtGoogle(context, {
    email: uniqueEmail('google-unverified'),
    name: 'Una Verified',
    emailVerified: false,
  });
  await page.goto('/auth');
  // The button is the app's (the server's configuration decides it): it comes as the visitor moves to it.
  await page.mouse.move(200, 400);
  await googleButton(page).click();
  await expect(page).toHaveURL(/\/auth\?error=google_email_not_verified/);
  await expect(page.getByRole('alert')).toContainText('Your Google e-mail address is not verified.');
  expect((await page.request.get('/api/v1/me')).status()).toBe(401);
});
