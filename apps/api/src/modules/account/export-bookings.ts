import type { DbOrTx } from '@limpa/db';
import { listPartyBookingRows } from '../bookings/bookings.repository';
import { type BookingViewer, bookingAsSeenBy } from '../bookings/read-bookings';
import { readFirstNames } from './export.repository';

/**
 * The person's bookings in their data export, each exactly as the bookings API shows it to them: the same
 * mapping and redaction (lib/booking-privacy.ts), so a cleaner gets the area only until confirmation and
 * nobody gets coordinates. Then the other side by first name only, and no one's ids.
 */
export async function exportBookings(db: DbOrTx, owner: BookingViewer, now: Date) {
  const rows = await listPartyBookingRows(db, owner.userId);
  const otherSideOf = (b: { customerId: string; cleanerId: string | null }) =>
    b.customerId === owner.userId ? b.cleanerId : b.customerId;
  const others = [...new Set(rows.flatMap((r) => otherSideOf(r.booking) ?? []))];
  const firstNames = new Map((await readFirstNames(db, others)).map((n) => [n.userId, n.firstName]));
  return rows.map((row) => {
    const {
      customerId,
      cleanerId,
      customer: _customer,
      cleaner: _cleaner,
      addressId: _address,
      paymentMethodId: _card,
      ...seen
    } = bookingAsSeenBy(row, owner, now);
    const other = otherSideOf({ customerId, cleanerId });
    return {
      ...seen,
      role: customerId === owner.userId ? ('customer' as const) : ('cleaner' as const),
      otherParty: other ? (firstNames.get(other) ?? null) : null,
    };
  });
}
