import {
  addOns,
  type bookingSeries,
  bookings,
  customerAddresses,
  type DbOrTx,
  idempotencyKeys,
  paymentMethods,
  profiles,
  servicePrices,
  services,
  settings,
  users,
} from '@limpa/db';
import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { exactInstant } from '../../lib/keyset-cursor';
import { rawStatementOn, statementOn } from '../../lib/statement-on-connection';
import { insertSeries } from '../booking-series/series.repository';
import {
  type CleanerDayQuery,
  cleanerDayShape,
  cleanerDaysJson,
  cleanerDayValues,
  parseCleanerDays,
} from '../slots/slots.repository';

const cleanerProfile = alias(profiles, 'cleaner_profile');
const cleanerUser = alias(users, 'cleaner_user');

/**
 * The first statement of a booking's transaction: locks the customer's profile row (which serialises their
 * bookings and card removals, so the pending count read next is exact) and reads, in the same round trip,
 * everything else the request names: the platform settings, the customer's own address and card, the service
 * (the default one when none is named) and its price cell for the home type in the address's currency,
 * and the requested cleaner's names and language (for the answer and the notifications). A missing address,
 * card or cleaner reads as null.
 */
export async function lockCustomerAndReadRequest(
  tx: DbOrTx,
  r: {
    customerId: string;
    addressId: string;
    paymentMethodId: string;
    /** Null: "any available cleaner", chosen later in the transaction (decision 065). */
    cleanerId: string | null;
    serviceId: string | null;
    homeType: string;
  },
) {
  const [row] = await statementOn(tx, 'lock customer and read request', () => buildLockAndRead(tx)).execute(
    r,
  );
  return row;
}

/** A person as a booking's answer and notifications name them: their profile and their user row (unaliased). */
export const personColumns = () => ({
  userId: profiles.userId,
  fullName: profiles.fullName,
  phone: profiles.phone,
  avatarUrl: profiles.avatarUrl,
  locale: profiles.locale,
  email: users.email,
  name: users.name,
});

/** The statement, built once: every value the request names goes in as a placeholder. */
function buildLockAndRead(tx: DbOrTx) {
  const p = (name: string) => sql.placeholder(name);
  return (
    tx
      .select({
        customer: personColumns(),
        maintenanceMode: settings.maintenanceMode,
        earliestStartHours: settings.earliestStartHours,
        address: customerAddresses,
        card: paymentMethods,
        serviceId: services.id,
        serviceName: services.name,
        serviceIsDefault: services.isDefault,
        serviceTranslations: services.translations,
        servicePrice: { priceCents: servicePrices.priceCents, durationHours: servicePrices.durationHours },
        cleaner: {
          userId: cleanerProfile.userId,
          fullName: cleanerProfile.fullName,
          phone: cleanerProfile.phone,
          avatarUrl: cleanerProfile.avatarUrl,
          locale: cleanerProfile.locale,
          email: cleanerUser.email,
          name: cleanerUser.name,
        },
        // Three no-shows in 90 days: no new requests until an admin lifts it (decision 069).
        cleanerNoShowBlocked: sql<boolean>`${cleanerProfile.noShowBlockedAt} is not null`,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .leftJoin(settings, eq(settings.id, true))
      .leftJoin(
        customerAddresses,
        and(eq(customerAddresses.id, p('addressId')), eq(customerAddresses.userId, profiles.userId)),
      )
      .leftJoin(
        paymentMethods,
        and(eq(paymentMethods.id, p('paymentMethodId')), eq(paymentMethods.userId, profiles.userId)),
      )
      // The service named, or without one the default service (House Cleaning); with its price cell for the
      // home type in the address's currency (decision 062).
      .leftJoin(
        services,
        sql`(${services.id} = ${p('serviceId')}::uuid or (${p('serviceId')}::uuid is null and ${services.isDefault}))`,
      )
      .leftJoin(
        servicePrices,
        and(
          eq(servicePrices.serviceId, services.id),
          eq(servicePrices.homeType, p('homeType')),
          eq(servicePrices.currency, customerAddresses.currency),
        ),
      )
      .leftJoin(
        cleanerProfile,
        and(eq(cleanerProfile.userId, p('cleanerId')), eq(cleanerProfile.role, 'cleaner')),
      )
      .leftJoin(cleanerUser, eq(cleanerUser.id, cleanerProfile.userId))
      .where(eq(profiles.userId, p('customerId')))
      .limit(1)
      .for('update', { of: profiles })
      // Unnamed: the connection names it when statements are prepared (DATABASE_PREPARED_STATEMENTS).
      .prepare('')
  );
}

export function findOwnAddress(db: DbOrTx, userId: string, addressId: string) {
  return db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.userId, userId)))
    .limit(1)
    .then((rows) => rows[0]);
}

