import {
  ADMIN_BOOKINGS_PAGE_SIZE,
  type AdminBookingPage,
  type AdminBookingsCsvQuery,
  type AdminBookingsQuery,
  type CurrencyAmount,
  type Locale,
} from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { bookingTotalCents, type CsvValue, centsToDecimal } from '@limpa/domain';
import { encodeInstantCursor, type InstantKeyset, requireInstantCursor } from '../../lib/keyset-cursor';
import { toBooking } from '../bookings/booking.mapper';
import {
  type BookingFilter,
  type BookingRow,
  bookingSearch,
  listBookingRows,
  summarizeBookings,
} from '../bookings/bookings.repository';
import { readBookingCounts } from './booking-counts';
import { CSV_PAGE_SIZE } from './csv-response';

/**
 * Without a search the summary covers every booking: it is read from the counters the database keeps exact
 * (O(1), live). A search narrows it to the matches, counted each time.
 */
function summarize(db: Database, q: AdminBookingsQuery, filter: BookingFilter) {
  if (q.q) return summarizeBookings(db, { ...filter, statuses: undefined });
  return readBookingCounts(db, q.paymentStatus);
}

function toFilter(q: AdminBookingsCsvQuery): BookingFilter {
  return {
    party: null,
    statuses: q.status ? [q.status] : undefined,
    paymentStatuses: q.paymentStatus ? [q.paymentStatus] : undefined,
    search: q.q ? bookingSearch(q.q) : undefined,
  };
}

const nextKey = (row: BookingRow): InstantKeyset => ({ at: row.createdAtKey, id: row.booking.id });

/**
 * Every booking, newest first (by creation; keyset on (created_at, id)), filtered by status, payment status
 * and a search over customer and cleaner names or the booking id's start. The counts and revenue cover the
 * search and payment filter but every status, so the summary cards also serve as the status tabs' counts.
 */
export async function listAdminBookings(
  db: Database,
  q: AdminBookingsQuery,
  locale: Locale = 'en',
): Promise<AdminBookingPage> {
  const filter = toFilter(q);
  const [rows, summary] = await Promise.all([
    listBookingRows(db, {
      ...filter,
      sortBy: 'createdAt',
      order: 'desc',
      after: requireInstantCursor(q.cursor),
      limit: ADMIN_BOOKINGS_PAGE_SIZE + 1,
    }),
    summarize(db, q, filter),
  ]);
  const page = rows.slice(0, ADMIN_BOOKINGS_PAGE_SIZE);
  const last = page.at(-1);

  const counts = { total: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0, expired: 0 };
  const revenue = new Map<CurrencyAmount['currency'], number>();
  for (const s of summary) {
    counts.total += s.count;
    if (s.status in counts) counts[s.status as keyof typeof counts] += s.count;
    revenue.set(s.currency, (revenue.get(s.currency) ?? 0) + s.paidPlatformFeeCents);
  }
  return {
    items: page.map((r) => toBooking(r, { locale })),
    nextCursor: rows.length > ADMIN_BOOKINGS_PAGE_SIZE && last ? encodeInstantCursor(nextKey(last)) : null,
    counts,
    revenue: [...revenue]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, amountCents]) => ({ currency, amountCents })),
  };
}

function bookingCsvRecord({ booking: b, customer, cleaner }: BookingRow): CsvValue[] {
  return [
    b.id,
    b.createdAt.toISOString(),
    b.bookingDate,
    b.bookingTime,
    customer.fullName,
    cleaner?.fullName ?? '',
    b.status,
    b.paymentStatus,
    centsToDecimal(bookingTotalCents(b)),
    b.currency,
  ];
}

/** The filtered list for Export CSV, in keyset pages of CSV_PAGE_SIZE, read one page at a time. */
export async function* bookingCsvPages(db: Database, q: AdminBookingsCsvQuery) {
  const filter = toFilter(q);
  let after: InstantKeyset | undefined;
  for (;;) {
    const rows = await listBookingRows(db, {
      ...filter,
      sortBy: 'createdAt',
      order: 'desc',
      after,
      limit: CSV_PAGE_SIZE,
    });
    yield rows.map(bookingCsvRecord);
    const last = rows.at(-1);
    if (rows.length < CSV_PAGE_SIZE || !last) return;
    after = nextKey(last);
  }
}
