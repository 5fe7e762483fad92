import { type Database, type DbOrTx, favorites, PLAN_EACH_RUN, profiles, reviews } from '@limpa/db';
import type { GeoPoint } from '@limpa/domain';
import { and, asc, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { cityKey } from '../../lib/city-key';
import { cleanerDistanceKm, cleanerReachesPoint, nearValues } from '../../lib/distance-sql';
import { exactInstant } from '../../lib/keyset-cursor';
import { containsPattern } from '../../lib/like-pattern';
import { reviewColumns } from '../../lib/review-columns';
import { cachedStatement } from '../../lib/statement-cache';
import { availableForNewJobs } from '../cleaner/time-off.repository';

/** Listed cleaners: approved, onboarded cleaners (docs/product-rules.md#cleaners), not suspended. */
const isListedCleaner = and(
  eq(profiles.role, 'cleaner'),
  eq(profiles.isApproved, true),
  eq(profiles.onboardingComplete, true),
  isNull(profiles.suspendedAt),
);

/** Sorts `price` nulls last while keeping a single comparable key (the check caps rates at 100000). */
export const NO_RATE_SORT_KEY = 2147483647;

export interface CleanerFilter {
  q?: string;
  service?: string;
  /** normalizeCityKey of the requested city. */
  cityKey?: string;
  /** Restrict to these cleaners. */
  userIds?: string[];
  /**
   * A customer's address: only cleaners of its country whose work radius reaches its point, each with their
   * distance (docs/product-rules.md#who-serves-an-address).
   */
  near?: GeoPoint & { country: 'CA' | 'PT' };
  /** Exactly this cleaner. */
  userId?: string;
  /** The search listing: only cleaners accepting new jobs and not on time off at this instant. */
  availableAt?: Date;
}

export type CleanerKeyset =
  | { sort: 'rating'; rating: string; count: number; name: string; id: string }
  | { sort: 'price'; rate: number; name: string; id: string }
  | { sort: 'name'; name: string; id: string }
  | { sort: 'favorites'; at: string; id: string }
  | { sort: 'nearest'; distance: number; id: string };

export interface CleanerListOptions {
  viewerId: string;
  filter: CleanerFilter;
  /** `favorites`: only the viewer's favourites, newest favourite first; `nearest` needs `filter.near`. */
  sort: 'rating' | 'price' | 'name' | 'favorites' | 'nearest';
  after?: CleanerKeyset;
  limit: number;
}

/** The values of a list query, by placeholder name (see cleanerListStatement). */
function listParams(o: CleanerListOptions): Record<string, unknown> {
  const f = o.filter;
  const a = o.after;
  return {
    viewerId: o.viewerId,
    limit: o.limit,
    pattern: f.q ? containsPattern(f.q) : undefined,
    service: f.service,
    cityKey: f.cityKey,
    userIds: f.userIds,
    userId: f.userId,
    ...(f.near ? { ...nearValues(f.near), nearCountry: f.near.country } : {}),
    availableAt: f.availableAt?.toISOString(),
    ...(a?.sort === 'rating' ? { afterRating: a.rating, afterCount: a.count } : {}),
    ...(a?.sort === 'price' ? { afterRate: a.rate } : {}),
    ...(a && a.sort !== 'favorites' && a.sort !== 'nearest' ? { afterName: a.name } : {}),
    ...(a?.sort === 'nearest' ? { afterDistance: a.distance } : {}),
    ...(a?.sort === 'favorites' ? { afterAt: a.at } : {}),
    afterId: a?.id,
  };
}

/** Which filters, order and keyset a list query has: each shape is one statement, prepared once. */
function shapeOf(o: CleanerListOptions): string {
  const f = o.filter;
  // The same tests as cleanerListStatement's: a shape's name always means the same statement text.
  const has = [
    !!f.q,
    !!f.service,
    f.cityKey !== undefined,
    !!f.userIds,
    !!f.userId,
    !!f.availableAt,
    !!f.near,
  ];
  return `${o.sort}_${has.map(Number).join('')}_${o.after?.sort ?? 'first'}`;
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

  const where: (SQL | undefined)[] = [isListedCleaner];
  const f = o.filter;
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
  if (f.cityKey !== undefined) where.push(sql`${cityKey(profiles.city)} = ${p('cityKey')}`);
  if (f.userIds) where.push(sql`${profiles.userId} = any(${p('userIds')}::text[])`);
  if (f.userId) where.push(sql`${profiles.userId} = ${p('userId')}`);
  if (f.near) where.push(sql`${profiles.country} = ${p('nearCountry')}`, cleanerReachesPoint());
  if (f.availableAt) where.push(availableForNewJobs(p('availableAt')));

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

export type ListedCleanerRow = Awaited<ReturnType<typeof listCleanerRows>>[number];

/**
 * What names a list page that is the same for every viewer (CleanerListCache), or null when the page depends on
 * the viewer: favourites, a customer's address (its cleaners), a single profile. The instant a search is made
 * (`availableAt`) is not part of it: the cache bounds how long a page stands for later instants.
 */
export function sharedPageKey(o: CleanerListOptions): string | null {
  const f = o.filter;
  if (o.sort === 'favorites' || f.userIds || f.userId || f.near || !f.availableAt) return null;
  return `${shapeOf(o)}:${JSON.stringify([f.q, f.service, f.cityKey, o.limit, o.after])}`;
}

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
