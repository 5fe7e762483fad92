import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { toast } from '../fixtures/accounts';
import { customerWithAddressAndCard, futureWorkday, pickDateAndTime } from '../fixtures/booking';

/**
 * The booking wizard in Québec French (a Toronto home, dollars) and European Portuguese (a Lisbon home,
 * euros) on a 390 px phone: every step shows no English and no text wider than its box.
 */
const LOCALES_DIR = path.resolve(import.meta.dirname, '../../apps/web/src/lib/locales');

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree): string[] =>
  Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v)));
const readTree = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Tree;
const languageStrings = (locale: string) => [
  ...leaves(readTree(path.join(LOCALES_DIR, `${locale}.json`))),
  ...readdirSync(path.join(LOCALES_DIR, locale))
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => leaves(readTree(path.join(LOCALES_DIR, locale, f)))),
];

/**
 * English phrases that must not show: every English string of the app (its longest run of words between
 * placeholders) of three words or more that the language does not also use.
 */
function englishPhrases(locale: string): string[] {
  const theirs = new Set(languageStrings(locale));
  const phrases = languageStrings('en')
    .filter((text) => !theirs.has(text))
    .map((text) =>
      text
        .split(/\{\{[^}]*\}\}/)
        .sort((a, b) => b.length - a.length)[0]!
        .trim(),
    )
    .filter((phrase) => (phrase.match(/[A-Za-z]{2,}/g) ?? []).length >= 3);
  return [...new Set(phrases)];
}

async function expectNoEnglish(page: Page, phrases: string[], englishCatalogue: string[]) {
  // biome-ignore lint/performance/useDomNodeTextContent: only the text a person sees counts (not hidden nodes).
  const text = await page.locator('body').innerText();
  const shown = [...phrases, ...englishCatalogue].filter((phrase) => text.includes(phrase));
  expect(shown, `English on the ${page.url()} screen`).toEqual([]);
}

/** Text boxes (buttons, labels, headings, choices) whose content is wider than the box, and page scroll. */
async function expectNoOverflow(page: Page) {
  const overflowing = await page.evaluate(() => {
    const boxes = document.querySelectorAll<HTMLElement>(
      'button, label, legend, h1, h2, h3, a, [role="radio"], [role="switch"], [role="checkbox"], th, td',
    );
    return (
      Array.from(boxes)
        .filter((el) => el.offsetParent !== null && el.getBoundingClientRect().width > 1)
        // Screen-reader-only text (clipped away, e.g. the skip link until focused) is not seen.
        .filter((el) => {
          const style = getComputedStyle(el);
          return style.clipPath === 'none' && (style.clip === '' || style.clip === 'auto');
        })
        .filter((el) => getComputedStyle(el).textOverflow !== 'ellipsis')
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 60)}"`)
    );
  });
  expect(overflowing, `text wider than its box on ${page.url()}`).toEqual([]);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(pageWidth, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

const JOURNEYS = [
  {
    locale: 'fr-CA',
    city: 'Toronto' as const,
    timeZone: 'America/Toronto',
    continue: 'Continuer',
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
    await customerWithAddressAndCard(page, request, { city: j.city });
    const saved = await page.request.patch('/api/v1/me/profile', { data: { locale: j.locale } });
    expect(saved.ok(), await saved.text()).toBe(true);
    const englishAddOns = (
      (await (
        await page.request.get('/api/v1/add-ons', { headers: { 'accept-language': 'en' } })
      ).json()) as {
        name: string;
      }[]
    ).map((a) => a.name);
    const phrases = englishPhrases(j.locale);
    const check = async () => {
      await expectNoEnglish(page, phrases, englishAddOns);
      await expectNoOverflow(page);
    };

    await page.goto('/customer/book');
    await expect(page.locator('html')).toHaveAttribute('lang', j.locale);
    const next = page.getByRole('button', { name: j.continue });

    // 1. Property type, recurring.
    await expect(page.getByRole('radio', { name: /^T2/ })).toBeChecked();
    await page.getByRole('radio', { name: /^T3/ }).check();
    await page.getByRole('switch', { name: j.recurring }).click();
    await expect(page.getByRole('radio', { name: /^T3/ })).toHaveAccessibleName(j.money);
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
  await expectNoOverflow(page);

  await page.getByLabel('Idioma').selectOption('fr-CA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
  await expectNoOverflow(page);
  // Kept on this device.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
  await context.close();
});
