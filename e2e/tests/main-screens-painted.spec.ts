import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { approvedCleaner, customerReadyToBook } from '../fixtures/api-actors';
import { root, watchFirstRender, watchStays, withoutScripts } from '../fixtures/first-render';

/**
 * The main signed-in screens besides the home, painted per request for the person they are for (decision 086):
 * whole before any script has run, and taken over by the app at the first input with what was chosen kept.
 */

/**
 * A browser signed in as `actor`, `width` px wide. Service workers are blocked: an installed one answers from its
 * cached index.html, and this is about what the server sends.
 */
const browserOf = async (browser: Browser, actor: APIRequestContext, width: number) =>
  browser.newContext({
    storageState: await actor.storageState(),
    locale: 'en-GB',
    viewport: { width, height: 844 },
    serviceWorkers: 'block',
  });

const live = (page: Page) => expect(root(page)).not.toHaveAttribute('data-prerendered');

/**
 * `path` as the server's HTML and the stylesheet alone show it, once it `shows` what the test is about; asked for
 * again should the server have sent it unpainted (it waits PAINT_WAIT_MS for the render, by design).
 */
async function painted(page: Page, path: string, shows: (page: Page) => ReturnType<Page['getByText']>) {
  await withoutScripts(page);
  await expect(async () => {
    await page.goto(path, { waitUntil: 'commit' });
    await expect(shows(page)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('the booking wizard shows its first step before any script; a home type chosen then is the one the app keeps', async ({
  browser,
  baseURL,
}) => {
  const customer = await customerReadyToBook(baseURL ?? '', 'Sofia Pinto', 'Lisboa', 'en-GB');
  const context = await browserOf(browser, customer.ctx, 390);
  const before = await context.newPage();
  await painted(before, '/customer/book', (page) => page.getByText('Step 1 of 6'));
  await expect(before.getByRole('radio', { name: /^T3/ })).toHaveAccessibleName(/€65\.00/);
  await expect(root(before)).toHaveAttribute('data-prerendered-page', 'booking-wizard');

  const page = await context.newPage();
  const watch = await watchFirstRender(page);
  await expect(async () => {
    await page.goto('/customer/book', { waitUntil: 'load' });
    await expect(root(page)).toHaveAttribute('data-prerendered-page', 'booking-wizard', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  // Chosen before the app is live: the choice is the first input, and the app takes it over as it is.
  await page.getByRole('radio', { name: /^T3/ }).check();
  await live(page);
  await expect(page.getByRole('radio', { name: /^T3/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^T2/ })).not.toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 6')).toBeVisible();
  // The app's own state took the choice: back on step 1, T3 is still the one chosen.
  // The wizard's own Back (the header has one too, to leave it).
  await page.getByRole('button', { name: 'Back' }).last().click();
  await expect(page.getByRole('radio', { name: /^T3/ })).toBeChecked();
  await watch.expectCleanTakeOver();
  await context.close();
});

test('a cleaner’s dashboard and portal show their work before any script, and stay up as the app takes over', async ({
  browser,
  baseURL,
}) => {
  const cleaner = await approvedCleaner(baseURL ?? '', 'Marta Gil', 'en-GB');
  const context = await browserOf(browser, cleaner.ctx, 1280);
  const dashboard = await context.newPage();
  await painted(dashboard, '/provider/dashboard', (page) => page.getByText('Hello, Marta'));
  await expect(dashboard.getByText('Total earned')).toBeVisible();
  await expect(
    dashboard.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'My Bookings' }),
  ).toBeVisible();

  const page = await context.newPage();
  const watch = await watchFirstRender(page);
  const headingStays = await watchStays(page, 'main h1');
  await expect(async () => {
    await page.goto('/provider/portal', { waitUntil: 'load' });
    await expect(root(page)).toHaveAttribute('data-prerendered-page', 'cleaner-portal', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Provider Portal' })).toBeVisible();
  await page.getByRole('tab', { name: 'Bookings' }).click();
  await live(page);
  await expect(page.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
  // The page stayed up through the take-over (the Bookings tab then loads its own list, with its spinner).
  expect(await headingStays()).toEqual({ seen: true, lost: false });
  expect(await watch.seen()).toMatchObject({ emptiedRoot: false });
  expect(watch.errors).toEqual([]);
  await context.close();
});
