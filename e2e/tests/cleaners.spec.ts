import { expect, test } from '@playwright/test';
import { createAccount, signInThroughForm } from '../fixtures/accounts';

interface CleanerItem {
  userId: string;
  fullName: string;
  hourlyRate: number | null;
}

test('a customer sorts cleaners by price, favourites one, finds it in favourites and books it', async ({
  page,
  request,
}) => {
  const customer = await createAccount(request, 'customer', 'Fábio Favourite');
  await signInThroughForm(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);

  await page.goto('/customer/find-cleaners');
  await expect(page).toHaveTitle('Find cleaners | Limpa');
  const list = page.getByRole('list', { name: 'Cleaners' });
  await expect(list.getByRole('heading', { level: 2 }).first()).toBeVisible();

  await page.getByLabel('Sort by').selectOption({ label: 'Lowest Price' });
  await expect(page).toHaveURL(/sort=price/);

  // The expectation comes from the API itself (the demo cleaners share one rate, so ties go by name).
  const res = await page.request.get('/api/v1/providers?sort=price&limit=20');
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: CleanerItem[] };
  expect(items.length).toBeGreaterThanOrEqual(2);
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(items.map((p) => p.fullName));
  const rate = (p: CleanerItem) => p.hourlyRate ?? 25;
  expect(rate(items[0]!)).toBeLessThanOrEqual(rate(items[1]!));

  const cheapest = items[0]!;
  const card = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: cheapest.fullName }) });
  await card.getByRole('link', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/provider/${cheapest.userId}$`));
  await expect(page.getByRole('heading', { level: 1, name: cheapest.fullName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Availability' })).toContainText('Monday');

  const heart = page.getByRole('button', { name: 'Favourite', exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/v1/me/favorites/${cheapest.userId}`) && r.request().method() === 'PUT',
  );
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).status()).toBe(204);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Favourite', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/favorites');
  await expect(page).toHaveURL(/\/customer\/favorites$/);
  await expect(page.getByRole('heading', { level: 2, name: cheapest.fullName })).toBeVisible();
  await expect(page.getByRole('button', { name: `Favourite ${cheapest.fullName}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto(`/provider/${cheapest.userId}`);
  await page.getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/book\\?cleaner=${cheapest.userId}$`));
});

test('an unknown cleaner shows "Provider not found" with a way back to the list', async ({
  page,
  request,
}) => {
  const customer = await createAccount(request, 'customer');
  await signInThroughForm(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);

  await page.goto('/provider/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Provider not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to providers' }).click();
  await expect(page).toHaveURL(/\/customer\/service-providers$/);
  await expect(page.getByText(/\d+ cleaners? found/)).toBeVisible();
});
