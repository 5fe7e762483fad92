import type { GeoPoint } from '@limpa/domain';
import { nearValues } from '../../lib/distance-sql';
import { containsPattern } from '../../lib/like-pattern';

/** What a cleaner list asks for (cleaners.repository.ts), the values it sends and the statement shape it uses. */
export interface CleanerFilter {
  q?: string;
  service?: string;
  /** Only cleaners who take this home type (T0–T4). */
  homeType?: string;
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
export function listParams(o: CleanerListOptions): Record<string, unknown> {
  const f = o.filter;
  const a = o.after;
  return {
    viewerId: o.viewerId,
    limit: o.limit,
    pattern: f.q ? containsPattern(f.q) : undefined,
    service: f.service,
    homeType: f.homeType,
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

/** Which filters a query has: the count statement's shape, and the filter part of a list statement's. */
export function filterShapeOf(f: CleanerFilter): string {
  // The same tests as cleanerFilterWhere's: a shape's name always means the same statement text.
  const has = [
    !!f.q,
    !!f.service,
    !!f.homeType,
    f.cityKey !== undefined,
    !!f.userIds,
    !!f.userId,
    !!f.availableAt,
    !!f.near,
  ];
  return has.map(Number).join('');
}

/** Which filters, order and keyset a list query has: each shape is one statement, prepared once. */
export function shapeOf(o: CleanerListOptions): string {
  return `${o.sort}_${filterShapeOf(o.filter)}_${o.after?.sort ?? 'first'}`;
}

/**
 * What names a list page that is the same for every viewer (CleanerListCache), or null when the page depends on
 * the viewer: favourites, a customer's address (its cleaners), a single profile. The instant a search is made
 * (`availableAt`) is not part of it: the cache bounds how long a page stands for later instants.
 */
export function sharedPageKey(o: CleanerListOptions): string | null {
  const f = o.filter;
  if (o.sort === 'favorites' || f.userIds || f.userId || f.near || !f.availableAt) return null;
  return `${shapeOf(o)}:${JSON.stringify([f.q, f.service, f.homeType, f.cityKey, o.limit, o.after])}`;
}

/**
 * What names a search's count that is the same for every viewer, or null (as sharedPageKey): the filters only,
 * since the count does not depend on the order, the page or its size.
 */
export function sharedCountKey(o: CleanerListOptions): string | null {
  const f = o.filter;
  if (o.sort === 'favorites' || f.userIds || f.userId || f.near || !f.availableAt) return null;
  return `count_${filterShapeOf(f)}:${JSON.stringify([f.q, f.service, f.homeType, f.cityKey])}`;
}
