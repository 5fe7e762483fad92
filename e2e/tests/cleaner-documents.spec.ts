import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { OPS_ADMIN, signInThroughForm } from '../fixtures/accounts';
import { adminActor, newAccount, onboardCleaner } from '../fixtures/api-actors';
import { say } from '../fixtures/languages';

/** A small PNG made here (no binary in the repository): 24×16, one colour. */
function smallPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const [width, height] = [24, 16];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x55)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Vetted cleaners (decision 071): at 390 px a new cleaner sends an identity document during onboarding, an admin
 * opens it and approves it, the cleaner can then be approved, and customers see "Verified"; in en and fr-CA.
 */
for (const locale of ['en', 'fr-CA'] as const) {
  test(`a cleaner's identity document, sent at 390 px, is approved and shows "Verified" (${locale})`, async ({
    browser,
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const name = `Vera Docs${locale === 'en' ? 'En' : 'Fr'}${Date.now() % 100000}`;
    const cleaner = await newAccount(baseURL!, 'cleaner', name, locale);
    await onboardCleaner(cleaner.ctx, name);

    await signInThroughForm(page, cleaner.email, cleaner.password);
    await expect(page).toHaveURL(/\/provider\/dashboard$/);
    await page.goto('/provider/complete-profile?step=3');
    const kind = say(locale, 'cleanerDocuments.kinds.identity');
    await page.getByLabel(say(locale, 'cleanerDocuments.fileLabel', { name: kind })).setInputFiles({
      name: 'identity.png',
      mimeType: 'image/png',
      buffer: smallPng(),
    });
    await expect(page.getByText(say(locale, 'cleanerDocuments.status.pending'))).toBeVisible();
    await expect(page.getByText('identity.jpg')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Not approvable yet: the identity document waits for review.
    const admin = await adminActor(baseURL!);
    const users = await (await admin.get(`/api/v1/admin/users?q=${encodeURIComponent(name)}`)).json();
    const profileId = users.items[0].id as string;
    const refused = await admin.patch(`/api/v1/admin/users/${profileId}`, { data: { isApproved: true } });
    expect(refused.status()).toBe(422);

    const adminContext = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { origin: new URL(baseURL!).origin },
    });
    const adminPage = await adminContext.newPage();
    await signInThroughForm(adminPage, OPS_ADMIN.email, OPS_ADMIN.password);
    await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);
    await adminPage.goto('/admin/documents');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Cleaner documents' })).toBeVisible();
    const opened = adminPage.waitForEvent('popup');
    await adminPage.getByRole('button', { name: `View the Identity document of ${name}` }).click();
    const file = await opened;
    await expect(file).toHaveURL(/\/api\/v1\/admin\/documents\/files\//);
    await file.close();
    await adminPage.getByRole('button', { name: `Approve the Identity document of ${name}` }).click();
    await expect(adminPage.getByText('Document approved')).toBeVisible();
    await adminContext.close();

    const approve = await admin.patch(`/api/v1/admin/users/${profileId}`, { data: { isApproved: true } });
    expect(approve.status(), await approve.text()).toBe(200);

    // A customer, in a browser of their own (this one remembers the cleaner's language), sees the badge on the
    // cleaner's profile page, in the customer's language (the journey's).
    const customer = await newAccount(baseURL!, 'customer', 'Rita Verified', locale);
    const customerContext = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { origin: new URL(baseURL!).origin },
    });
    const customerPage = await customerContext.newPage();
    await signInThroughForm(customerPage, customer.email, customer.password);
    await expect(customerPage).toHaveURL(/\/customer\/dashboard$/);
    await customerPage.goto(`/provider/${users.items[0].userId}`);
    // English's signed-in shell strings are not among the files say() reads: the word itself, then.
    const verified = locale === 'en' ? 'Verified' : say(locale, 'badges.verified');
    await expect(customerPage.getByRole('img', { name: verified })).toBeVisible();
    await customerContext.close();
  });
}
