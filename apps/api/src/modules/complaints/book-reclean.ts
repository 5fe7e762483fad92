import type { AdminComplaintDecisionBody } from '@limpa/contracts';
import { bookings, customerAddresses, type DbOrTx } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { findBookableSlot } from '../bookings/bookable-slot';
import { getSettings } from '../settings/get-settings';

type Booking = typeof bookings.$inferSelect;
type Reclean = Extract<AdminComplaintDecisionBody, { decision: 'reclean' }>;

const addressGone = () =>
  new AppError(
    422,
    'address_not_found',
    'Booking not rescheduled',
    'The address of this booking was removed. Please cancel it and book again.',
  );

/**
 * The free re-clean of a complained-of booking (decision 070), in the decision's transaction: the same home,
 * service, rooms and length, with the booking's own cleaner or the one the admin chose, at the time the admin
 * picked. The time passes the slot rules every booking passes (in the future, no sooner than the earliest start,
 * a listed cleaner who serves the address and works then; the exclusion constraint settles a race, 409), as the
 * admin's "book for a customer" does (decision 057). It is confirmed at once, because the team arranged it, and
 * costs nothing: total, fee and earnings 0, nothing is ever charged (the cleaner is paid through the original
 * booking's earning, released by the decision).
 */
export async function bookReclean(tx: DbOrTx, original: Booking, body: Reclean, now: Date): Promise<string> {
  const cleanerId = body.cleanerId ?? original.cleanerId;
  const [address] = original.addressId
    ? await tx.select().from(customerAddresses).where(eq(customerAddresses.id, original.addressId))
    : [];
  if (!address || !cleanerId) throw addressGone();
  const slot = await findBookableSlot(tx, {
    address,
    cleanerId,
    bookingDate: body.bookingDate,
    bookingTime: body.bookingTime,
    homeType: original.homeType,
    isRecurring: false,
    durationHours: original.durationHours,
    now,
    earliestStartHours: (await getSettings(tx)).earliestStartHours,
  });
  const [made] = await tx
    .insert(bookings)
    .values({
      customerId: original.customerId,
      cleanerId,
      serviceId: original.serviceId,
      homeType: original.homeType,
      estimatedTime: original.estimatedTime,
      currency: original.currency,
      basePriceCents: 0,
      bookingDate: body.bookingDate,
      bookingTime: body.bookingTime,
      timeZone: address.timeZone,
      durationHours: original.durationHours,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      customerAddress: original.customerAddress,
      customerLatitude: original.customerLatitude,
      customerLongitude: original.customerLongitude,
      addressId: original.addressId,
      selectedRooms: original.selectedRooms,
      addOns: original.addOns.map((a) => ({ ...a, priceCents: 0 })),
      addOnsTotalCents: 0,
      extras: original.extras,
      specialInstructions: original.specialInstructions,
      totalAmountCents: 0,
      platformFeeCents: 0,
      cleanerEarningsCents: 0,
      status: 'confirmed',
      // Nothing is owed: the settlement never charges a booking whose total is 0.
      paymentStatus: 'paid',
      confirmedAt: now,
    })
    .returning({ id: bookings.id });
  return made!.id;
}
