import { randomUUID } from 'node:crypto';
import { createCleaner, createCustomer, type Database, reviews } from '@limpa/db';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { signUp } from '../helpers/auth';
import { cleanerSignedIn } from '../helpers/booking-fixtures';

/** Calls and fixtures shared by the cleaner-list tests. Every test works in its own invented city. */

export const CLEANERS_URL = '/api/v1/providers';

/** The two kinds of people who search cleaners, signed in once for the file (their cookies). */
export function useSearchers(t: { app: FastifyInstance; db: Database }) {
  const searchers = { customer: '', cleaner: '' };
  beforeAll(async () => {
    searchers.customer = (await signUp(t.app, { role: 'customer' })).cookie;
    searchers.cleaner = (await cleanerSignedIn(t.app, t.db)).cookie;
  });
  return searchers;
}
export const FAVORITES_URL = '/api/v1/me/favorites';

/**
 * Letters only, so it can sit inside a city or a name and still be matched by q: 12 random hex digits written
 * as the letters a–p (16^12 tags). The six letters a–f of a UUID it used to keep gave two tests of one file the
 * same city about once in a hundred runs, and one test then listed the other's cleaner.
 */
export const tag = () =>
  randomUUID()
    .replaceAll('-', '')
    .slice(0, 12)
    .replace(/./g, (hex) => String.fromCharCode(97 + Number.parseInt(hex, 16)));

export interface Item {
  userId: string;
  fullName: string;
  city: string | null;
  country: string | null;
  hourlyRate: number | null;
  averageRating: number | null;
  reviewCount: number;
  isFavorite: boolean;
  distanceKm: number | null;
}

import { get, qs } from '../helpers/http';

export { get, qs };

export async function listItems(
  app: FastifyInstance,
  cookie: string,
  query: Record<string, string | number | undefined>,
): Promise<Item[]> {
  const res = await get(app, cookie, `${CLEANERS_URL}?${qs(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

/** Follows nextCursor to the end; fails if a page is larger than the limit. */
export async function allPages<T = Item>(
  app: FastifyInstance,
  cookie: string,
  url: string,
  query: Record<string, string | number | undefined>,
): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const res = await get(app, cookie, `${url}?${qs({ ...query, cursor })}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    if (query.limit !== undefined) expect(body.items.length).toBeLessThanOrEqual(Number(query.limit));
    items.push(...body.items);
    cursor = body.nextCursor ?? undefined;
    pages++;
    expect(pages).toBeLessThan(100);
  } while (cursor);
  return { items, pages };
}

/** Inserts visible (or hidden) reviews for a cleaner, each by a new customer, at the given instants. */
export async function addReviews(
  db: Database,
  cleanerId: string,
  list: { rating: number; at?: Date | string; hidden?: boolean; comment?: string; reviewer?: string }[],
) {
  const ids: string[] = [];
  for (const r of list) {
    const reviewer = await createCustomer(db, { name: r.reviewer ?? 'Rita Reviewer' });
    const [row] = await db
      .insert(reviews)
      .values({
        customerId: reviewer.user.id,
        cleanerId,
        rating: r.rating,
        comment: r.comment ?? null,
        isHidden: r.hidden ?? false,
        ...(r.at ? { createdAt: new Date(r.at) } : {}),
      })
      .returning({ id: reviews.id });
    ids.push(row!.id);
  }
  return ids;
}

/** A listed cleaner in a given city with a given name (and optional hourly rate in cents; null for none). */
export function cleanerIn(
  db: Database,
  city: string,
  name: string,
  extra: { hourlyRateCents?: number | null; bio?: string; services?: string[]; country?: 'CA' | 'PT' } = {},
) {
  return createCleaner(db, {
    name,
    city,
    country: extra.country,
    profile: {
      ...(extra.hourlyRateCents !== undefined ? { hourlyRateCents: extra.hourlyRateCents } : {}),
      ...(extra.bio !== undefined ? { bio: extra.bio } : {}),
      ...(extra.services ? { servicesOffered: extra.services } : {}),
    },
  });
}
