import { auditLog, bookings, type DbOrTx, profiles, supportCases, supportMessages, users } from '@limpa/db';
import type { SupportCaseStatus, SupportTopic } from '@limpa/domain';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { descIndexed, exactInstant, type InstantKeyset, olderThan } from '../../lib/keyset-cursor';

const requester = alias(profiles, 'requester');
const assignee = alias(profiles, 'assignee');

/** Whether `bookingId` is one of `userId`'s bookings (as its customer or its cleaner). */
export async function isOwnBooking(db: DbOrTx, userId: string, bookingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(eq(bookings.id, bookingId), or(eq(bookings.customerId, userId), eq(bookings.cleanerId, userId))),
    );
  return row !== undefined;
}

type NewSupportCase = Pick<
  typeof supportCases.$inferInsert,
  'requesterId' | 'guestEmail' | 'guestName' | 'guestLocale' | 'bookingId'
> & { topic: SupportTopic };

export async function insertSupportCase(tx: DbOrTx, input: NewSupportCase) {
  const [row] = await tx.insert(supportCases).values(input).returning();
  return row!;
}

/** A message, and the case's newest activity (the caller has checked the case is open, under its lock). */
export async function insertSupportMessage(
  tx: DbOrTx,
  input: { caseId: string; senderId: string | null; fromTeam: boolean; body: string },
) {
  const [message] = await tx.insert(supportMessages).values(input).returning();
  await tx
    .update(supportCases)
    .set({ lastMessageAt: message!.createdAt })
    .where(eq(supportCases.id, input.caseId));
  return message!;
}

/**
 * Cases with who asked and who took it: a person's name, language and e-mail from their profile and account, a
 * signed-out visitor's from what they gave (decision 073).
 */
const casesWithPeople = (db: DbOrTx) =>
  db
    .select({
      row: supportCases,
      key: exactInstant(supportCases.lastMessageAt),
      requesterName: sql<string | null>`coalesce(${requester.fullName}, ${supportCases.guestName})`,
      requesterRole: requester.role,
      requesterProfileId: requester.id,
      requesterLocale: sql<string | null>`coalesce(${requester.locale}, ${supportCases.guestLocale})`,
      requesterEmail: sql<string>`coalesce(${users.email}, ${supportCases.guestEmail})`,
      assignedAdminName: assignee.fullName,
    })
    .from(supportCases)
    .leftJoin(users, eq(users.id, supportCases.requesterId))
    .leftJoin(requester, eq(requester.userId, supportCases.requesterId))
    .leftJoin(assignee, eq(assignee.userId, supportCases.assignedAdminId));

/** A case with who asked and who took it; `lock` holds the row for a change. */
export async function findSupportCase(db: DbOrTx, id: string, lock = false) {
  const query = casesWithPeople(db).where(eq(supportCases.id, id));
  const [row] = await (lock ? query.for('update', { of: supportCases }) : query);
  return row;
}
export type SupportCaseRow = NonNullable<Awaited<ReturnType<typeof findSupportCase>>>;

export const listSupportMessages = (db: DbOrTx, caseId: string) =>
  db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.caseId, caseId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));

/** A page of the person's own cases, newest activity first, from their index. */
export const listOwnSupportCases = (
  db: DbOrTx,
  userId: string,
  after: InstantKeyset | undefined,
  limit: number,
) =>
  db
    .select({ row: supportCases, key: exactInstant(supportCases.lastMessageAt) })
    .from(supportCases)
    .where(
      and(
        eq(supportCases.requesterId, userId),
        olderThan(supportCases.lastMessageAt, supportCases.id, after),
      ),
    )
    .orderBy(descIndexed(supportCases.lastMessageAt), descIndexed(supportCases.id))
    .limit(limit);

/** A page of the admins' queue: by status (the queue's index) and topic, newest activity first. */
export const listSupportQueue = (
  db: DbOrTx,
  filter: { status?: SupportCaseStatus; topic?: SupportTopic },
  after: InstantKeyset | undefined,
  limit: number,
) =>
  casesWithPeople(db)
    .where(
      and(
        filter.status ? eq(supportCases.status, filter.status) : undefined,
        filter.topic ? eq(supportCases.topic, filter.topic) : undefined,
        olderThan(supportCases.lastMessageAt, supportCases.id, after),
      ),
    )
    .orderBy(descIndexed(supportCases.lastMessageAt), descIndexed(supportCases.id))
    .limit(limit);

export async function setSupportCase(
  tx: DbOrTx,
  id: string,
  set: Partial<Pick<typeof supportCases.$inferInsert, 'assignedAdminId' | 'status' | 'closedAt'>>,
) {
  await tx.update(supportCases).set(set).where(eq(supportCases.id, id));
}

/** One audit row per admin action on a case (field: the case; the person's profile is the target). */
export async function auditSupportAction(
  tx: DbOrTx,
  input: { adminId: string; targetProfileId: string | null; action: string; caseId: string; detail?: string },
) {
  await tx.insert(auditLog).values({
    actorId: input.adminId,
    targetProfileId: input.targetProfileId,
    action: input.action,
    field: 'support_case',
    oldValue: input.caseId,
    newValue: input.detail ?? null,
  });
}
