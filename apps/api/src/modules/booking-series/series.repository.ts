import { bookingSeries, bookings, type DbOrTx, type SkipReason, seriesSkips } from '@limpa/db';
import { and, asc, eq, gte, sql } from 'drizzle-orm';

export type SeriesRow = typeof bookingSeries.$inferSelect;

export async function insertSeries(db: DbOrTx, values: typeof bookingSeries.$inferInsert) {
  const [row] = await db.insert(bookingSeries).values(values).returning({ id: bookingSeries.id });
  return row!.id;
}

/** The series row, locked: one top-up, confirmation or cancellation of a series at a time. */
export async function lockSeries(db: DbOrTx, id: string): Promise<SeriesRow | undefined> {
  const [row] = await db.select().from(bookingSeries).where(eq(bookingSeries.id, id)).for('update');
  return row;
}

export async function findSeries(db: DbOrTx, id: string): Promise<SeriesRow | undefined> {
  const [row] = await db.select().from(bookingSeries).where(eq(bookingSeries.id, id));
  return row;
}

/** The visit every later one copies (address, rooms, add-ons, prices): the series' first booking. */
export async function findTemplateVisit(db: DbOrTx, seriesId: string) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.seriesId, seriesId))
    .orderBy(asc(bookings.startsAt))
    .limit(1);
  return row;
}

export function recordSkip(db: DbOrTx, seriesId: string, visitDate: string, reason: SkipReason) {
  return db.insert(seriesSkips).values({ seriesId, visitDate, reason }).onConflictDoNothing();
}

export function setMaterialisedUntil(db: DbOrTx, seriesId: string, date: string) {
  return db
    .update(bookingSeries)
    .set({ materialisedUntil: date })
    .where(and(eq(bookingSeries.id, seriesId), sql`${bookingSeries.materialisedUntil} < ${date}`));
}

/**
 * Series that may need visits up to `horizonEnd` (the widest local horizon). Confirmed (active) ones only: a
 * pending series holds no more visits than its request booked (materialise-series.ts).
 */
export function findSeriesToTopUp(db: DbOrTx, horizonEnd: string) {
  return db
    .select({ id: bookingSeries.id })
    .from(bookingSeries)
    .where(
      and(
        eq(bookingSeries.status, 'active'),
        sql`${bookingSeries.materialisedUntil} + (${bookingSeries.everyWeeks} * 7) <= ${horizonEnd}::date`,
      ),
    );
}

export function listSeriesVisits(db: DbOrTx, seriesId: string, endedAfter: Date) {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.seriesId, seriesId), gte(bookings.endsAt, endedAfter)))
    .orderBy(asc(bookings.startsAt));
}

export function listSkips(db: DbOrTx, seriesId: string) {
  return db
    .select({ date: seriesSkips.visitDate, reason: seriesSkips.reason })
    .from(seriesSkips)
    .where(eq(seriesSkips.seriesId, seriesId))
    .orderBy(asc(seriesSkips.visitDate));
}
