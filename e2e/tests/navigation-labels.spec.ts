import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createAccount, signInThroughForm } from '../fixtures/accounts';
import { promoteToAdmin } from '../fixtures/database';

/**
 * Every role's bottom bar on a 360 px phone in European Portuguese and Québec French: each label fits its tab
 * on one line (never cut short with an ellipsis, never wrapped), and the current tab is the highlighted one,
 * also on a page under it.
 */
test.use({ viewport: { width: 360, height: 740 } });

const LABELS = {
  'pt-PT': {
    customer: ['Início', 'Marcar', 'Marcações', 'Alertas', 'Perfil'],
    cleaner: ['Início', 'Agenda', 'Trabalhos', 'Carteira', 'Perfil'],
    admin: ['Admin', 'Contas', 'Marcações', 'Repasses', 'Definições'],
  },
  'fr-CA': {
    customer: ['Accueil', 'Réserver', 'Ménages', 'Alertes', 'Profil'],
    cleaner: ['Accueil', 'Horaire', 'Contrats', 'Portefeuille', 'Profil'],
    admin: ['Admin', 'Utilisateurs', 'Ménages', 'Virements', 'Paramètres'],
  },
} as const;

const HOME = { customer: '/customer/dashboard', cleaner: '/provider/dashboard', admin: '/admin/dashboard' };
/** Another page, and the position of the tab it belongs to (a job's receipt is under Jobs). */
const ELSEWHERE = {
  customer: ['/customer/bookings?tab=past', 2],
  cleaner: ['/provider/jobs/00000000-0000-4000-8000-000000000000/receipt', 2],
  admin: ['/admin/users', 1],
} as const;

/** A new account of the role (an admin: a promoted customer, so the operator's admin keeps its language). */
async function signIn(page: Page, request: APIRequestContext, role: keyof typeof HOME) {
  const account = await createAccount(request, role === 'admin' ? 'customer' : role);
  if (role === 'admin') await promoteToAdmin(account.email);
  await signInThroughForm(page, account.email, account.password);
}

/** Each label's box: whether its text is wider than the box, and how many lines it takes. */
const measureLabels = (page: Page) =>
  page.getByRole('navigation', { name: 'Principal' }).evaluate(async (nav) => {
    await document.fonts.ready;
    return Array.from(nav.querySelectorAll('a > span:last-child')).map((label) => ({
      text: label.textContent,
      fits: label.scrollWidth <= label.clientWidth,
      lines: label.getClientRects().length,
    }));
  });

for (const [locale, roles] of Object.entries(LABELS)) {
  for (const [role, labels] of Object.entries(roles) as [keyof typeof HOME, readonly string[]][]) {
    test(`the ${role}'s bottom bar in ${locale} at 360 px: every label whole, the current tab highlighted`, async ({
      page,
      request,
    }) => {
      await signIn(page, request, role);
      await expect(page).toHaveURL(new RegExp(`${HOME[role]}$`));
      const saved = await page.request.patch('/api/v1/me/profile', { data: { locale } });
      expect(saved.ok(), await saved.text()).toBe(true);
      await page.reload();

      const bar = page.getByRole('navigation', { name: 'Principal' });
      await expect(bar.getByRole('link')).toHaveText([...labels]);
      expect(await measureLabels(page)).toEqual(labels.map((text) => ({ text, fits: true, lines: 1 })));
      await expect(bar.getByRole('link', { name: labels[0] })).toHaveAttribute('aria-current', 'page');

      const [elsewhere, index] = ELSEWHERE[role];
      await page.goto(elsewhere);
      await expect(bar.getByRole('link').nth(index)).toHaveAttribute('aria-current', 'page');
      await expect(bar.locator('[aria-current="page"]')).toHaveCount(1);
    });
  }
}
