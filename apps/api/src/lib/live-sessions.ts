import { type Database, profiles, sessions } from '@limpa/db';
import { and, gt, inArray, isNull, sql } from 'drizzle-orm';

/**
 * Which of these session ids still sign someone in: the row is there (not signed out, not ended by a password
 * change or a suspension), not expired, and its account is neither suspended nor deleted. One query for all.
 */
export async function liveSessionIds(db: Database, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(profiles, sql`${profiles.userId} = ${sessions.userId}`)
    .where(
      and(
        inArray(sessions.id, sessionIds),
        gt(sessions.expiresAt, sql`now()`),
        isNull(profiles.suspendedAt),
        isNull(profiles.deletedAt),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
