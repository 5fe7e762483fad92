import { addOns, type DbOrTx, faqItems, services } from '@limpa/db';
import { asc, notLike } from 'drizzle-orm';

/** Services offered to customers: names starting with "DISABLED" (case-sensitive) are hidden. */
export function listVisibleServices(db: DbOrTx) {
  return db
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      basePriceCents: services.basePriceCents,
      durationHours: services.durationHours,
      translations: services.translations,
    })
    .from(services)
    .where(notLike(services.name, 'DISABLED%'))
    .orderBy(asc(services.name), asc(services.id));
}

export function listAddOns(db: DbOrTx) {
  return db
    .select({
      id: addOns.id,
      name: addOns.name,
      description: addOns.description,
      priceCents: addOns.priceCents,
      translations: addOns.translations,
    })
    .from(addOns)
    .orderBy(asc(addOns.name), asc(addOns.id));
}

export function listFaqItems(db: DbOrTx) {
  return db
    .select({
      id: faqItems.id,
      question: faqItems.question,
      answer: faqItems.answer,
      category: faqItems.category,
      translations: faqItems.translations,
    })
    .from(faqItems)
    .orderBy(asc(faqItems.sortOrder), asc(faqItems.question));
}
