import {
  bookings,
  cleanerAvailability,
  cleanerTimeOff,
  type DbOrTx,
  PLAN_EACH_RUN,
  profiles,
} from '@limpa/db';
import type { AvailabilitySlot, GeoPoint } from '@limpa/domain';
import { and, eq, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { ACTIVE_STATUSES_SQL } from '../../lib/active-status-sql';
import { cleanerReachesPoint, nearValues } from '../../lib/distance-sql';
import { rawStatementOn } from '../../lib/statement-on-connection';
import { availabilityColumns } from '../../lib/weekly-availability';

/**
 * Approved, onboarded, unsuspended cleaners of a country (optionally one of them); with `near`, only those whose
 * work radius reaches that point, read through profiles_cleaner_reach_idx so the cost follows the cleaners around
 * the point, not the country's. The caller still applies the domain's rule to the rows.
 */
function listedCleaners(
  country: 'CA' | 'PT' | Placeholder,
  cleanerId?: string | Placeholder,
  near?: boolean,
) {
  return and(
    eq(profiles.role, 'cleaner'),
    eq(profiles.isApproved, true),
    eq(profiles.onboardingComplete, true),
    isNull(profiles.suspendedAt),
    eq(profiles.country, country),
    cleanerId ? eq(profiles.userId, cleanerId) : undefined,
    near ? cleanerReachesPoint() : undefined,
  );
}

/** A cleaner's country, base point and radius: what the domain's "serves" rule reads (never sent to a client). */
const placedColumns = {
  userId: profiles.userId,
  country: profiles.country,
  latitude: profiles.latitude,
  longitude: profiles.longitude,
  workRadiusKm: profiles.workRadiusKm,
};

export function findApprovedCleanersInCountry(db: DbOrTx, country: 'CA' | 'PT', cleanerId?: string) {
  return db.select(placedColumns).from(profiles).where(listedCleaners(country, cleanerId));
}

export function findAvailabilityRows(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: cleanerAvailability.userId,
      ...availabilityColumns,
    })
    .from(cleanerAvailability)
    .where(inArray(cleanerAvailability.userId, userIds));
}

export interface CleanerDayQuery {
  country: 'CA' | 'PT';
  /** The address's point: only cleaners whose radius reaches it; none: the whole country (or `cleanerId`). */
  near?: GeoPoint;
  cleanerId?: string;
  /** The local date: time off covering it, or not accepting new jobs, makes the cleaner `off`. */
  date: string;
  /** The window whose active bookings are read. */
  from: Date;
  to: Date;
  /** A booking being moved: its own current time does not block its new one. */
  ignoreBookingId?: string;
}

/** A listed cleaner with everything that decides their free times on one day. */
export interface CleanerDay {
  userId: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  workRadiusKm: number;
  /** What they take (decision 062): the services they offer, by catalogue key, and the home types. */
  servicesOffered: string[];
  homeTypes: string[];
  off: boolean;
  availability: AvailabilitySlot[];
  busy: { startsAt: Date; endsAt: Date }[];
}

/**
 * The listed cleaners a slot search considers, each with their time off, weekly availability and active
 * bookings in the window, as one JSON array: one round trip whatever the number of cleaners (the cleaners around
 * the address come from profiles_cleaner_reach_idx, their rows from each table's user/cleaner index). An SQL
 * expression, so a caller can read it beside its own figures in the same statement (parseCleanerDays). Its
 * values are placeholders (cleanerDayValues): the text depends only on which filters `q` has (cleanerDayShape),
 * so it is built once per shape (rawStatementOn).
 */
export function cleanerDaysJson(q: CleanerDayQuery): SQL<unknown> {
  const p = (name: string) => sql.placeholder(name);
  const range = sql`tstzrange(${p('from')}::timestamptz, ${p('to')}::timestamptz, '[)')`;
  // The cleaners around a point are planned on every run (PLAN_EACH_RUN): a generic plan of that query is far
  // slower at scale. One cleaner's day (a booking, a move) is planned once per connection. It names no point, so
  // the primary key is its only way in; whether the cleaner serves the address is the domain's rule over the row
  // (servesAddress), as for every row read here.
  const planning = q.cleanerId ? sql`` : sql.raw(PLAN_EACH_RUN);
  const near = !q.cleanerId && q.near !== undefined;
  return sql`${planning} coalesce((select json_agg(json_build_object(
      'userId', ${profiles.userId}, 'country', ${profiles.country}, 'latitude', ${profiles.latitude},
      'longitude', ${profiles.longitude}, 'workRadiusKm', ${profiles.workRadiusKm},
      'servicesOffered', ${profiles.servicesOffered}, 'homeTypes', ${profiles.homeTypes},
      'off', not ${profiles.isAvailable} or exists (select 1 from ${cleanerTimeOff}
        where ${cleanerTimeOff.userId} = ${profiles.userId}
          and ${cleanerTimeOff.startDate} <= ${p('date')} and ${cleanerTimeOff.endDate} >= ${p('date')}),
      'availability', coalesce((select json_agg(json_build_object('weekday', ${availabilityColumns.weekday},
          'startTime', ${availabilityColumns.startTime}, 'endTime', ${availabilityColumns.endTime}))
        from ${cleanerAvailability} where ${cleanerAvailability.userId} = ${profiles.userId}), '[]'::json),
      'busy', coalesce((select json_agg(json_build_object('startsAt', ${bookings.startsAt}, 'endsAt', ${bookings.endsAt}))
        from ${bookings} where ${bookings.cleanerId} = ${profiles.userId}
          and ${bookings.status} in ${ACTIVE_STATUSES_SQL} and ${bookings.timeRange} && ${range}
          ${q.ignoreBookingId ? sql`and ${bookings.id} <> ${p('ignoreBookingId')}` : sql``}), '[]'::json)))
    from ${profiles} where ${listedCleaners(p('country'), q.cleanerId && p('cleanerId'), near)}), '[]'::json)`;
}

/** What decides cleanerDaysJson's text: which of the optional filters the query has. */
export function cleanerDayShape(q: CleanerDayQuery): string {
  const area = q.cleanerId ? 'cleaner' : q.near ? 'near' : 'country';
  return `${area}/${q.ignoreBookingId ? 'moving' : 'new'}`;
}

/** cleanerDaysJson's placeholder values. */
export function cleanerDayValues(q: CleanerDayQuery): Record<string, unknown> {
  return {
    country: q.country,
    cleanerId: q.cleanerId ?? null,
    ...(q.near && !q.cleanerId ? nearValues(q.near) : {}),
    date: q.date,
    from: q.from.toISOString(),
    to: q.to.toISOString(),
    ignoreBookingId: q.ignoreBookingId ?? null,
  };
}

type CleanerDayJson = Omit<CleanerDay, 'busy'> & { busy: { startsAt: string; endsAt: string }[] };

export function parseCleanerDays(json: unknown): CleanerDay[] {
  return (json as CleanerDayJson[]).map((d) => ({
    ...d,
    busy: d.busy.map((b) => ({ startsAt: new Date(b.startsAt), endsAt: new Date(b.endsAt) })),
  }));
}

export async function readCleanerDays(db: DbOrTx, q: CleanerDayQuery): Promise<CleanerDay[]> {
  const statement = rawStatementOn<{ days: unknown }>(
    db,
    `cleaner days ${cleanerDayShape(q)}`,
    () => sql`select ${cleanerDaysJson(q)} as days`,
  );
  const result = await statement.execute(cleanerDayValues(q));
  return parseCleanerDays(result.rows[0]?.days ?? []);
}
