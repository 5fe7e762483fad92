import type { AdminOpenBooking } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import type { AuthContext } from '../../lib/auth-context';
import { getBookingFor } from '../bookings/read-bookings';
import { findFreeSlots } from '../slots/find-free-slots';
import { userNotFound } from './admin.errors';
import { findFullNames, findOpenBookingsOf, type OpenBookingRow } from './open-bookings.repository';
import { findUserWithEmail } from './users.repository';

/**
 * Who could take one open booking over: the cleaners the slot search finds free at its date and time at its
 * address (the rules a reassignment is then judged by, without the earliest start: the time was accepted
 * long ago), but its own cleaner.
 */
async function replacementsFor(db: Database, row: OpenBookingRow, now: Date) {
  const b = row.booking;
  if (!row.address) return [];
  const slots = await findFreeSlots(db, {
    address: row.address,
    date: b.bookingDate,
    homeType: b.homeType,
    isRecurring: b.isRecurring,
    durationHours: b.durationHours,
    now,
    earliestStartHours: 0,
  });
  const slot = slots.find((s) => s.time === b.bookingTime.slice(0, 5));
  const ids = (slot?.cleanerIds ?? []).filter((id) => id !== b.cleanerId);
  const names = await findFullNames(db, ids);
  return names.sort((x, y) => x.fullName.localeCompare(y.fullName));
}

/**
 * GET /api/v1/admin/users/:profileId/open-bookings: a cleaner's pending and confirmed bookings still to come,
 * soonest first, each with the cleaners who could take it (what the demotion warning shows). Empty for
 * anyone else.
 */
export async function listCleanerOpenBookings(
  db: Database,
  admin: AuthContext,
  profileId: string,
  now = new Date(),
): Promise<{ items: AdminOpenBooking[] }> {
  const target = await findUserWithEmail(db, profileId);
  if (!target) throw userNotFound();
  const rows = await findOpenBookingsOf(db, target.profile.userId, now);
  const items: AdminOpenBooking[] = [];
  for (const row of rows) {
    items.push({
      booking: await getBookingFor(db, admin, row.booking.id),
      replacements: await replacementsFor(db, row, now),
    });
  }
  return { items };
}
