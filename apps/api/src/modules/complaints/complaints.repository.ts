import { bookingCharges, bookings, complaintPhotos, complaints, type DbOrTx, profiles } from '@limpa/db';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

export type ComplaintRow = typeof complaints.$inferSelect;

/** The booking's complaint; `lock` takes its row lock (an answer or a decision is a compare-and-swap under it). */
export async function findComplaint(db: DbOrTx, bookingId: string, lock = false) {
  const query = db.select().from(complaints).where(eq(complaints.bookingId, bookingId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Inserts the complaint; a second one for the booking (racing or not) is refused by the unique booking_id. */
export async function insertComplaint(tx: DbOrTx, input: { bookingId: string; reason: string }) {
  const [row] = await tx.insert(complaints).values(input).onConflictDoNothing().returning();
  return row;
}

/** The cleaner's one answer: only while none was given (compare-and-swap on answer is null). */
export async function setAnswer(tx: DbOrTx, id: string, answer: string, now: Date) {
  const [row] = await tx
    .update(complaints)
    .set({ answer, answeredAt: now })
    .where(and(eq(complaints.id, id), sql`${complaints.answer} is null`))
    .returning();
  return row;
}

/** The admin's decision: only an open complaint moves (compare-and-swap on status), so a second one gets 409. */
export async function closeComplaint(
  tx: DbOrTx,
  id: string,
  decision: Pick<ComplaintRow, 'decision' | 'refundCents' | 'recleanBookingId' | 'decidedBy'>,
  now: Date,
) {
  const [row] = await tx
    .update(complaints)
    .set({ ...decision, status: 'decided', decidedAt: now })
    .where(and(eq(complaints.id, id), eq(complaints.status, 'open')))
    .returning();
  return row;
}

export const listComplaintPhotos = (db: DbOrTx, complaintId: string) =>
  db
    .select({ id: complaintPhotos.id })
    .from(complaintPhotos)
    .where(eq(complaintPhotos.complaintId, complaintId))
    .orderBy(asc(complaintPhotos.createdAt), asc(complaintPhotos.id));

export async function countComplaintPhotos(tx: DbOrTx, complaintId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(complaintPhotos)
    .where(eq(complaintPhotos.complaintId, complaintId));
  return row?.n ?? 0;
}

export async function insertComplaintPhoto(tx: DbOrTx, input: { complaintId: string; storageKey: string }) {
  const [row] = await tx.insert(complaintPhotos).values(input).returning({ id: complaintPhotos.id });
  return row!;
}

export async function findComplaintPhoto(db: DbOrTx, complaintId: string, photoId: string) {
  const [row] = await db
    .select({ storageKey: complaintPhotos.storageKey })
    .from(complaintPhotos)
    .where(and(eq(complaintPhotos.id, photoId), eq(complaintPhotos.complaintId, complaintId)));
  return row;
}

const customerProfile = alias(profiles, 'complaint_customer');
const cleanerProfile = alias(profiles, 'complaint_cleaner');

/** What the customer's card gave, net of succeeded and in-flight refunds: the most a refund may still give. */
const refundable = sql<number>`(select coalesce(sum(case when ${bookingCharges.kind} = 'refund'
    then -${bookingCharges.amountCents} else ${bookingCharges.amountCents} end), 0)::int
  from ${bookingCharges}
  where ${bookingCharges.bookingId} = ${bookings.id} and ${bookingCharges.kind} <> 'tip'
    and (${bookingCharges.status} = 'succeeded'
      or (${bookingCharges.kind} = 'refund' and ${bookingCharges.status} = 'pending')))`;

/** The admins' queue: complaints of one status, oldest first, with their booking's parties and money. */
export function listComplaintRows(db: DbOrTx, status: ComplaintRow['status'], limit: number) {
  return db
    .select({
      complaint: complaints,
      customerName: customerProfile.fullName,
      customerProfileId: customerProfile.id,
      cleanerId: bookings.cleanerId,
      cleanerName: cleanerProfile.fullName,
      bookingDate: bookings.bookingDate,
      bookingTime: bookings.bookingTime,
      homeType: bookings.homeType,
      addressId: bookings.addressId,
      currency: bookings.currency,
      refundableCents: refundable,
    })
    .from(complaints)
    .innerJoin(bookings, eq(bookings.id, complaints.bookingId))
    .leftJoin(customerProfile, eq(customerProfile.userId, bookings.customerId))
    .leftJoin(cleanerProfile, eq(cleanerProfile.userId, bookings.cleanerId))
    .where(eq(complaints.status, status))
    .orderBy(asc(complaints.createdAt), asc(complaints.id))
    .limit(limit);
}
