import {
  type AdminServiceStandards,
  type CleanerServiceStandards,
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  type ServiceStandardsTexts,
} from '@limpa/contracts';
import type { Database } from '@limpa/db';
import {
  auditStandardsChange,
  lockStandardsRows,
  readStandardsRows,
  saveStandardsText,
} from './service-standards.repository';

type Row = Awaited<ReturnType<typeof readStandardsRows>>[number];

function asAnswer(rows: readonly Row[]): AdminServiceStandards {
  const texts = { en: '', 'pt-PT': '', 'fr-CA': '' };
  let updatedAt: Date | null = null;
  for (const row of rows) {
    texts[row.locale] = row.body;
    if (!updatedAt || row.updatedAt > updatedAt) updatedAt = row.updatedAt;
  }
  return { texts, updatedAt: updatedAt?.toISOString() ?? null };
}

/** The admin editor's texts, every language ('' where none is written). */
export async function getServiceStandards(db: Database): Promise<AdminServiceStandards> {
  return asAnswer(await readStandardsRows(db));
}

/**
 * Saves the languages whose text changed, each with its audit row, in one transaction under the rows' locks;
 * a language left as it was is neither rewritten nor audited.
 */
export async function updateServiceStandards(
  db: Database,
  adminUserId: string,
  texts: ServiceStandardsTexts,
): Promise<AdminServiceStandards> {
  await db.transaction(async (tx) => {
    const current = new Map((await lockStandardsRows(tx)).map((row) => [row.locale, row.body]));
    for (const locale of LOCALES) {
      const before = current.get(locale) ?? null;
      if ((before ?? '') === texts[locale]) continue;
      await saveStandardsText(tx, locale, texts[locale], adminUserId);
      await auditStandardsChange(tx, adminUserId, locale, before, texts[locale]);
    }
  });
  return getServiceStandards(db);
}

/** What a cleaner reads: the text of their language, else the English one (decision 054). */
export async function getServiceStandardsFor(
  db: Database,
  locale: Locale | null | undefined,
): Promise<CleanerServiceStandards> {
  const rows = await readStandardsRows(db);
  const byLocale = new Map(rows.map((row) => [row.locale, row]));
  const own = locale ? byLocale.get(locale) : undefined;
  const shown = own?.body ? own : byLocale.get(DEFAULT_LOCALE);
  return {
    locale: shown?.body ? shown.locale : (locale ?? DEFAULT_LOCALE),
    body: shown?.body ?? '',
    updatedAt: shown?.body ? shown.updatedAt.toISOString() : null,
  };
}
