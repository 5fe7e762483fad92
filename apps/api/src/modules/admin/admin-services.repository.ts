import { auditLog, type DbOrTx, profiles, servicePriceCellColumns, servicePrices, services } from '@limpa/db';
import type { Currency, HomeType } from '@limpa/domain';
import { and, asc, eq, sql } from 'drizzle-orm';

/** Every service, hidden ones too, in name order. */
export function listAllServices(db: DbOrTx) {
  return db
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      isDefault: services.isDefault,
    })
    .from(services)
    .orderBy(asc(services.name), asc(services.id));
}

/** Every price cell of these services (all when none named), in home-type then currency order. */
export function listServicePriceCells(db: DbOrTx, serviceId?: string) {
  return db
    .select(servicePriceCellColumns)
    .from(servicePrices)
    .where(serviceId ? eq(servicePrices.serviceId, serviceId) : undefined)
    .orderBy(asc(servicePrices.homeType), asc(servicePrices.currency));
}

/** The service's row, locked until the transaction ends (two admins' edits of it take turns). */
export async function lockService(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(services).where(eq(services.id, id)).for('update');
  return row;
}

export async function updateServiceTexts(
  tx: DbOrTx,
  id: string,
  texts: { name?: string; description?: string },
) {
  await tx.update(services).set(texts).where(eq(services.id, id));
}

/**
 * Cleaners list the services they offer by name (the catalogue's key): a renamed service keeps its cleaners
 * (hidden with "DISABLED…" and shown again, too), in the rename's transaction.
 */
export async function renameOfferedService(tx: DbOrTx, from: string, to: string) {
  await tx
    .update(profiles)
    .set({ servicesOffered: sql`array_replace(${profiles.servicesOffered}, ${from}, ${to})` })
    .where(sql`${from} = any(${profiles.servicesOffered})`);
}

/** Writes one cell; answers the cell it replaced (undefined when new). */
export async function upsertServicePriceCell(
  tx: DbOrTx,
  cell: {
    serviceId: string;
    homeType: HomeType;
    currency: Currency;
    priceCents: number;
    durationHours: number;
  },
) {
  const [before] = await tx
    .select({ priceCents: servicePrices.priceCents, durationHours: servicePrices.durationHours })
    .from(servicePrices)
    .where(
      and(
        eq(servicePrices.serviceId, cell.serviceId),
        eq(servicePrices.homeType, cell.homeType),
        eq(servicePrices.currency, cell.currency),
      ),
    );
  await tx
    .insert(servicePrices)
    .values(cell)
    .onConflictDoUpdate({
      target: [servicePrices.serviceId, servicePrices.homeType, servicePrices.currency],
      set: { priceCents: cell.priceCents, durationHours: cell.durationHours, updatedAt: sql`now()` },
    });
  return before;
}

export async function insertServiceAudit(
  tx: DbOrTx,
  entries: { actorId: string; field: string; oldValue: string | null; newValue: string | null }[],
) {
  if (entries.length === 0) return;
  await tx
    .insert(auditLog)
    .values(entries.map((e) => ({ ...e, action: 'service_change', targetProfileId: null })));
}
