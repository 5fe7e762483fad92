import { expect, test } from '@playwright/test';
import { toast } from '../fixtures/accounts';
import { customerWithAddressAndCard, futureWorkday, pickDateAndTime } from '../fixtures/booking';
import { expectInLanguage } from '../fixtures/languages';

/**
 * The booking wizard in Québec French (a Toronto home, dollars) and European Portuguese (a Lisbon home,
 * euros) on a 390 px phone: every step shows no English and no text wider than its box.
 */
const JOURNEYS = [
  {
    locale: 'fr-CA',
    city: 'Toronto' as const,
    timeZone: 'America/Toronto',
    continue: 'Continuer',
    // A Canadian home is named by its bedrooms, a Portuguese one T0–T4.
    homeTypes: { t2: /^2 chambres/, t3: /^3 chambres/ },
    headings: ['Adresse', 'Date et heure', 'Extras facultatifs', 'Choix du préposé', 'Paiement et révision'],
    recurring: 'Ménage récurrent',
    dateStep: { calendar: /Choisissez une date/, nextMonth: 'Mois suivant', times: 'Heures disponibles' },
    addOn: 'Nettoyage du four',
    book: 'Réserver',
    selected: 'Choisi',
    card: /Visa se terminant par 4242/,
    summary: 'Résumé de la réservation',
    money: /\d+,\d{2}\s\$/,
    created: 'Réservation créée!',
  },
  {
    locale: 'pt-PT',
    city: 'Lisboa' as const,
    timeZone: 'Europe/Lisbon',
    continue: 'Continuar',
    homeTypes: { t2: /^T2/, t3: /^T3/ },
    headings: ['Local', 'Data e hora', 'Extras opcionais', 'Escolha o profissional', 'Pagamento e revisão'],
    recurring: 'Limpeza recorrente',
    dateStep: { calendar: /Escolha uma data/, nextMonth: 'Mês seguinte', times: 'Horários disponíveis' },
    addOn: 'Limpeza do forno',
    book: 'Marcar agora',
    selected: 'Escolhido',
    card: /Visa terminado em 4242/,
    summary: 'Resumo da marcação',
    money: /\d+,\d{2}\s€/,
    created: 'Marcação criada!',
  },
];

for (const j of JOURNEYS) {
  test(`the booking wizard in ${j.locale} at 390 px: no English, nothing overflows`, async ({
    page,
    request,
  }) => {
    await customerWithAddressAndCard(page, request, { city: j.city, locale: j.locale });
    const englishAddOns = (
      (await (
        await page.request.get('/api/v1/add-ons', { headers: { 'accept-language': 'en' } })
      ).json()) as {
        name: string;
      }[]
    ).map((a) => a.name);
    const check = () => expectInLanguage(page, j.locale, englishAddOns);

    await page.goto('/customer/book');
    await expect(page.locator('html')).toHaveAttribute('lang', j.locale);
    const next = page.getByRole('button', { name: j.continue });

    // 1. Property type, recurring.
    await expect(page.getByRole('radio', { name: j.homeTypes.t2 })).toBeChecked();
    await page.getByRole('radio', { name: j.homeTypes.t3 }).check();
    await page.getByRole('switch', { name: j.recurring }).click();
    await expect(page.getByRole('radio', { name: j.homeTypes.t3 })).toHaveAccessibleName(j.money);
    await check();
    await next.click();

    // 2. Location.
    await expect(page.getByRole('heading', { level: 2, name: j.headings[0] })).toBeVisible();
    await check();
    await next.click();

    // 3. Date and time, named in the language.
    await expect(page.getByRole('heading', { level: 2, name: j.headings[1] })).toBeVisible();
    await pickDateAndTime(page, futureWorkday({ locale: j.locale, timeZone: j.timeZone }), j.dateStep);
    await check();
    await next.click();

    // 4. Add-ons: the catalogue in the language.
    await expect(page.getByRole('heading', { level: 2, name: j.headings[2] })).toBeVisible();
    await page.getByRole('checkbox', { name: new RegExp(j.addOn) }).check();
    await check();
    await next.click();

    // 5. Cleaner.
    await expect(page.getByRole('heading', { level: 2, name: j.headings[3] })).toBeVisible();
    const cleaner = page.getByRole('article').first();
    await cleaner.getByRole('button', { name: j.book }).click();
    await expect(cleaner.getByRole('button', { name: j.selected })).toBeVisible();
    await check();
    await next.click();

    // 6. Payment and review, amounts in the language's format.
    await expect(page.getByRole('heading', { level: 2, name: j.headings[4] })).toBeVisible();
    await expect(page.getByRole('radio', { name: j.card })).toBeChecked();
    await expect(page.getByRole('region', { name: j.summary }).getByText(j.money).first()).toBeVisible();
    await check();
    await page.getByRole('button', { name: j.book, exact: true }).click();
    await expect(toast(page, j.created)).toBeVisible();
    await expect(page).toHaveURL(/\/customer\/dashboard$/);
  });
}

test('signed out, /auth follows the browser language and the picker switches it', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'pt-PT', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();
  await expectInLanguage(page, 'pt-PT');

  await page.getByLabel('Idioma').selectOption('fr-CA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
  await expectInLanguage(page, 'fr-CA');
  // Kept on this device.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
  await context.close();
});
