import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { createAccount, signInThroughForm } from '../fixtures/accounts';
import { promoteToAdmin } from '../fixtures/database';

/**
 * The signed-in shell on a desktop (1280 px: the whole menu as a side navigation, pages at full width, no bottom
 * bar over the rows) and on a phone (390 px: the bottom bar, as before); and the cleaner's time-off date fields,
 * each with its calendar icon at 360 px (decision 058).
 */

/** A new admin (a promoted customer, so the operator's admin is left alone), signed in on their dashboard. */
async function signInAsNewAdmin(page: Page, request: APIRequestContext) {
  const account = await createAccount(request, 'customer', 'Ada Desk');
  await promoteToAdmin(account.email);
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Whether what the browser draws at the middle of each row is that row (nothing fixed lies over it). */
const rowsUncovered = (table: Locator) =>
  table.evaluate((element) =>
    Array.from(element.querySelectorAll('tbody tr')).map((row) => {
      const box = row.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { visible: box.bottom <= window.innerHeight, uncovered: hit !== null && row.contains(hit) };
    }),
  );

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false });

  test('an admin has the side navigation, no bottom bar, and the users table across the page, nothing over its rows', async ({
    page,
    request,
  }) => {
    await signInAsNewAdmin(page, request);
    const sideNav = page.getByRole('navigation', { name: 'Menu' });
    await expect(sideNav).toBeVisible();
    await expect(sideNav.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The bar and the menu button are for phones.
    await expect(page.getByRole('navigation', { name: 'Primary' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

    // From the side navigation, by keyboard: User Management becomes the current entry.
    await sideNav.getByRole('link', { name: 'User Management' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(sideNav.getByRole('link', { name: 'User Management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sideNav.getByRole('link', { name: 'Admin Dashboard' })).not.toHaveAttribute('aria-current');

    const table = page.getByRole('main').getByRole('table');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const [navBox, mainBox, tableBox] = await Promise.all([
      sideNav.boundingBox(),
      page.getByRole('main').evaluate((main) => {
        const style = getComputedStyle(main);
        const box = main.getBoundingClientRect();
        return {
          left: box.left + Number.parseFloat(style.paddingLeft),
          right: box.right - Number.parseFloat(style.paddingRight),
        };
      }),
      table.boundingBox(),
    ]);
    // The table starts right of the side navigation and fills the page's width (not a 768 px phone column).
    expect(tableBox!.x).toBeGreaterThanOrEqual(navBox!.x + navBox!.width);
    expect(tableBox!.width).toBeGreaterThan(900);
    expect(tableBox!.width).toBeGreaterThanOrEqual(mainBox.right - mainBox.left - 2);
    // Nor wider than it: the page never scrolls sideways.
    expect(tableBox!.x + tableBox!.width).toBeLessThanOrEqual(mainBox.right + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

    const rows = await rowsUncovered(table);
    expect(rows.length).toBeGreaterThan(0);
    for (const [i, row] of rows.entries()) if (row.visible) expect(row.uncovered, `row ${i + 1}`).toBe(true);
    // The last row too, scrolled to the bottom of the page: no bar floats over it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const last = (await rowsUncovered(table)).at(-1);
    expect(last).toEqual({ visible: true, uncovered: true });
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('an admin has the bottom bar and the menu button, and no side navigation', async ({
    page,
    request,
  }) => {
    await signInAsNewAdmin(page, request);
    const bar = page.getByRole('navigation', { name: 'Primary' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
    const box = await bar.boundingBox();
    expect(box!.y + box!.height).toBeCloseTo(844, 0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toHaveCount(0);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('the cleaner’s time-off date fields each show a calendar icon inside the field', async ({
    page,
    request,
  }) => {
    const cleaner = await createAccount(request, 'cleaner');
    await signInThroughForm(page, cleaner.email, cleaner.password);
    await expect(page).toHaveURL(/\/provider\//);
    await page.goto('/provider/schedule#time-off');
    const section = page.getByRole('region', { name: 'Time off' });
    for (const label of ['From', 'To']) {
      const field = section.getByLabel(label, { exact: true });
      await expect(field).toBeVisible();
      const icon = field.locator('xpath=..').locator('svg[data-slot="date-input-icon"]');
      await expect(icon).toBeVisible();
      const [fieldBox, iconBox] = await Promise.all([field.boundingBox(), icon.boundingBox()]);
      // Wholly inside the field's box, on its right.
      expect(iconBox!.x).toBeGreaterThan(fieldBox!.x + fieldBox!.width / 2);
      expect(iconBox!.x + iconBox!.width).toBeLessThanOrEqual(fieldBox!.x + fieldBox!.width);
      expect(iconBox!.y).toBeGreaterThanOrEqual(fieldBox!.y);
      expect(iconBox!.y + iconBox!.height).toBeLessThanOrEqual(fieldBox!.y + fieldBox!.height);
    }
  });
});
