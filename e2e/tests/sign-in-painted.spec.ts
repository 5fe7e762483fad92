import { expect, type Page, test } from '@playwright/test';
import { createAccount, signInThroughForm } from '../fixtures/accounts';
import { root, watchFirstRender, withoutScripts } from '../fixtures/first-render';

/**
 * The sign-in page painted from the HTML before the scripts run (decision 036): the server sends /auth with
 * #root already holding the page in the visitor's language and its own small entry, which loads the app at the
 * visitor's first input (decision 085). React then hydrates the page as it is, and unmarks the root.
 */

/** The app has the page: React hydrated it and released the root (app/painted-root.ts). */
const live = (page: Page) => expect(root(page)).not.toHaveAttribute('data-prerendered');
/** The app's own scripts (main.tsx's chunk), which the painted page does not load until it is used. */
const APP_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

test('/auth shows the sign-in page in English before any script has run, and its form takes typing', async ({
  page,
}) => {
  await withoutScripts(page);
  await page.goto('/auth', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Professional cleaning services');
  await expect(page).toHaveTitle('Sign in | Limpa');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(root(page)).toHaveAttribute('data-prerendered', 'en');
  await expect(root(page)).not.toHaveAttribute('inert');
  await page.getByLabel('Email').fill('ana@example.com');
  await expect(page.getByLabel('Email')).toHaveValue('ana@example.com');
});

test('nothing of the app loads until the visitor uses the page; what they typed and an early Enter reach it', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'customer');
  const watch = await watchFirstRender(page);
  const appScripts: string[] = [];
  page.on('request', (sent) => {
    if (APP_SCRIPT.test(sent.url())) appScripts.push(sent.url());
  });
  await page.goto('/auth');
  await page.waitForLoadState('networkidle');
  expect(appScripts).toEqual([]);

  // The app's chunk is held: the visitor types and presses Enter while it loads.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  const signIns: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/auth/sign-in/email')) signIns.push(sent.method());
  });
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect.poll(() => appScripts.length).toBe(1);
  // Not sent by the browser as a plain form (the password would be in the address), nor lost.
  expect(new URL(page.url()).pathname).toBe('/auth');
  expect(new URL(page.url()).search).toBe('');

  release();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  expect(signIns).toEqual(['POST']);
  expect(await watch.seen()).toEqual({ emptiedRoot: false, spinner: false });
  expect(watch.errors).toEqual([]);
});

test('a Portuguese browser gets the page in Portuguese at once, and the app takes it over in Portuguese', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'pt-PT', viewport: { width: 390, height: 844 } });
  const painted = await context.newPage();
  await withoutScripts(painted);
  await painted.goto('/auth', { waitUntil: 'commit' });
  await expect(painted.getByRole('heading', { level: 1 })).toHaveText('Serviços de limpeza profissionais');
  await expect(painted.getByRole('tab', { name: 'Entrar' })).toBeVisible();
  await expect(painted).toHaveTitle('Iniciar sessão | Limpa');
  await expect(painted.locator('html')).toHaveAttribute('lang', 'pt-PT');

  const used = await context.newPage();
  const watch = await watchFirstRender(used);
  await used.goto('/');
  await used.getByLabel('E-mail').click();
  await live(used);
  await expect(used.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');
  await expect(used).toHaveTitle('Iniciar sessão | Limpa');
  await watch.expectCleanTakeOver();
  await context.close();
});

test('with its scripts, the painted page becomes the live app without a blank frame or a spinner, and signing in works', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'customer');
  const watch = await watchFirstRender(page);
  await page.goto('/auth');
  await page.getByLabel('Email').click();
  await live(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Professional cleaning services');
  expect(await watch.seen()).toEqual({ emptiedRoot: false, spinner: false });
  // React's title stands in for the painted one, which is gone.
  await expect(page).toHaveTitle('Sign in | Limpa');
  await expect(page.locator('head > title[data-prerendered]')).toHaveCount(0);

  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  expect(watch.errors).toEqual([]);
});

