import type {
  CleanerListQuery,
  CleanerPage,
  CleanerProfile,
  CleanerReviewPage,
  CleanerSearchPage,
} from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { normalizeCityKey, PROFILE_REVIEWS_SHOWN } from '@limpa/domain';
import { AppError, forbidden } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { findWeeklyAvailability } from '../../lib/weekly-availability';
import { findCustomerAddress } from '../addresses/addresses.service';
import type { CleanerListCache } from './cleaner-list-cache';
import {
  type CleanerFilter,
  type CleanerKeyset,
  type CleanerListOptions,
  sharedCountKey,
  sharedPageKey,
} from './cleaner-list-query';
import { decodeCleanerCursor, decodeReviewCursor, encodeCursor } from './cleaners.cursor';
import { toCleanerListItem, toCleanerReview } from './cleaners.mapper';
import {
  countCleanerRows,
  deleteFavorite,
  findFavoriteIds,
  findListedCleaner,
  insertFavorite,
  isListedCleanerUser,
  type ListedCleanerRow,
  listCleanerRows,
  listReviewRows,
  NO_RATE_SORT_KEY,
} from './cleaners.repository';

/**
 * Unknown, not a cleaner, unapproved or not onboarded: all the same answer (docs/product-rules.md#cleaners).
 */
export const listedCleanerNotFound = () =>
  new AppError(404, 'provider_not_found', 'Provider not found', 'Provider not found');

/** The search's kept pages and kept counts, forgotten together on every change the feed reports (decision 037). */
export interface CleanerListCaches {
  pages: CleanerListCache<ListedCleanerRow>;
  counts: CleanerListCache<{ total: number }>;
}

const addressNotFound = () => new AppError(404, 'address_not_found', 'Not Found', 'Address not found.');

function keysetOf(sort: CleanerListOptions['sort'], row: ListedCleanerRow): CleanerKeyset {
  switch (sort) {
    case 'rating':
      return {
        sort,
        rating: row.averageRating ?? '0',
        count: row.reviewCount,
        name: row.nameKey,
        id: row.userId,
      };
    case 'price':
      return { sort, rate: row.hourlyRateCents ?? NO_RATE_SORT_KEY, name: row.nameKey, id: row.userId };
    case 'name':
      return { sort, name: row.nameKey, id: row.userId };
    case 'favorites':
      return { sort, at: row.favoriteAt ?? '', id: row.userId };
    case 'nearest':
      return { sort, distance: row.distanceKm ?? 0, id: row.userId };
  }
}

/**
 * The rows of a list page. A page that is the same for every viewer comes from the cache when it holds it, with
 * the viewer's favourites read apart (customers only: nobody else has any); otherwise from one query, kept for
 * the next viewer without anyone's favourites.
 */
async function readPageRows(
  db: Database,
  options: CleanerListOptions,
  viewer: { isCustomer: boolean; cache: CleanerListCache<ListedCleanerRow> | null },
): Promise<readonly ListedCleanerRow[]> {
  const key = viewer.cache ? sharedPageKey(options) : null;
  const at = options.filter.availableAt;
  if (!viewer.cache || key === null || !at) return listCleanerRows(db, options);
  const kept = viewer.cache.find(key);
  if (!kept) {
    return viewer.cache.read(
      key,
      at,
      () => listCleanerRows(db, options),
      (row) => ({ ...row, isFavorite: false }),
    );
  }
  if (!viewer.isCustomer || kept.length === 0) return kept;
  const saved = await findFavoriteIds(
    db,
    options.viewerId,
    kept.map((row) => row.userId),
  );
  return kept.map((row) => (saved.has(row.userId) ? { ...row, isFavorite: true } : row));
}

/** Fetches limit + 1 rows in one query; the extra row only says whether a next page exists. */
async function cleanerPageOf(
  db: Database,
  options: Omit<CleanerListOptions, 'limit'> & { limit: number },
  viewer: { isCustomer: boolean; cache: CleanerListCache<ListedCleanerRow> | null } = {
    isCustomer: false,
    cache: null,
  },
): Promise<CleanerPage> {
  const rows = await readPageRows(db, { ...options, limit: options.limit + 1 }, viewer);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page.map(toCleanerListItem),
    nextCursor: rows.length > options.limit && last ? encodeCursor(keysetOf(options.sort, last)) : null,
  };
}

/**
 * How many cleaners the search finds over all its pages (docs/product-rules.md#cleaners). A first page
 * with no next page is the whole answer: its length, without a read; otherwise one count with the list's own
 * conditions, kept like the pages when it is the same for every viewer.
 */
