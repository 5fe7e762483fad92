import { cleanerAvailability, type DbOrTx } from '@limpa/db';
import type { AvailabilitySlot } from '@limpa/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { cachedStatement } from './statement-cache';

/** A weekly availability row's times as 'HH:mm' (a midnight end stays '24:00'): what every reader selects. */
export const availabilityColumns = {
  weekday: cleanerAvailability.weekday,
  startTime: sql<string>`to_char(${cleanerAvailability.startTime}, 'HH24:MI')`,
  endTime: sql<string>`case when ${cleanerAvailability.endTime} = '24:00'::time then '24:00' else to_char(${cleanerAvailability.endTime}, 'HH24:MI') end`,
};

/** A cleaner's weekly rows, ordered by weekday then start (their own settings screen and their public profile). */
export function findWeeklyAvailability(db: DbOrTx, userId: string): Promise<AvailabilitySlot[]> {
  const statement = cachedStatement(db, 'weekly-availability', () =>
    db
      .select({ ...availabilityColumns })
      .from(cleanerAvailability)
      .where(eq(cleanerAvailability.userId, sql.placeholder('userId')))
      .orderBy(asc(cleanerAvailability.weekday), asc(cleanerAvailability.startTime))
      .prepare(''),
  );
  return statement.execute({ userId });
}
