import { PENDING_EXPIRY_BEFORE_START_HOURS, PENDING_SHORT_NOTICE_ANSWER_HOURS } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import type { AuthContext } from '../../lib/auth-context';
import { keysetPage, requireInstantCursor } from '../../lib/keyset-cursor';
import { type BookingRow, countCleanerRequests, listCleanerRequestRows } from './bookings.repository';
import { viewBooking } from './read-bookings';

const HOUR_MS = 3_600_000;

/** An instant as the cursor's exact text: UTC, six fractional digits (what PostgreSQL keeps). */
const micros = (iso: string) => iso.replace(/\.(\d{3})Z$/, '.$1000Z');

/**
 * The request's expiry to the microsecond, as the query orders it (the domain's `pendingExpiry`): its creation
 * (exact, createdAtKey) plus the expiry hours, or its start (whole hours) less 12 h, whichever is sooner, but no
 * sooner than its creation plus the short-notice hour. The same-width texts compare in order.
 */
export function requestExpiryKey(row: BookingRow, expiryHours: number): string {
  const [whole = '', fraction = '000000'] = row.createdAtKey.slice(0, -1).split('.');
  const madePlus = (hours: number) =>
    `${new Date(Date.parse(`${whole}Z`) + hours * HOUR_MS).toISOString().slice(0, 19)}.${fraction.padEnd(6, '0')}Z`;
  const byAge = madePlus(expiryHours);
  const byAnswer = madePlus(PENDING_SHORT_NOTICE_ANSWER_HOURS);
  const byStart = micros(
    new Date(row.booking.startsAt.getTime() - PENDING_EXPIRY_BEFORE_START_HOURS * HOUR_MS).toISOString(),
  );
  // Instants as texts of one width sort in time order: the later of start and answer, then the sooner with age.
  const notBeforeAnswer = [byStart, byAnswer].sort()[1] as string;
  return [byAge, notBeforeAnswer].sort()[0] as string;
}

/**
 * GET /api/v1/me/booking-requests: every pending request addressed to the signed-in cleaner, soonest expiry
 * first, in keyset pages, so none waits unseen until it expires (decision 047), with `total`, how many wait in
 * all (the dashboards' count: a page holds only some). Page and count read one snapshot, so they agree.
 */
export async function listBookingRequests(
  ctx: Pick<AppContext, 'db' | 'config'>,
  viewer: AuthContext,
  q: { limit: number; cursor?: string },
) {
  const expiryHours = ctx.config.pendingExpiryHours;
  const after = requireInstantCursor(q.cursor);
  const [rows, total] = await ctx.db.transaction(
    async (tx) =>
      [
        await listCleanerRequestRows(tx, {
          cleanerId: viewer.userId,
          expiryHours,
          after,
          limit: q.limit + 1,
        }),
        await countCleanerRequests(tx, viewer.userId),
      ] as const,
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const page = keysetPage(
    rows,
    q.limit,
    (r) => ({ at: requestExpiryKey(r, expiryHours), id: r.booking.id }),
    (r) => viewBooking(r, viewer),
  );
  return { ...page, total };
}
