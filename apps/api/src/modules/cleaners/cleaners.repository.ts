import {
  cleanerDocuments,
  type Database,
  type DbOrTx,
  favorites,
  PLAN_EACH_RUN,
  profiles,
  reviews,
} from '@limpa/db';
import { and, asc, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { cityKey } from '../../lib/city-key';
import { cleanerDistanceKm, cleanerReachesPoint } from '../../lib/distance-sql';
import { exactInstant } from '../../lib/keyset-cursor';
import { qualified } from '../../lib/qualified-column';
import { reviewColumns } from '../../lib/review-columns';
import { cachedStatement } from '../../lib/statement-cache';
import { availableForNewJobs } from '../cleaner/time-off.repository';
import {
  type CleanerFilter,
  type CleanerListOptions,
  filterShapeOf,
  listParams,
  shapeOf,
} from './cleaner-list-query';

/** Listed cleaners: approved, onboarded cleaners (docs/product-rules.md#cleaners), not suspended. */
const isListedCleaner = and(
  eq(profiles.role, 'cleaner'),
  eq(profiles.isApproved, true),
  eq(profiles.onboardingComplete, true),
  isNull(profiles.suspendedAt),
);

/**
 * "Verified": an admin approved the cleaner's identity document (decision 071). A correlated EXISTS on the
 * (cleaner, kind) unique index, in the page's own statement: no read per card.
 */
const identityVerified = sql<boolean>`exists (select 1 from ${cleanerDocuments} where ${cleanerDocuments.cleanerId} = ${qualified(profiles.userId)} and ${cleanerDocuments.kind} = 'identity' and ${cleanerDocuments.status} = 'approved')`;

/** Sorts `price` nulls last while keeping a single comparable key (the check caps rates at 100000). */
export const NO_RATE_SORT_KEY = 2147483647;

/**
 * The conditions a filter puts on listed cleaners, with placeholders (listParams): the one source of both the
 * page statement and the count statement, so "N cleaners found" counts exactly what the pages list.
 */
function cleanerFilterWhere(f: CleanerFilter): (SQL | undefined)[] {
  const p = sql.placeholder;
  const where: (SQL | undefined)[] = [isListedCleaner];
  if (f.q) {
    // Planned on every run: which index pays depends on the text (a generic plan answered text searches at 100k
    // cleaners at half the rate of plans made for the text).
    where.push(sql.raw(`${PLAN_EACH_RUN} true`));
    where.push(
      or(
        ilike(profiles.fullName, p('pattern')),
        ilike(profiles.city, p('pattern')),
        ilike(profiles.bio, p('pattern')),
      ),
    );
  }
  if (f.service) where.push(sql`${profiles.servicesOffered} @> array[${p('service')}::text]`);
  if (f.homeType) where.push(sql`${profiles.homeTypes} @> array[${p('homeType')}::text]`);
  if (f.cityKey !== undefined) where.push(sql`${cityKey(profiles.city)} = ${p('cityKey')}`);
  if (f.userIds) where.push(sql`${profiles.userId} = any(${p('userIds')}::text[])`);
  if (f.userId) where.push(sql`${profiles.userId} = ${p('userId')}`);
  if (f.near) where.push(sql`${profiles.country} = ${p('nearCountry')}`, cleanerReachesPoint());
  if (f.availableAt) where.push(availableForNewJobs(p('availableAt')));
  return where;
}

/**
 * The statement of one shape, with placeholders for every value. A search's values change with every request
 * but its statement does not: prepared, PostgreSQL plans it once per connection instead of per request (the
 * default search spent 1.4 ms planning and 0.3 ms executing), and drizzle builds it once.
 */
function cleanerListStatement(db: Database, o: CleanerListOptions) {
  const p = sql.placeholder;
  // Rating statistics live on the profile (kept by a trigger on reviews): the default order reads an index.
  const stats = { averageRating: profiles.averageRating, reviewCount: profiles.reviewCount };
  const nameKey = sql<string>`lower(${profiles.fullName})`;
  // With a text query the matches come from the trigram indexes: a sort key the rating index cannot serve
  // (`+ 0`) keeps the planner from walking that index and filtering every row (docs/performance.md).
  const ratingKey = o.filter.q
    ? sql`(coalesce(${stats.averageRating}, 0) + 0)`
    : sql`coalesce(${stats.averageRating}, 0)`;
  const rateKey = sql`coalesce(${profiles.hourlyRateCents}, ${sql.raw(String(NO_RATE_SORT_KEY))})`;
  const favoriteAt = o.sort === 'favorites' ? exactInstant(favorites.createdAt) : sql<string | null>`null`;
  const distance = o.filter.near
    ? cleanerDistanceKm(p('nearLatitude'), p('nearLongitude'))
    : sql<number | null>`null::float8`;

  const where: (SQL | undefined)[] = cleanerFilterWhere(o.filter);

  // Keyset: every sort is written as an ascending row comparison (descending keys are negated).
  const a = o.after;
  if (a?.sort === 'rating') {
    where.push(
      sql`(-${ratingKey}, -${stats.reviewCount}, ${nameKey}, ${profiles.userId}) > (-(${p('afterRating')}::numeric), -(${p('afterCount')}::int), ${p('afterName')}::text, ${p('afterId')}::text)`,
    );
  } else if (a?.sort === 'price') {
    where.push(
      sql`(${rateKey}, ${nameKey}, ${profiles.userId}) > (${p('afterRate')}::int, ${p('afterName')}::text, ${p('afterId')}::text)`,
    );
  } else if (a?.sort === 'name') {
    where.push(sql`(${nameKey}, ${profiles.userId}) > (${p('afterName')}::text, ${p('afterId')}::text)`);
  } else if (a?.sort === 'nearest') {
    where.push(
      sql`(${distance}, ${profiles.userId}) > (${p('afterDistance')}::float8, ${p('afterId')}::text)`,
    );
  } else if (a?.sort === 'favorites') {
    where.push(
      sql`(${favorites.createdAt}, ${profiles.userId}) < (${p('afterAt')}::timestamptz, ${p('afterId')}::text)`,
    );
  }

  const order: SQL[] =
    o.sort === 'rating'
      ? [sql`${ratingKey} desc`, desc(stats.reviewCount), asc(nameKey), asc(profiles.userId)]
      : o.sort === 'price'
        ? [asc(rateKey), asc(nameKey), asc(profiles.userId)]
        : o.sort === 'name'
          ? [asc(nameKey), asc(profiles.userId)]
          : o.sort === 'nearest'
            ? [asc(distance), asc(profiles.userId)]
            : [desc(favorites.createdAt), desc(profiles.userId)];

  let query = db
    .select({
      userId: profiles.userId,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      city: profiles.city,
      country: profiles.country,
      currency: profiles.currency,
      hourlyRateCents: profiles.hourlyRateCents,
      servicesOffered: profiles.servicesOffered,
      bio: profiles.bio,
      transportType: profiles.transportType,
      createdAt: profiles.createdAt,
      averageRating: stats.averageRating,
      reviewCount: stats.reviewCount,
      isFavorite: sql<boolean>`exists (select 1 from ${favorites} where ${favorites.customerId} = ${p('viewerId')} and ${favorites.cleanerId} = ${profiles.userId})`,
      verified: identityVerified,
      nameKey,
      favoriteAt,
      distanceKm: distance,
    })
    .from(profiles)
    .$dynamic();
  if (o.sort === 'favorites') {
    query = query.innerJoin(
      favorites,
      and(eq(favorites.cleanerId, profiles.userId), sql`${favorites.customerId} = ${p('viewerId')}`),
    );
  }
  return query
    .where(and(...where))
    .orderBy(...order)
    .limit(p('limit'))
    .prepare('');
}

/**
 * One query for a page of listed cleaners: profile columns with their rating statistics, the viewer's
 * favourite flag, and the sort keys needed to build the next cursor.
 */
export async function listCleanerRows(db: Database, o: CleanerListOptions) {
  // Unnamed: the connection prepares it by its text unless DATABASE_PREPARED_STATEMENTS=false or it is a text
  // search (PLAN_EACH_RUN); drizzle builds it once per shape either way.
  const statement = cachedStatement(db, `cleaner-list:${shapeOf(o)}`, () => cleanerListStatement(db, o));
  return statement.execute(listParams(o));
}

/**
 * How many listed cleaners match the filter, whatever the page: the list's own conditions without its keyset,
 * order or limit. Not for favourites (their join is the filter).
 */
export async function countCleanerRows(db: Database, o: CleanerListOptions): Promise<number> {
  const statement = cachedStatement(db, `cleaner-count:${filterShapeOf(o.filter)}`, () =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(profiles)
      .where(and(...cleanerFilterWhere(o.filter)))
      .prepare(''),
  );
  const [row] = await statement.execute(listParams(o));
  return row?.total ?? 0;
}

export type ListedCleanerRow = Awaited<ReturnType<typeof listCleanerRows>>[number];

/** Which of `cleanerIds` the customer saved as favourites: one indexed read of the primary key. */
export async function findFavoriteIds(db: Database, customerId: string, cleanerIds: string[]) {
  const statement = cachedStatement(db, 'favorite-ids', () =>
    db
      .select({ cleanerId: favorites.cleanerId })
      .from(favorites)
      .where(
        and(
          eq(favorites.customerId, sql.placeholder('customerId')),
          sql`${favorites.cleanerId} = any(${sql.placeholder('cleanerIds')}::text[])`,
        ),
      )
      .prepare(''),
  );
  const rows = await statement.execute({ customerId, cleanerIds });
  return new Set(rows.map((r) => r.cleanerId));
}

/** A listed cleaner (with the same columns as the list), or undefined. */
export async function findListedCleaner(db: Database, viewerId: string, userId: string) {
  const [row] = await listCleanerRows(db, { viewerId, filter: { userId }, sort: 'name', limit: 1 });
  return row;
}

export async function isListedCleanerUser(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(isListedCleaner, eq(profiles.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Visible reviews of a cleaner, newest first, keyset on (created_at, id), with the reviewer's first name. */
export function listReviewRows(
  db: DbOrTx,
  cleanerId: string,
  page: { after?: { at: string; id: string }; limit: number },
) {
  const statement = cachedStatement(db, `reviews:${page.after ? 'after' : 'first'}`, () =>
    db
      .select({
        ...reviewColumns,
        reviewerFirstName: sql<string>`coalesce(nullif(btrim(${profiles.firstName}), ''), split_part(btrim(${profiles.fullName}), ' ', 1))`,
      })
      .from(reviews)
      .innerJoin(profiles, eq(profiles.userId, reviews.customerId))
      .where(
        and(
          eq(reviews.cleanerId, sql.placeholder('cleanerId')),
          eq(reviews.isHidden, false),
          page.after
            ? sql`(${reviews.createdAt}, ${reviews.id}) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(sql.placeholder('limit'))
      .prepare(''),
  );
  return statement.execute({
    cleanerId,
    afterAt: page.after?.at,
    afterId: page.after?.id,
    limit: page.limit,
  });
}

export type ReviewRow = Awaited<ReturnType<typeof listReviewRows>>[number];

export function insertFavorite(db: DbOrTx, customerId: string, cleanerId: string) {
  return db.insert(favorites).values({ customerId, cleanerId }).onConflictDoNothing();
}

export function deleteFavorite(db: DbOrTx, customerId: string, cleanerId: string) {
  return db
    .delete(favorites)
    .where(and(eq(favorites.customerId, customerId), eq(favorites.cleanerId, cleanerId)));
}