export function findAddOnsByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(addOns).where(inArray(addOns.id, ids));
}

/**
 * Claims an Idempotency-Key for this user. Returns null when claimed now, or the booking id of the earlier
 * request. A concurrent duplicate blocks on the primary key until the first transaction ends.
 */
export async function claimIdempotencyKey(db: DbOrTx, userId: string, key: string) {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { claimed: true as const };
  const [existing] = await db
    .select({ bookingId: idempotencyKeys.bookingId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return { claimed: false as const, bookingId: existing?.bookingId ?? null };
}

export function recordIdempotentBooking(db: DbOrTx, userId: string, key: string, bookingId: string) {
  return db
    .update(idempotencyKeys)
    .set({ bookingId })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** The new booking, every column as the database stored it (defaults included), and its keyset instant. */
export async function insertBooking(db: DbOrTx, values: typeof bookings.$inferInsert) {
  const [row] = await db
    .insert(bookings)
    .values(values)
    .returning({ ...getTableColumns(bookings), createdAtKey: exactInstant(bookings.createdAt) });
  return row!;
}

/**
 * A request's rows for one cleaner: its series first when recurring (the series names the cleaner too), then
 * the booking in it. Returns the series id (or null) and the booking as insertBooking does.
 */
export async function insertRequestRows(
  db: DbOrTx,
  cleanerId: string,
  series: Omit<typeof bookingSeries.$inferInsert, 'cleanerId'> | null,
  booking: Omit<typeof bookings.$inferInsert, 'cleanerId' | 'seriesId'>,
) {
  const seriesId = series ? await insertSeries(db, { ...series, cleanerId }) : null;
  return { seriesId, inserted: await insertBooking(db, { ...booking, seriesId, cleanerId }) };
}

/**
 * Open requests of one customer (placeholder `customerId`): pending bookings, at most MAX_PENDING_BOOKINGS at
 * once (docs/product-rules.md#booking-a-cleaning). Expired, cancelled and answered ones do not count; every
 * pending visit of a series counts, as each holds the cleaner's calendar (decision 019).
 */
const pendingRequests: SQL<number> = sql`(select count(*)::int
       from ${bookings} where ${bookings.customerId} = ${sql.placeholder('customerId')} and ${bookings.status} = 'pending')`;

/**
 * The second statement, after the lock (so it sees every committed request): the customer's open requests and,
 * when there is a slot to judge, the requested cleaner's day (slots.repository's cleanerDaysJson). Built once per
 * shape of the day query.
 */
export async function countPendingAndReadCleanerDay(
  tx: DbOrTx,
  customerId: string,
  day: CleanerDayQuery | null,
) {
  const statement = rawStatementOn<{ pending: number; days: unknown }>(
    tx,
    `pending requests and cleaner day ${day ? cleanerDayShape(day) : 'none'}`,
    () => sql`select ${pendingRequests} as pending, ${day ? cleanerDaysJson(day) : sql`'[]'::json`} as days`,
  );
  const result = await statement.execute({ customerId, ...(day ? cleanerDayValues(day) : {}) });
  const row = result.rows[0];
  return { pending: row?.pending ?? 0, days: parseCleanerDays(row?.days ?? []) };
}
