import { cleanerTimeOff, type DbOrTx, profiles } from '@limpa/db';
import { and, asc, eq, gte, inArray, lte, type Placeholder, sql } from 'drizzle-orm';

export function listTimeOff(db: DbOrTx, userId: string) {
  return db
    .select({
      startDate: cleanerTimeOff.startDate,
      endDate: cleanerTimeOff.endDate,
      reason: cleanerTimeOff.reason,
    })
    .from(cleanerTimeOff)
    .where(eq(cleanerTimeOff.userId, userId))
    .orderBy(asc(cleanerTimeOff.startDate), asc(cleanerTimeOff.endDate));
}

export async function replaceTimeOffRows(
  db: DbOrTx,
  userId: string,
  timeZone: string,
  rows: { startDate: string; endDate: string; reason?: string }[],
) {
  await db.delete(cleanerTimeOff).where(eq(cleanerTimeOff.userId, userId));
  if (rows.length === 0) return;
  await db.insert(cleanerTimeOff).values(
    rows.map((r) => ({
      userId,
      timeZone,
      startDate: r.startDate,
      endDate: r.endDate,
      reason: r.reason || null,
    })),
  );
}

/** Which of these cleaners cannot take a new booking on `date` (their local date): time off or not accepting. */
export async function findCleanersOff(
  db: DbOrTx,
  userIds: string[],
  date: string,
  options: { includeNotAccepting: boolean },
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const offDays = await db
    .selectDistinct({ userId: cleanerTimeOff.userId })
    .from(cleanerTimeOff)
    .where(
      and(
        inArray(cleanerTimeOff.userId, userIds),
        lte(cleanerTimeOff.startDate, date),
        gte(cleanerTimeOff.endDate, date),
      ),
    );
  const off = new Set(offDays.map((r) => r.userId));
  if (options.includeNotAccepting) {
    const closed = await db
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(and(inArray(profiles.userId, userIds), eq(profiles.isAvailable, false)));
    for (const r of closed) off.add(r.userId);
  }
  return off;
}

/**
 * The search listing's condition: the cleaner accepts jobs and is not on time off today in their own time zone
 * (kept on each time-off row, so one indexed subquery answers it).
 */
export const availableForNewJobs = (now: Date | Placeholder) =>
  and(
    eq(profiles.isAvailable, true),
    sql`not exists (select 1 from ${cleanerTimeOff} o where o.user_id = ${profiles.userId}
      and (${now instanceof Date ? now.toISOString() : now}::timestamptz at time zone o.time_zone)::date between o.start_date and o.end_date)`,
  );

export const setAcceptingJobs = (db: DbOrTx, userId: string, accepting: boolean) =>
  db.update(profiles).set({ isAvailable: accepting }).where(eq(profiles.userId, userId));
