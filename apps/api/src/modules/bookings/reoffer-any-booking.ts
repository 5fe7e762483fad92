import { type bookings, customerAddresses, type DbOrTx, services } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { pgCode } from '../../lib/app-error';
import { insertForFirstFree, rankedFreeCleaners } from './any-cleaner';
import { insertBooking } from './create-booking.repository';

type BookingRow = typeof bookings.$inferSelect;

/** Whether a booking its cleaner let go is offered to the next free cleaner (decision 065). */
const mayBeReoffered = (b: BookingRow, now: Date) =>
  b.bookedAsAny && b.reofferOf === null && b.seriesId === null && b.addressId !== null && b.startsAt > now;

/**
 * In the cancellation's transaction: an "any available cleaner" booking its cleaner declined or cancelled is
 * offered once to the next best cleaner free for the same slot, as a new pending request with the same price
 * and card (nothing is charged before that cleaner confirms; a paid booking's refund is claimed with the
 * cancellation as usual). The re-offer itself is never re-offered, and `reoffer_of` is unique, so a repeated
 * or racing cancellation cannot make two. Returns the new booking's id, or null when there is none.
 */
export async function reofferToNextCleaner(tx: DbOrTx, b: BookingRow, now: Date): Promise<string | null> {
  if (!mayBeReoffered(b, now) || !b.addressId) return null;
  const [address] = await tx.select().from(customerAddresses).where(eq(customerAddresses.id, b.addressId));
  if (!address) return null;
  const [service] = b.serviceId
    ? await tx.select({ name: services.name }).from(services).where(eq(services.id, b.serviceId))
    : [];
  const ranked = await rankedFreeCleaners(tx, {
    address,
    bookingDate: b.bookingDate,
    bookingTime: b.bookingTime,
    homeType: b.homeType,
    service: service?.name,
    slot: { startsAt: b.startsAt, endsAt: b.endsAt },
    minutes: Math.round((b.endsAt.getTime() - b.startsAt.getTime()) / 60_000),
    excludeCleanerId: b.cleanerId,
  });
  try {
    const placed = await insertForFirstFree(tx, ranked, (sp, cleaner) =>
      insertBooking(sp, {
        ...requestColumns(b),
        cleanerId: cleaner.userId,
        bookedAsAny: true,
        reofferOf: b.id,
      }),
    );
    return placed?.written.id ?? null;
  } catch (err) {
    // Already re-offered by a racing request that committed first.
    if (pgCode(err) === '23505') return null;
    throw err;
  }
}

/** What the customer asked for, as the request stored it: a re-offer asks the same, at the same price. */
function requestColumns(b: BookingRow) {
  return {
    customerId: b.customerId,
    serviceId: b.serviceId,
    homeType: b.homeType,
    isRecurring: b.isRecurring,
    estimatedTime: b.estimatedTime,
    currency: b.currency,
    basePriceCents: b.basePriceCents,
    bookingDate: b.bookingDate,
    bookingTime: b.bookingTime,
    timeZone: b.timeZone,
    durationHours: b.durationHours,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    customerAddress: b.customerAddress,
    customerLatitude: b.customerLatitude,
    customerLongitude: b.customerLongitude,
    addressId: b.addressId,
    paymentMethodId: b.paymentMethodId,
    selectedRooms: b.selectedRooms,
    addOns: b.addOns,
    addOnsTotalCents: b.addOnsTotalCents,
    extras: b.extras,
    specialInstructions: b.specialInstructions,
    taxIncluded: b.taxIncluded,
    taxRates: b.taxRates,
    taxCents: b.taxCents,
    taxes: b.taxes,
    totalAmountCents: b.totalAmountCents,
    platformFeeCents: b.platformFeeCents,
    cleanerEarningsCents: b.cleanerEarningsCents,
    rescheduleCount: b.rescheduleCount,
  };
}
