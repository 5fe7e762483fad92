import { auditLog, bookings, type DbOrTx, profiles, type Role, users } from '@limpa/db';
import { CUSTOMER_CANCEL_MIN_HOURS } from '@limpa/domain';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { descIndexed, exactInstant, type InstantKeyset } from '../../lib/keyset-cursor';
import { containsPattern } from '../../lib/like-pattern';

export type ProfileRow = typeof profiles.$inferSelect;

/** Bookings this profile's user cancelled as their cleaner (a partial index holds them). */
export const cleanerCancellations = sql<number>`(select count(*)::int from ${bookings}
  where ${bookings.cleanerId} = ${profiles.userId} and ${bookings.cancelledBy} = 'cleaner')`;

/**
 * Of those, the confirmed ones given up inside 24 h of their start (decision 069), derived from the bookings
 * (never a counter that can drift); a "could not get in" report is the customer's no-show, not counted.
 */
const isLateCleanerCancellation = sql`${bookings.confirmedAt} is not null and ${bookings.noShowParty} is null
  and ${bookings.cancelledAt} > ${bookings.startsAt} - make_interval(hours => ${CUSTOMER_CANCEL_MIN_HOURS})`;

export const cleanerLateCancellations = sql<number>`(select count(*)::int from ${bookings}
  where ${bookings.cleanerId} = ${profiles.userId} and ${bookings.cancelledBy} = 'cleaner'
  and ${isLateCleanerCancellation})`;

/** The cancellation counts of one user, for answers built from a profile row alone. */
export async function countCleanerCancellations(db: DbOrTx, userId: string): Promise<CancellationCounts> {
  const [row] = await db
    .select({
      cancellationCount: sql<number>`count(*)::int`,
      lateCancellationCount: sql<number>`(count(*) filter (where ${isLateCleanerCancellation}))::int`,
    })
    .from(bookings)
    .where(and(eq(bookings.cleanerId, userId), eq(bookings.cancelledBy, 'cleaner')));
  return row ?? { cancellationCount: 0, lateCancellationCount: 0 };
}

export interface CancellationCounts {
  cancellationCount: number;
  lateCancellationCount: number;
}

export interface UserListFilter {
  q?: string;
  role?: Role;
  after?: InstantKeyset;
  limit: number;
}

/** Profiles newest first, keyset on (created_at, id); q matches name, phone, city or e-mail (trigram indexes). */
export function listUserRows(db: DbOrTx, f: UserListFilter) {
  const where: (SQL | undefined)[] = [];
  if (f.q) {
    const pattern = containsPattern(f.q);
    // The e-mail lives on the account row: matched through its own trigram index (migration 0023).
    const emailMatches = sql`${profiles.userId} in (select ${users.id} from ${users} where ${ilike(users.email, pattern)})`;
    where.push(
      or(
        ilike(profiles.fullName, pattern),
        ilike(profiles.phone, pattern),
        ilike(profiles.city, pattern),
        emailMatches,
      ),
    );
  }
  if (f.role) where.push(eq(profiles.role, f.role));
  if (f.after) {
    where.push(
      sql`(${profiles.createdAt}, ${profiles.id}) < (${f.after.at}::timestamptz, ${f.after.id}::uuid)`,
    );
  }
  return db
    .select({
      profile: profiles,
      cancellationCount: cleanerCancellations,
      lateCancellationCount: cleanerLateCancellations,
      createdAtKey: exactInstant(profiles.createdAt),
    })
    .from(profiles)
    .where(and(...where))
    .orderBy(descIndexed(profiles.createdAt), descIndexed(profiles.id))
    .limit(f.limit);
}

/** A profile with its account's e-mail. */
export async function findUserWithEmail(db: DbOrTx, profileId: string) {
  const [row] = await db
    .select({
      profile: profiles,
      email: users.email,
      cancellationCount: cleanerCancellations,
      lateCancellationCount: cleanerLateCancellations,
      noShowCount: sql<number>`(select count(*)::int from ${bookings}
        where ${bookings.cleanerId} = ${profiles.userId} and ${bookings.noShowParty} = 'cleaner')`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row;
}

const actor = alias(profiles, 'actor_profile');

/** The newest audit entries about a profile, with the acting admin's name. */
export function listAuditEntries(db: DbOrTx, profileId: string, limit: number) {
  return db
    .select({
      id: auditLog.id,
      actorName: actor.fullName,
      field: auditLog.field,
      oldValue: auditLog.oldValue,
      newValue: auditLog.newValue,
      reason: auditLog.reason,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.userId, auditLog.actorId))
    .where(eq(auditLog.targetProfileId, profileId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/**
 * Locks these profile rows (FOR UPDATE) in id order, so two transactions locking the same pair never
 * deadlock, and returns them.
 */
export function lockProfiles(tx: DbOrTx, ids: string[]) {
  return tx.select().from(profiles).where(inArray(profiles.id, ids)).orderBy(profiles.id).for('update');
}

export async function updateProfileAccess(
  tx: DbOrTx,
  profileId: string,
  set: {
    role?: Role;
    isApproved?: boolean;
    suspendedAt?: Date | null;
    suspensionReason?: string | null;
    noShowBlockedAt?: null;
    noShowBlockLiftedAt?: Date;
  },
): Promise<ProfileRow> {
  const [row] = await tx.update(profiles).set(set).where(eq(profiles.id, profileId)).returning();
  return row!;
}

export interface AuditEntry {
  actorId: string;
  targetProfileId: string;
  action:
    | 'role_change'
    | 'approval_change'
    | 'suspension_change'
    | 'booking_for_customer'
    | 'no_show_block_lift';
  field: string;
  oldValue: string | null;
  newValue: string | null;
  reason?: string | null;
}

export async function insertAuditEntries(tx: DbOrTx, entries: AuditEntry[]) {
  if (entries.length > 0) await tx.insert(auditLog).values(entries);
}
