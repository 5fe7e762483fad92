import { bookingCharges, bookings, type Database, type DbOrTx, profiles, reviews, services } from '@limpa/db';
import { and, asc, desc, eq, gt, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const customerProfile = alias(profiles, 'customer_profile');
const cleanerProfile = alias(profiles, 'cleaner_profile');

/** One row per booking with both parties, the service name, the charges and whether it was reviewed. */
function selectBookingRows(db: DbOrTx) {
  return db
    .select({
      booking: bookings,
      serviceName: services.name,
      customer: {
        userId: customerProfile.userId,
        fullName: customerProfile.fullName,
        phone: customerProfile.phone,
        avatarUrl: customerProfile.avatarUrl,
      },
      cleaner: {
        userId: cleanerProfile.userId,
        fullName: cleanerProfile.fullName,
        phone: cleanerProfile.phone,
        avatarUrl: cleanerProfile.avatarUrl,
      },
      charges: sql<
        { kind: string; amountCents: number; status: string; reference: string | null; createdAt: string }[]
      >`coalesce((
        select json_agg(json_build_object('kind', c.kind, 'amountCents', c.amount_cents, 'status', c.status,
          'reference', c.reference, 'createdAt', c.created_at) order by c.created_at)
        from ${bookingCharges} c where c.booking_id = ${bookings.id}), '[]'::json)`,
      hasReview: sql<boolean>`exists (select 1 from ${reviews} r where r.booking_id = ${bookings.id})`,
    })
    .from(bookings)
    .innerJoin(customerProfile, eq(customerProfile.userId, bookings.customerId))
    .leftJoin(cleanerProfile, eq(cleanerProfile.userId, bookings.cleanerId))
    .leftJoin(services, eq(services.id, bookings.serviceId));
}

export type BookingRow = Awaited<ReturnType<ReturnType<typeof selectBookingRows>['execute']>>[number];

export async function findBookingRow(db: DbOrTx, id: string): Promise<BookingRow | undefined> {
  const [row] = await selectBookingRows(db).where(eq(bookings.id, id)).limit(1);
  return row;
}

export interface BookingListFilter {
  party: { column: 'customer' | 'cleaner'; userId: string } | null;
  statuses?: string[];
  when?: 'upcoming' | 'past';
  from?: Date;
  to?: Date;
  search?: SQL;
  /** Keyset position: the last row's (starts_at, id). */
  after?: { startsAt: Date; id: string };
  limit: number;
  order: 'asc' | 'desc';
}

export async function listBookingRows(db: Database, f: BookingListFilter): Promise<BookingRow[]> {
  const where: (SQL | undefined)[] = [];
  if (f.party) {
    where.push(eq(f.party.column === 'customer' ? bookings.customerId : bookings.cleanerId, f.party.userId));
  }
  if (f.statuses?.length)
    where.push(inArray(bookings.status, f.statuses as (typeof bookings.status._.data)[]));
  const active = sql`${bookings.status} in ('pending','confirmed','in_progress')`;
  if (f.when === 'upcoming') where.push(and(active, sql`${bookings.endsAt} > now()`));
  if (f.when === 'past') where.push(sql`not (${active} and ${bookings.endsAt} > now())`);
  if (f.from) where.push(sql`${bookings.startsAt} >= ${f.from}`);
  if (f.to) where.push(sql`${bookings.startsAt} < ${f.to}`);
  if (f.search) where.push(f.search);
  if (f.after) {
    const cmp = f.order === 'asc' ? gt : lt;
    where.push(
      or(
        cmp(bookings.startsAt, f.after.startsAt),
        and(eq(bookings.startsAt, f.after.startsAt), cmp(bookings.id, f.after.id)),
      ),
    );
  }
  const dir = f.order === 'asc' ? asc : desc;
  return selectBookingRows(db)
    .where(and(...where))
    .orderBy(dir(bookings.startsAt), dir(bookings.id))
    .limit(f.limit);
}
