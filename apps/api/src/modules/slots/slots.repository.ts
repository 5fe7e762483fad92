import { bookings, type DbOrTx, profiles, providerAvailability } from '@limpa/db';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { availabilityColumns } from '../../lib/weekly-availability';
import { cityKey } from '../providers/providers.repository';

/**
 * Approved, onboarded, unsuspended cleaners of a country (optionally one of them), in one town when `placeKey`
 * (normalizeCityKey of the address's town) is given: read through profiles_listed_city_key_idx, so the cost
 * follows the town's cleaners, not the country's. The caller still applies the domain's rule to the rows.
 */
export function findApprovedCleanersInCountry(
  db: DbOrTx,
  country: 'CA' | 'PT',
  cleanerId?: string,
  placeKey?: string,
) {
  return db
    .select({ userId: profiles.userId, city: profiles.city, country: profiles.country })
    .from(profiles)
    .where(
      and(
        eq(profiles.role, 'cleaner'),
        eq(profiles.isApproved, true),
        eq(profiles.onboardingComplete, true),
        isNull(profiles.suspendedAt),
        eq(profiles.country, country),
        cleanerId ? eq(profiles.userId, cleanerId) : undefined,
        placeKey ? eq(cityKey(profiles.city), placeKey) : undefined,
      ),
    );
}

export function findAvailabilityRows(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: providerAvailability.userId,
      ...availabilityColumns,
    })
    .from(providerAvailability)
    .where(inArray(providerAvailability.userId, userIds));
}

/** Active bookings of these cleaners that overlap [from, to), but `ignoreBookingId`. */
export function findActiveBookingsBetween(
  db: DbOrTx,
  userIds: string[],
  from: Date,
  to: Date,
  ignoreBookingId?: string,
) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ cleanerId: bookings.cleanerId, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        inArray(bookings.cleanerId, userIds),
        sql`${bookings.status} in ('pending','confirmed','in_progress')`,
        sql`${bookings.timeRange} && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
        ignoreBookingId ? ne(bookings.id, ignoreBookingId) : undefined,
      ),
    );
}