async function searchTotal(
  db: Database,
  options: CleanerListOptions,
  page: CleanerPage,
  cache: CleanerListCache<{ total: number }> | null,
): Promise<number> {
  if (!options.after && page.nextCursor === null) return page.items.length;
  const key = cache ? sharedCountKey(options) : null;
  const at = options.filter.availableAt;
  const count = async () => [{ total: await countCleanerRows(db, options) }];
  if (!cache || key === null || !at) return (await count())[0]!.total;
  const kept = cache.find(key) ?? (await cache.read(key, at, count, (row) => row));
  return kept[0]?.total ?? 0;
}

/** GET /api/v1/providers: listed cleaners, filtered, sorted and keyset-paginated, with the count of all matches. */
export async function listCleaners(
  db: Database,
  viewer: AuthContext,
  q: CleanerListQuery,
  caches: CleanerListCaches | null = null,
): Promise<CleanerSearchPage> {
  const after = decodeCleanerCursor(q.cursor, q.sort);
  let near: CleanerFilter['near'];
  if (q.servesAddressId) {
    if (viewer.profile.role !== 'customer') throw forbidden();
    const address = await findCustomerAddress(db, viewer.userId, q.servesAddressId);
    if (!address) throw addressNotFound();
    // An address the geocoder could not place is served by nobody (docs/product-rules.md#who-serves-an-address).
    if (address.latitude === null || address.longitude === null)
      return { items: [], nextCursor: null, total: 0 };
    near = {
      latitude: address.latitude,
      longitude: address.longitude,
      country: address.country === 'canada' ? 'CA' : 'PT',
    };
  }
  const cityKey = normalizeCityKey(q.city);
  const options: CleanerListOptions = {
    viewerId: viewer.userId,
    filter: {
      q: q.q || undefined,
      service: q.service || undefined,
      homeType: q.homeType,
      cityKey: cityKey || undefined,
      near,
      availableAt: new Date(),
    },
    sort: q.sort,
    after,
    limit: q.limit,
  };
  const page = await cleanerPageOf(db, options, {
    isCustomer: viewer.profile.role === 'customer',
    cache: caches?.pages ?? null,
  });
  return { ...page, total: await searchTotal(db, options, page, caches?.counts ?? null) };
}

/** GET /api/v1/me/favorites: the customer's saved (and still listed) cleaners, newest favourite first. */
export function listFavorites(
  db: Database,
  viewer: AuthContext,
  q: { cursor?: string; limit: number },
): Promise<CleanerPage> {
  return cleanerPageOf(db, {
    viewerId: viewer.userId,
    filter: {},
    sort: 'favorites',
    after: decodeCleanerCursor(q.cursor, 'favorites'),
    limit: q.limit,
  });
}

/** GET /api/v1/providers/:userId: the list columns plus availability and the newest visible reviews. */
export async function getCleaner(db: Database, viewer: AuthContext, userId: string): Promise<CleanerProfile> {
  const [row, availability, reviews] = await Promise.all([
    findListedCleaner(db, viewer.userId, userId),
    findWeeklyAvailability(db, userId),
    listReviewRows(db, userId, { limit: PROFILE_REVIEWS_SHOWN }),
  ]);
  if (!row) throw listedCleanerNotFound();
  return {
    ...toCleanerListItem(row),
    transportType: row.transportType,
    availability,
    reviews: reviews.map(toCleanerReview),
    memberSince: row.createdAt.toISOString(),
  };
}

/** GET /api/v1/providers/:userId/reviews: visible reviews, newest first, keyset on (created_at, id). */
export async function listCleanerReviews(
  db: Database,
  userId: string,
  q: { cursor?: string; limit: number },
): Promise<CleanerReviewPage> {
  const after = decodeReviewCursor(q.cursor);
  if (!(await isListedCleanerUser(db, userId))) throw listedCleanerNotFound();
  const rows = await listReviewRows(db, userId, { after, limit: q.limit + 1 });
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: page.map(toCleanerReview),
    nextCursor: rows.length > q.limit && last ? encodeCursor({ at: last.createdAtKey, id: last.id }) : null,
  };
}

/** PUT /api/v1/me/favorites/:userId: idempotent; the primary key holds "a favourite once". */
export async function addFavorite(db: Database, customerId: string, cleanerId: string): Promise<void> {
  if (!(await isListedCleanerUser(db, cleanerId))) throw listedCleanerNotFound();
  await insertFavorite(db, customerId, cleanerId);
}

/** DELETE /api/v1/me/favorites/:userId: idempotent; removing what is not there is still a success. */
export async function removeFavorite(db: Database, customerId: string, cleanerId: string): Promise<void> {
  await deleteFavorite(db, customerId, cleanerId);
}
