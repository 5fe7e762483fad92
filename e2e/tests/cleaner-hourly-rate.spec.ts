import { expect, test } from '@playwright/test';
import { signInThroughForm } from '../fixtures/accounts';
import { approvedCleaner } from '../fixtures/api-actors';
import { expectInLanguage, say } from '../fixtures/languages';

/**
 * A cleaner's hourly rate to the cent (decision 048): on a 390 px phone, in each language, the profile refuses
 * 26 before sending with the server's own sentence, then saves 22.50, which is still 22.50 after a reload.
 */
for (const locale of ['en', 'pt-PT', 'fr-CA']) {
  test(`a cleaner saves the hourly rate 22.50 on the profile in ${locale} and still sees it after a reload`, async ({
    page,
    baseURL,
  }) => {
    const cleaner = await approvedCleaner(baseURL!, `Rita Rate ${locale}`, locale);
    await signInThroughForm(page, cleaner.email, cleaner.password);
    await expect(page).toHaveURL(/\/provider\/dashboard$/);
    await page.goto('/provider/profile');
    const rateLabel = say(locale, 'cleanerProfile.fields.hourlyRateIn', { currency: 'EUR' });

    await page.getByRole('button', { name: say(locale, 'cleanerProfile.details.edit') }).click();
    const rate = page.getByLabel(rateLabel);
    await expect(rate).toHaveValue('21.00');

    // Out of range: refused in the language before anything is sent.
    await rate.fill('26');
    await page.getByRole('button', { name: say(locale, 'cleanerProfile.details.save'), exact: true }).click();
    await expect(
      page.getByText(say(locale, 'cleanerProfile.validation.hourlyRate', { min: 20, max: 25 })),
    ).toBeVisible();
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    if (locale !== 'en') await expectInLanguage(page, locale);
    expect((await (await page.request.get('/api/v1/me')).json()).profile.hourlyRate).toBe(21);

    // The hint's kind of example, to the cent: saved and read back.
    await rate.fill('22.50');
    await page.getByRole('button', { name: say(locale, 'cleanerProfile.details.save'), exact: true }).click();
    await expect(
      page.getByRole('button', { name: say(locale, 'cleanerProfile.details.edit') }),
    ).toBeVisible();
    await page.reload();
    // The rate in euros the language's way (€22.50 / 22,50 €), per hour.
    await expect(page.getByText(/22[.,]50/).first()).toBeVisible();
    expect((await (await page.request.get('/api/v1/me')).json()).profile.hourlyRate).toBe(22.5);
    await page.getByRole('button', { name: say(locale, 'cleanerProfile.details.edit') }).click();
    await expect(page.getByLabel(rateLabel)).toHaveValue('22.50');
    if (locale !== 'en') await expectInLanguage(page, locale);
  });
}
