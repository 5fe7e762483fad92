import type { Booking, Locale } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { BOOKING_STATUSES, isValidDate } from '@limpa/domain';
import { badRequest } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { bookingNotFound, redactForViewer } from '../../lib/booking-privacy';
import { decodeInstantCursor, keysetPage } from '../../lib/keyset-cursor';
import { toBooking } from './booking.mapper';
import { type BookingRow, findBookingRow, listBookingRows } from './bookings.repository';

/** Only the booking's customer, its cleaner or an admin may read it; anyone else gets 404. */
export async function getBookingFor(db: Database, viewer: AuthContext, id: string): Promise<Booking> {
  const row = await findBookingRow(db, id);
  const b = row?.booking;
  if (!row || !b) throw bookingNotFound();
  const mine =
    b.customerId === viewer.userId || b.cleanerId === viewer.userId || viewer.profile.role === 'admin';
  if (!mine) throw bookingNotFound();
  return viewBooking(row, viewer);
}

/** Who looks at a booking: a reader of the bookings API, or the owner of a data export. */
export interface BookingViewer {
  userId: string;
  role: string;
  locale: Locale;
}

/**
 * A booking row as `viewer` may see it (a side or an admin: the caller has checked). Every way out of the
 * API that shows a booking to one of its sides maps and redacts it here, so they cannot disagree.
 */
export const bookingAsSeenBy = (row: BookingRow, viewer: BookingViewer, now?: Date): Booking =>
  redactForViewer(toBooking(row, { locale: viewer.locale, now }), viewer);

/** A booking row as the signed-in viewer may see it. */
export const viewBooking = (row: BookingRow, viewer: AuthContext): Booking =>
  bookingAsSeenBy(row, { userId: viewer.userId, role: viewer.profile.role, locale: viewer.profile.locale });

export interface ListBookingsInput {
  as?: 'customer' | 'cleaner';
  status?: string;
  when?: 'upcoming' | 'past';
  sort?: 'soonest' | 'latest';
  from?: string;
  to?: string;
  limit: number;
  cursor?: string;
}

/** A signed-in user's own bookings (as customer or as cleaner), keyset-paginated by start time in either order. */
export async function listBookingsFor(db: Database, viewer: AuthContext, q: ListBookingsInput) {
  const as = q.as ?? (viewer.profile.role === 'cleaner' ? 'cleaner' : 'customer');
  const statuses = q.status
    ?.split(',', 10)
    .map((s) => s.trim())
    .filter((s) => (BOOKING_STATUSES as readonly string[]).includes(s));
  // The contract checks the shape only: 9999-99-99 is no date (400, never a database error).
  for (const day of [q.from, q.to]) {
    if (day && !isValidDate(day))
      throw badRequest('Invalid Date', 'Please choose a valid date.', 'invalid_date');
  }
  // The chosen sort, else each list's natural order; the cursor is (start, id) either way and follows it.
  const order = q.sort ? (q.sort === 'latest' ? 'desc' : 'asc') : q.when === 'past' ? 'desc' : 'asc';
  const rows = await listBookingRows(db, {
    party: { column: as, userId: viewer.userId },
    statuses,
    when: q.when,
    from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
    to: q.to ? new Date(`${q.to}T00:00:00Z`) : undefined,
    after: decodeInstantCursor(q.cursor),
    limit: q.limit + 1,
    order,
  });
  return keysetPage(
    rows,
    q.limit,
    (r) => ({ at: r.booking.startsAt.toISOString(), id: r.booking.id }),
    (r) => viewBooking(r, viewer),
  );
}
