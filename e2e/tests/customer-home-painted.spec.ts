import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from '../fixtures/accounts';
import { bookFirstFreeSlot, cleanerIdByName, customerReadyToBook } from '../fixtures/api-actors';
import { root, watchFirstRender, withoutScripts } from '../fixtures/first-render';

/**
 * The signed-in customer home painted by the server (decision 039): /customer/dashboard answered to a customer
 * with #root already holding the home's first frame in their language and with their name, inert until the app
 * has drawn the same page over it with the session already read.
 */

/**
 * A browser with a customer signed in whose profile speaks `locale`. Service workers are blocked: an installed
 * one answers from its cached index.html, and this is about what the server sends.
 */
async function signedInCustomer(browser: Browser, locale: 'en-GB' | 'pt-PT', name: string) {
  const context = await browser.newContext({
    locale,
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const baseURL = test.info().project.use.baseURL ?? '';
  const res = await context.request.post('/api/auth/sign-up/email', {
    data: { email: uniqueEmail('customer'), password: PASSWORD, name, role: 'customer', acceptTerms: true },
    headers: { 'accept-language': locale, origin: new URL(baseURL).origin },
  });
  expect(res.status(), await res.text()).toBe(200);
  return context;
}

/**
 * The home as the server's HTML and the stylesheet alone show it (the scripts never arrive), once it `shows` what
 * the test is about. The server waits PAINT_WAIT_MS for the session and the next booking and otherwise sends the
 * page unpainted or with the booking's skeleton, by design: on a loaded machine one read can miss the deadline, so
 * the page is asked for again until it holds what the server paints when the database answers in time.
 */
async function paintedHome(context: BrowserContext, shows: (page: Page) => Locator) {
  const page = await context.newPage();
  await withoutScripts(page);
  await expect(async () => {
    await page.goto('/customer/dashboard', { waitUntil: 'commit' });
    await expect(shows(page)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return page;
}

test('a customer’s home shows with their name before any script has run, and nothing takes input yet', async ({
  browser,
}) => {
  const context = await signedInCustomer(browser, 'en-GB', 'Eva Marques');
  const page = await paintedHome(context, (home) => home.getByText('Hi, Eva'));
  await expect(page.getByText('Ready for a sparkling clean home?')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Eva Marques')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible();
  await expect(page).toHaveTitle('Home | Limpa');
  await expect(root(page)).toHaveAttribute('inert', '');
  await expect(root(page)).toHaveAttribute('data-prerendered-page', 'customer-home');
  await context.close();
});

test('with its scripts, the app takes the painted home over without a blank frame or a spinner, and it works', async ({
  browser,
}) => {
  const context = await signedInCustomer(browser, 'en-GB', 'Eva Marques');
  const page = await context.newPage();
  const watch = await watchFirstRender(page);
  const sessionReads: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/v1/session') sessionReads.push(sent.url());
  });
  await page.goto('/customer/dashboard');
  await expect(root(page)).not.toHaveAttribute('inert');
  await expect(page.getByText('Hi, Eva')).toBeVisible();
  // Live: the clock ticks and the avatar has its initials, which the painted page left blank.
  await expect(page.getByRole('banner').locator('time')).toBeVisible();
  await expect(page.getByRole('banner').getByText('EM', { exact: true })).toBeVisible();
  expect(await watch.seen()).toEqual({ emptiedRoot: false, spinner: false });
  await expect(page.locator('head > title[data-prerendered]')).toHaveCount(0);
  // The session was read once, before the take-over, not again by the app.
  expect(sessionReads).toHaveLength(1);

  await page
    .getByRole('navigation', { name: 'Primary' })
    .getByRole('link', { name: 'Book', exact: true })
    .click();
  await expect(page).toHaveURL(/\/customer\/book$/);
  expect(watch.errors).toEqual([]);
  await context.close();
});

test('a Portuguese customer’s home is painted in Portuguese, and stays Portuguese once live', async ({
  browser,
}) => {
  const context = await signedInCustomer(browser, 'pt-PT', 'Joana Sousa');
  const painted = await paintedHome(context, (home) => home.getByText('Olá, Joana'));
  await expect(painted.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await expect(painted).toHaveTitle('Início | Limpa');

  const live = await context.newPage();
  const watch = await watchFirstRender(live);
  await live.goto('/customer/dashboard');
  await expect(root(live)).not.toHaveAttribute('inert');
  await expect(live.getByText('Olá, Joana')).toBeVisible();
  await expect(live.getByText('Pronto para uma casa a brilhar?')).toBeVisible();
  await watch.expectCleanTakeOver();
  await context.close();
});

test('a session that cannot be read at take-over: the app comes up all the same, once it can', async ({
  browser,
}) => {
  const context = await signedInCustomer(browser, 'en-GB', 'Eva Marques');
  const page = await context.newPage();
  let sessionReads = 0;
  // The first read (the take-over's) fails; the app's own read, after it, gets through.
  await page.route('**/api/v1/session', async (route) => {
    sessionReads += 1;
    if (sessionReads === 1) await route.fulfill({ status: 503, body: '' });
    else await route.continue();
  });
  await page.goto('/customer/dashboard');
  await expect(root(page)).not.toHaveAttribute('inert');
  await expect(page.getByText('Hi, Eva')).toBeVisible();
  await expect(page.getByRole('banner').locator('time')).toBeVisible();
  expect(sessionReads).toBe(2);
  await context.close();
});

test('a session gone by the take-over (signed out elsewhere): the sign-in page, not the home', async ({
  browser,
}) => {
  const context = await signedInCustomer(browser, 'en-GB', 'Eva Marques');
  const page = await context.newPage();
  await page.route('**/api/v1/session', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: 'null' }),
  );
  await page.goto('/customer/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText('Hi, Eva')).toHaveCount(0);
  await context.close();
});

test('a customer’s next booking shows on the painted home before any script has run, and the app keeps it up', async ({
  browser,
  baseURL,
}) => {
  const customer = await customerReadyToBook(baseURL ?? '', 'Rita Alves', 'Lisboa', 'en-GB');
  const booking = await bookFirstFreeSlot(customer, await cleanerIdByName(customer.ctx, 'Ana Silva'));
  const context = await browser.newContext({
    storageState: await customer.ctx.storageState(),
    locale: 'en-GB',
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const nextCleaning = (page: Page) => page.getByRole('region', { name: 'Your next cleaning' });
  const painted = await paintedHome(context, (home) => nextCleaning(home).getByText('Ana Silva'));
  await expect(nextCleaning(painted).getByText('Pending')).toBeVisible();
  await expect(nextCleaning(painted).getByRole('link', { name: 'View Details' })).toHaveAttribute(
    'href',
    `/customer/bookings?booking=${booking.id}`,
  );

  const live = await context.newPage();
  const watch = await watchFirstRender(live);
  // Once the card is up, it stays: the app's first render draws it from the booking the page carries.
  await live.addInitScript(() => {
    const card = { seen: false, lost: false };
    Object.assign(window, { nextBookingCard: card });
    new MutationObserver(() => {
      const present = Boolean(document.getElementById('next-booking-heading'));
      if (present) card.seen = true;
      else if (card.seen) card.lost = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const reads: string[] = [];
  live.on('request', (sent) => {
    if (sent.url().includes('/api/v1/bookings?when=upcoming')) reads.push(sent.url());
  });
  await live.goto('/customer/dashboard');
  await expect(root(live)).not.toHaveAttribute('inert');
  await expect(nextCleaning(live).getByText('Ana Silva')).toBeVisible();
  await watch.expectCleanTakeOver();
  expect(
    await live.evaluate(() => (window as unknown as { nextBookingCard: object }).nextBookingCard),
  ).toEqual({
    seen: true,
    lost: false,
  });
  // Read once: by the app, after it took the page over, to keep the card fresh.
  expect(reads).toHaveLength(1);
  await nextCleaning(live).getByRole('link', { name: 'View Details' }).click();
  await expect(live).toHaveURL(new RegExp(`/customer/bookings\\?booking=${booking.id}$`));
  await context.close();
});
