import { addOns, type DbOrTx, faqItems, servicePriceCellColumns, servicePrices, services } from '@limpa/db';
import { type Currency, HIDDEN_SERVICE_PREFIX, type HomeType } from '@limpa/domain';
import { and, asc, eq, inArray, notLike } from 'drizzle-orm';

/** A service customers see: its name does not start with the hiding prefix (domain service-visibility.ts). */
const isVisible = () => notLike(services.name, `${HIDDEN_SERVICE_PREFIX}%`);

/** Services offered to customers: names starting with "DISABLED" (case-sensitive) are hidden. */
export function listVisibleServices(db: DbOrTx) {
  return db
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      basePriceCents: services.basePriceCents,
      durationHours: services.durationHours,
      isDefault: services.isDefault,
      translations: services.translations,
    })
    .from(services)
    .where(isVisible())
    .orderBy(asc(services.name), asc(services.id));
}

/** Every price cell of the visible services, in home-type then currency order. */
export function listVisibleServicePrices(db: DbOrTx) {
  return db
    .select(servicePriceCellColumns)
    .from(servicePrices)
    .innerJoin(services, eq(services.id, servicePrices.serviceId))
    .where(isVisible())
    .orderBy(asc(servicePrices.homeType), asc(servicePrices.currency));
}

/**
 * A bookable service's cell for a home type and currency: the one named, or the default service when none is;
 * undefined when unknown, hidden or without that cell.
 */
export async function findServicePrice(
  db: DbOrTx,
  r: { serviceId: string | null; homeType: HomeType; currency: Currency },
) {
  const [row] = await db
    .select({
      serviceId: services.id,
      name: services.name,
      isDefault: services.isDefault,
      priceCents: servicePrices.priceCents,
      durationHours: servicePrices.durationHours,
    })
    .from(services)
    .innerJoin(servicePrices, eq(servicePrices.serviceId, services.id))
    .where(
      and(
        r.serviceId === null ? eq(services.isDefault, true) : eq(services.id, r.serviceId),
        isVisible(),
        eq(servicePrices.homeType, r.homeType),
        eq(servicePrices.currency, r.currency),
      ),
    )
    .limit(1);
  return row;
}

/** Which of these keys (English names) are visible services'. */
export async function findVisibleServiceKeys(db: DbOrTx, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ name: services.name })
    .from(services)
    .where(and(inArray(services.name, [...keys]), isVisible()));
  return rows.map((row) => row.name);
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

/** The default service's price cells (House Cleaning's, whatever its name): the figures the FAQ names. */
export function listDefaultServicePrices(db: DbOrTx) {
  return db
    .select({
      homeType: servicePrices.homeType,
      currency: servicePrices.currency,
      priceCents: servicePrices.priceCents,
    })
    .from(servicePrices)
    .innerJoin(services, eq(services.id, servicePrices.serviceId))
    .where(eq(services.isDefault, true));
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
