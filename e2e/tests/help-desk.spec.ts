import { expect, test } from '@playwright/test';
import { OPS_ADMIN, signInThroughForm } from '../fixtures/accounts';
import { adminActor, newAccount } from '../fixtures/api-actors';

/**
 * The help desk (decision 067): a customer asks on their phone, an admin answers from the queue at desktop
 * width, and the customer reads the answer in their request; the same journey's screens in European Portuguese.
 */
test('a customer opens a request at 390 px, an admin answers it, the customer reads the answer', async ({
  browser,
  page,
  baseURL,
}) => {
  const customer = await newAccount(baseURL!, 'customer', 'Clara Help');
  await signInThroughForm(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);

  await page.goto('/help?topic=payment#contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveValue('payment');
  await page.getByRole('textbox', { name: 'What happened?' }).fill('I was charged twice for one cleaning.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/help\?case=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Request: A payment' })).toBeVisible();
  // Nothing wider than the phone: long words wrap.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const adminContext = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
    timezoneId: 'UTC',
    extraHTTPHeaders: { origin: new URL(baseURL!).origin },
  });
  const admin = await adminContext.newPage();
  await signInThroughForm(admin, OPS_ADMIN.email, OPS_ADMIN.password);
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await admin
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('link', { name: 'Support requests' })
    .click();
  await expect(admin).toHaveURL(/\/admin\/support$/);
  await admin.getByRole('combobox', { name: 'Topic' }).selectOption('payment');
  await admin.getByRole('button', { name: 'Open request from Clara Help: A payment' }).first().click();
  const dialog = admin.getByRole('dialog', { name: 'A payment' });
  await expect(dialog.getByText('I was charged twice for one cleaning.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Take this request' }).click();
  await expect(dialog.getByText('Taken by Ops Admin')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Message', exact: true }).fill('We refunded the second charge.');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText('We refunded the second charge.')).toBeVisible();
  await adminContext.close();

  await page.reload();
  const thread = page.getByRole('log', { name: 'Conversation about this request' });
  await expect(thread.getByText('We refunded the second charge.')).toBeVisible();
  await expect(thread.getByText('The Limpa team')).toBeVisible();
});

test('the Help page and a request speak European Portuguese', async ({ browser, baseURL }) => {
  const customer = await newAccount(baseURL!, 'customer', 'Inês Ajuda', 'pt-PT');
  // Signed up in Portuguese: the account's language, which the app takes on at sign-in (decision 049).
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    extraHTTPHeaders: { origin: new URL(baseURL!).origin },
  });
  const page = await context.newPage();
  await signInThroughForm(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);

  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajuda' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Contacte-nos' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Assunto' }).selectOption('account');
  await page.getByRole('textbox', { name: 'O que aconteceu?' }).fill('Quero mudar o meu e-mail.');
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido: A minha conta' })).toBeVisible();
  await expect(page.getByText('Aberto', { exact: true })).toBeVisible();

  // The team answers (its own screens are proven above); the customer reads it in Portuguese.
  const caseId = new URL(page.url()).searchParams.get('case')!;
  const admin = await adminActor(baseURL!);
  const answer = await admin.post(`/api/v1/support/cases/${caseId}/messages`, {
    data: { body: 'Pode mudá-lo em Perfil.' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  await admin.dispose();
  await page.reload();
  const thread = page.getByRole('log', { name: 'Conversa sobre este pedido' });
  await expect(thread.getByText('Pode mudá-lo em Perfil.')).toBeVisible();
  await expect(thread.getByText('A equipa Limpa')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
