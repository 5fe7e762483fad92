import {
  addOns,
  bookingCharges,
  bookingSeries,
  bookings,
  type CatalogueTranslations,
  type DbOrTx,
  profiles,
  reviews,
  services,
} from '@limpa/db';
import { PENDING_EXPIRY_BEFORE_START_HOURS, PENDING_SHORT_NOTICE_ANSWER_HOURS } from '@limpa/domain';
import { and, asc, desc, eq, ilike, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACTIVE_STATUSES_SQL } from '../../lib/active-status-sql';
import { descIndexed, exactInstant, type InstantKeyset } from '../../lib/keyset-cursor';
import { containsPattern } from '../../lib/like-pattern';
import { cachedStatement } from '../../lib/statement-cache';

const customerProfile = alias(profiles, 'customer_profile');
const cleanerProfile = alias(profiles, 'cleaner_profile');

/** One row per booking with both parties, the service name, the charges and whether it was reviewed. */
function selectBookingRows(db: DbOrTx) {
  return db
    .select({
      booking: bookings,
      serviceName: services.name,
      serviceTranslations: services.translations,
      /** The translations of the booked add-ons, by id (their names are stored in English on the booking). */
      addOnTranslations: sql<Record<string, CatalogueTranslations<'name' | 'description'>> | null>`(
        select json_object_agg(a.id, a.translations) from ${addOns} a
        where a.id::text in (select x->>'id' from jsonb_array_elements(${bookings.addOns}) x))`,
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
      seriesEveryWeeks: sql<
        number | null
      >`(select ${bookingSeries.everyWeeks} from ${bookingSeries} where ${bookingSeries.id} = ${bookings.seriesId})`,
      hasReview: sql<boolean>`exists (select 1 from ${reviews} r where r.booking_id = ${bookings.id})`,
      /** created_at with microseconds: the keyset position of lists ordered by creation. */
      createdAtKey: exactInstant(bookings.createdAt),
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

/** Every booking a person is a side of (customer or cleaner), newest first: the data export's bookings. */
export const listPartyBookingRows = (db: DbOrTx, userId: string): Promise<BookingRow[]> =>
  selectBookingRows(db)
    .where(or(eq(bookings.customerId, userId), eq(bookings.cleanerId, userId)))
    .orderBy(desc(bookings.startsAt));

/**
 * When a pending request expires (docs/product-rules.md#booking-lifecycle), as the domain's `pendingExpiry`:
 * `expiryHours` after it was made or 12 h before its start, whichever comes first, but not before its
 * short-notice hour has passed. The expiry hours are configuration, so this is computed, not indexed:
 * bookings_cleaner_pending_idx finds the cleaner's few open requests and they are ordered by it.
 */
const requestExpiry = (expiryHours: number) =>
  sql`least(${bookings.createdAt} + make_interval(hours => ${expiryHours}::int),
    greatest(${bookings.startsAt} - make_interval(hours => ${PENDING_EXPIRY_BEFORE_START_HOURS}::int),
      ${bookings.createdAt} + make_interval(hours => ${PENDING_SHORT_NOTICE_ANSWER_HOURS}::int)))`;

/**
 * One keyset page of the pending requests addressed to a cleaner, soonest expiry first (ties by id). One
 * query: the page's ids from the partial index, then only their rows joined.
 */
export function listCleanerRequestRows(
  db: DbOrTx,
  f: { cleanerId: string; expiryHours: number; after?: InstantKeyset; limit: number },
): Promise<BookingRow[]> {
  const expiry = requestExpiry(f.expiryHours);
  const page = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.cleanerId, f.cleanerId),
        eq(bookings.status, 'pending'),
        f.after
          ? sql`(${expiry}, ${bookings.id}) > (${f.after.at}::timestamptz, ${f.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(expiry, bookings.id)
    .limit(f.limit);
  return selectBookingRows(db).where(inArray(bookings.id, page)).orderBy(expiry, bookings.id);
}

/** How many requests wait for this cleaner's answer: the very rows listCleanerRequestRows pages through. */
export async function countCleanerRequests(db: DbOrTx, cleanerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.cleanerId, cleanerId), eq(bookings.status, 'pending')));
  return row?.n ?? 0;
}

/**
 * The platform's fee of a booking (docs/product-rules.md#money): recomputed on the final total once completed
 * with one, else the booked fee. For queries over `bookings` (unaliased).
 */
export const platformFeeEarned = sql`case when ${bookings.status} = 'completed' and ${bookings.finalTotalCents} is not null then ${bookings.finalPlatformFeeCents} else ${bookings.platformFeeCents} end`;
/** The cleaner's earnings of a booking, on the same rule as platformFeeEarned. */
export const cleanerEarningsEarned = sql`case when ${bookings.status} = 'cancelled' then coalesce(${bookings.lateFeeCleanerShareCents}, 0) when ${bookings.status} = 'completed' and ${bookings.finalTotalCents} is not null then ${bookings.finalCleanerEarningsCents} else ${bookings.cleanerEarningsCents} end`;

/**
 * A free-text search over bookings: the customer's or the cleaner's name (contains, case-insensitive,
 * wildcards literal) or, for hexadecimal text, a booking id prefix (what an admin copies from the list).
 */
/**
 * The booking still starts when it did when read: a compare-and-swap guard for a change worked out from that
 * start (a fee inside 24 h, a no-show window). Read back as a JavaScript Date, the start is in milliseconds while
 * the column keeps microseconds, so the column is compared at the Date's precision.
 */
export const startsAtUnchanged = (readStart: Date): SQL =>
  sql`date_trunc('milliseconds', ${bookings.startsAt}) = ${readStart}`;

export function bookingSearch(text: string): SQL {
  const pattern = containsPattern(text);
  const idPrefix = /^[0-9a-f-]{1,36}$/i.test(text)
    ? sql`${bookings.id}::text like ${`${text.toLowerCase()}%`}`
    : undefined;
  return or(ilike(customerProfile.fullName, pattern), ilike(cleanerProfile.fullName, pattern), idPrefix)!;
}

export interface BookingFilter {
  party: { column: 'customer' | 'cleaner'; userId: string | Placeholder } | null;
  statuses?: (string | Placeholder)[];
  paymentStatuses?: (string | Placeholder)[];
  when?: 'upcoming' | 'past';
  from?: Date | Placeholder;
  to?: Date | Placeholder;
  /** Extra condition over the booking row query (bookings, customer_profile, cleaner_profile). */
  search?: SQL;
}

export interface BookingListFilter extends BookingFilter {
  /** The keyset column: the start time (default) or the creation instant (admin lists). */
  sortBy?: 'startsAt' | 'createdAt';
  /** Keyset position: the last row's (sort column, id); see createdAtKey for creation order. */
  after?: InstantKeyset | { at: Placeholder; id: Placeholder };
  limit: number | Placeholder;
  order: 'asc' | 'desc';
}

function bookingConditions(f: BookingFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (f.party) {
    where.push(eq(f.party.column === 'customer' ? bookings.customerId : bookings.cleanerId, f.party.userId));
  }
  if (f.statuses?.length) where.push(inArray(bookings.status, f.statuses as never[]));
  if (f.paymentStatuses?.length) where.push(inArray(bookings.paymentStatus, f.paymentStatuses as never[]));
  const active = sql`${bookings.status} in ${ACTIVE_STATUSES_SQL}`;
  if (f.when === 'upcoming') where.push(and(active, sql`${bookings.endsAt} > now()`));
  if (f.when === 'past') where.push(sql`not (${active} and ${bookings.endsAt} > now())`);
  if (f.from) where.push(sql`${bookings.startsAt} >= ${f.from}`);
  if (f.to) where.push(sql`${bookings.startsAt} < ${f.to}`);
  if (f.search) where.push(f.search);
  return and(...where);
}

function pageQuery(db: DbOrTx, f: BookingListFilter) {
  const column = f.sortBy === 'createdAt' ? bookings.createdAt : bookings.startsAt;
  const after = f.after
    ? f.order === 'asc'
      ? sql`(${column}, ${bookings.id}) > (${f.after.at}::timestamptz, ${f.after.id}::uuid)`
      : sql`(${column}, ${bookings.id}) < (${f.after.at}::timestamptz, ${f.after.id}::uuid)`
    : undefined;
  // Creation order is only read newest first, through bookings_created_idx / bookings_status_created_idx.
  const dir = f.order === 'asc' ? asc : f.sortBy === 'createdAt' ? descIndexed : desc;
  if (f.search) {
    // The search reads the parties' names: the joined rows are filtered, then ordered.
    return selectBookingRows(db)
      .where(and(bookingConditions(f), after))
      .orderBy(dir(column), dir(bookings.id))
      .limit(f.limit);
  }
  // Every other condition is on the booking itself: the page's ids come first, read in index order, and only
  // those rows are joined. Written as one query over the joins, the planner hash-joined every booking and
  // sorted them (1.5 s at 1M bookings) instead of walking the (column, id) index.
  const page = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(bookingConditions(f), after))
    .orderBy(dir(column), dir(bookings.id))
    .limit(f.limit);
  return selectBookingRows(db).where(inArray(bookings.id, page)).orderBy(dir(column), dir(bookings.id));
}

/**
 * A filter without a search as a statement shape and its values: the same shape (which conditions, how many
 * statuses, which order) is the same statement text, built by drizzle once (building the booking row's select
 * was a fifth of a booking list's time) and prepared by the connection like any other.
 */
function parameterised(f: BookingListFilter) {
  const params: Record<string, unknown> = { limit: f.limit };
  const p = (name: string, value: unknown) => {
    params[name] = value;
    return sql.placeholder(name);
  };
  const filter: BookingListFilter = {
    ...f,
    party: f.party && { column: f.party.column, userId: p('party', f.party.userId) },
    statuses: f.statuses?.map((v, i) => p(`status${i}`, v)),
    paymentStatuses: f.paymentStatuses?.map((v, i) => p(`paymentStatus${i}`, v)),
    from: f.from && p('from', f.from),
    to: f.to && p('to', f.to),
    after: f.after && { at: p('afterAt', f.after.at), id: p('afterId', f.after.id) },
    limit: sql.placeholder('limit'),
  };
  const shape = JSON.stringify([
    f.party?.column,
    f.statuses?.length,
    f.paymentStatuses?.length,
    f.when,
    !!f.from,
    !!f.to,
    !!f.after,
    f.order,
    f.sortBy,
  ]);
  return { shape, filter, params };
}

export async function listBookingRows(db: DbOrTx, f: BookingListFilter): Promise<BookingRow[]> {
  if (f.search) return pageQuery(db, f);
  const { shape, filter, params } = parameterised(f);
  const statement = cachedStatement(db, `booking-page:${shape}`, () => pageQuery(db, filter).prepare(''));
  return statement.execute(params);
}

/**
 * Counts per (currency, status) of the bookings matching a filter, with the platform fees of the paid ones:
 * the figures behind a filtered list's summary cards, in one query.
 */
export async function summarizeBookings(db: DbOrTx, f: BookingFilter) {
  return db
    .select({
      currency: bookings.currency,
      status: bookings.status,
      count: sql<number>`count(*)::int`,
      paidPlatformFeeCents:
        sql`coalesce(sum(${platformFeeEarned}) filter (where ${bookings.paymentStatus} = 'paid'), 0)`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .innerJoin(customerProfile, eq(customerProfile.userId, bookings.customerId))
    .leftJoin(cleanerProfile, eq(cleanerProfile.userId, bookings.cleanerId))
    .where(bookingConditions(f))
    .groupBy(bookings.currency, bookings.status);
}