test('a language chosen on this device wins over the painted one, and the next visit is painted in it', async ({
  page,
}) => {
  // A choice kept before the language cookie existed: the server paints English, the app shows Portuguese.
  await page.addInitScript(() => localStorage.setItem('limpa.locale', 'pt-PT'));
  // Painted in another language: the app loads at once, without waiting for an input, to redraw it; until then
  // the page it will clear takes no typing (what was typed would be lost with it).
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/auth');
  await expect(root(page)).toHaveAttribute('inert', '');
  release();
  await expect(page.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');
  await live(page);
  await expect(page.getByText('Professional cleaning services')).toHaveCount(0);

  await withoutScripts(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Serviços de limpeza profissionais');
  await expect(root(page)).toHaveAttribute('data-prerendered', 'pt-PT');
});

test('the painted page runs without React Router, which loads once, when the visitor signs in (decision 038)', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'customer');
  const routerScripts: string[] = [];
  page.on('request', (sent) => {
    if (/\/assets\/routed-app-[\w-]+\.js$/.test(sent.url())) routerScripts.push(sent.url());
  });
  await page.goto('/auth');
  await page.getByLabel('Email').click();
  await live(page);
  await page.waitForLoadState('networkidle');
  expect(routerScripts).toEqual([]);

  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  // The signed-in shell's English came with the router: labels, not keys.
  await expect(
    page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();
  await expect(root(page)).not.toHaveAttribute('inert');
  await expect(page.locator('main#main')).toHaveCount(1);
  expect(routerScripts).toHaveLength(1);
});

test('a profile in another language: the page switches to it and the app opens once, in it', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'customer');
  const saved = await request.patch('/api/v1/me/profile', { data: { locale: 'pt-PT' } });
  expect(saved.status(), await saved.text()).toBe(200);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Início' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await expect(root(page)).not.toHaveAttribute('inert');
  // One app: one page frame, however many times the screen asked for it.
  await expect(page.locator('main#main')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a sign-in page whose script cannot load reloads once, then says so rather than staying frozen', async ({
  page,
}) => {
  await page.route(/\/assets\/sign-in-screen-[\w-]+\.js$/, (route) => route.abort());
  let loads = 0;
  page.on('request', (sent) => {
    if (sent.isNavigationRequest()) loads += 1;
  });
  await page.goto('/auth');
  // The app loads at the first input; its sign-in screen fails, and the page reloads itself once.
  const reloaded = page.waitForEvent('load');
  await page.getByLabel('Email').click();
  await reloaded;
  await page.getByLabel('Email').click();
  await expect(page.getByRole('alert')).toHaveText(
    'This page could not be loaded. Reload to get the latest version of the app.',
  );
  expect(loads).toBe(2);

  // An installed app has no reload button of its own: the page's works, and the chunk loads this time.
  await page.unroute(/\/assets\/sign-in-screen-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await page.getByLabel('Email').click();
  await live(page);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
});

test('that notice is in the visitor’s language, also when the app itself cannot load', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'pt-PT', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // The painted page's own entry says so then, with the texts the server wrote on the page.
  await page.route(APP_SCRIPT, (route) => route.abort());
  await page.goto('/auth');
  const reloaded = page.waitForEvent('load');
  await page.getByLabel('E-mail').click();
  await reloaded;
  await page.getByLabel('E-mail').click();
  await expect(page.getByRole('alert')).toHaveText(
    'Não foi possível carregar esta página. Recarregue para obter a versão mais recente da aplicação.',
  );
  await expect(page.getByRole('button', { name: 'Recarregar' })).toBeVisible();
  await context.close();
});

test('the address changes when the next page is drawn, not while the sign-in page is still up', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'customer');
  // The router's chunk is held until released: the moment between the sign-in and the next page, made long.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked: () => void = () => {};
  const askedFor = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(/\/assets\/routed-app-[\w-]+\.js$/, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  await signInThroughForm(page, account.email, account.password);
  await askedFor;
  await expect(root(page)).toHaveAttribute('inert', '');
  expect(new URL(page.url()).pathname).toBe('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Professional cleaning services');

  release();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible();
  await expect(root(page)).not.toHaveAttribute('inert');
});
