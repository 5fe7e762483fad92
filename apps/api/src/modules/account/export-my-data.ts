import type { Database } from '@limpa/db';
import { findWeeklyAvailability } from '../../lib/weekly-availability';
import { supportPhotoUrl } from '../support/support-case-views';
import * as read from './export.repository';
import { exportBookings } from './export-bookings';

const cents = (value: number | null) => (value === null ? null : value / 100);

type Results<T extends Record<string, () => Promise<unknown>>> = {
  [K in keyof T]: Awaited<ReturnType<T[K]>>;
};

/**
 * Runs the named reads one after another: a transaction is one connection, which answers one statement at a time
 * (queued statements on one pg client are deprecated and end in pg 9), so starting them together saves nothing.
 */
async function inOrder<T extends Record<string, () => Promise<unknown>>>(reads: T): Promise<Results<T>> {
  const results: Record<string, unknown> = {};
  for (const [name, read] of Object.entries(reads)) results[name] = await read();
  return results as Results<T>;
}

/**
 * Everything stored about the caller (GDPR art. 15 and 20, PIPEDA principle 4.9), as one JSON document.
 * Other people appear by first name only; secrets (password hashes, tokens, card references) never appear.
 * Bookings read exactly as the bookings API shows them to this person (export-bookings.ts).
 * Read in one REPEATABLE READ transaction, so the parts agree with each other.
 */
export async function exportMyData(db: Database, userId: string, now = new Date()) {
  return db.transaction(
    async (tx) => {
      const { account, profile, addresses, reviews, supportCases, ...asStored } = await inOrder({
        account: () => read.readAccount(tx, userId),
        profile: () => read.readProfile(tx, userId),
        signInMethods: () => read.readSignInMethods(tx, userId),
        sessions: () => read.readSessions(tx, userId),
        addresses: () => read.readAddresses(tx, userId),
        cards: () => read.readCards(tx, userId),
        reviews: () => read.readReviews(tx, userId),
        favourites: () => read.readFavourites(tx, userId),
        availability: () => findWeeklyAvailability(tx, userId),
        payouts: () => read.readPayouts(tx, userId),
        messages: () => read.readMessages(tx, userId),
        preBookingMessages: () => read.readPreBookingMessages(tx, userId),
        supportCases: () => read.readSupportCases(tx, userId),
        notifications: () => read.readNotifications(tx, userId),
      });
      const p = profile[0]!;
      const bookings = await exportBookings(tx, { userId, role: p.role, locale: p.locale }, now);
      return {
        exportedAt: now.toISOString(),
        account: account[0],
        profile: {
          ...p,
          hourlyRate: cents(p.hourlyRateCents),
          hourlyRateCents: undefined,
        },
        ...asStored,
        addresses: addresses.map(({ userId: _owner, ...a }) => a),
        // A photo's bytes stay where they are: the export says where its owner can download each one.
        supportCases: supportCases.map((c) => ({
          ...c,
          photos: c.photos.map((photo) => ({ ...photo, url: supportPhotoUrl(c.id, photo.id) })),
        })),
        bookings,
        reviews: reviews.map(({ review: r, customerFirstName, cleanerFirstName }) => {
          const written = r.customerId === userId;
          const { customerId: _c, cleanerId: _k, hiddenBy: _h, ...rest } = r;
          return {
            ...rest,
            direction: written ? 'written' : 'received',
            otherParty: written ? cleanerFirstName : customerFirstName,
          };
        }),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
