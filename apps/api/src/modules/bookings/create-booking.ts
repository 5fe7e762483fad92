import type { CreateBookingBody } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { computeBookingPrice, MAX_PENDING_BOOKINGS } from '@limpa/domain';
import { AppError, pgCode } from '../../lib/app-error';
import { type MaterialiseOutcome, materialiseSeries } from '../booking-series/materialise-series';
import { insertSeries } from '../booking-series/series.repository';
import { lockCustomerProfile } from '../payment-methods/payment-methods.repository';
import { getSettings } from '../settings/get-settings';
import { assertValidDateAndTime, findBookableSlot, slotTaken } from './bookable-slot';
import {
  claimIdempotencyKey,
  countPendingBookings,
  findAddOnsByIds,
  findOwnAddress,
  findOwnPaymentMethod,
  insertBooking,
  recordIdempotentBooking,
} from './create-booking.repository';

const missingInformation = () =>
  new AppError(
    400,
    'missing_information',
    'Missing Information',
    'Please complete all required fields including home type.',
  );

/** "Street, Unit 4, City, Province Postal" — the one-line address stored on the booking (spec section 3). */
function oneLineAddress(a: {
  streetAddress: string;
  unitNumber: string | null;
  city: string | null;
  locality: string | null;
  province: string | null;
  district: string | null;
  postalCode: string;
}): string {
  const place = a.city ?? a.locality;
  const region = [a.province ?? a.district, a.postalCode].filter(Boolean).join(' ');
  return [a.streetAddress + (a.unitNumber ? `, Unit ${a.unitNumber}` : ''), place, region]
    .filter(Boolean)
    .join(', ');
}

/**
 * Creates a pending booking. Every amount is computed here from the price table and the stored add-ons; the
 * exclusion constraint on (cleaner, time range) is the final word on double booking (23P01 → 409).
 */
export async function createBooking(
  db: Database,
  customerId: string,
  body: CreateBookingBody,
  idempotencyKey?: string,
  now = new Date(),
): Promise<{ bookingId: string; replayed: boolean; series: MaterialiseOutcome | null }> {
  const { homeType, addressId, bookingDate, bookingTime, cleanerId, paymentMethodId } = body;
  if (!homeType || !addressId || !bookingDate || !bookingTime || !cleanerId || !paymentMethodId) {
    throw missingInformation();
  }
  if ((await getSettings(db)).maintenanceMode) {
    throw new AppError(
      503,
      'maintenance',
      'Bookings are temporarily disabled',
      'Bookings are temporarily disabled',
    );
  }
  assertValidDateAndTime(bookingDate, bookingTime);
  const isRecurring = body.isRecurring ?? false;
  if (body.recurrence && !isRecurring) {
    throw new AppError(
      400,
      'invalid_recurrence',
      'Booking Failed',
      'A repeat frequency needs Recurring Cleaning to be switched on.',
    );
  }

  try {
    return await db.transaction(async (tx) => {
      if (idempotencyKey) {
        const claim = await claimIdempotencyKey(tx, customerId, idempotencyKey);
        if (!claim.claimed) {
          if (!claim.bookingId)
            throw new AppError(
              409,
              'idempotency_in_use',
              'Conflict',
              'This request is already being processed.',
            );
          return { bookingId: claim.bookingId, replayed: true, series: null };
        }
      }
      // The customer's row lock serialises their bookings (and card removals): the pending count is exact.
      await lockCustomerProfile(tx, customerId);
      if ((await countPendingBookings(tx, customerId)) >= MAX_PENDING_BOOKINGS) {
        throw new AppError(
          409,
          'too_many_pending',
          'Too Many Pending Bookings',
          `You already have ${MAX_PENDING_BOOKINGS} booking requests waiting for a cleaner. Please wait for an answer or cancel one first.`,
        ).withDetailVars({ max: MAX_PENDING_BOOKINGS });
      }
      const address = await findOwnAddress(tx, customerId, addressId);
      if (!address) throw new AppError(404, 'address_not_found', 'Booking Failed', 'Address not found.');
      const card = await findOwnPaymentMethod(tx, customerId, paymentMethodId);
      if (!card)
        throw new AppError(404, 'payment_method_not_found', 'Booking Failed', 'Payment method not found.');
      const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
      if (card.cardExpYear * 12 + card.cardExpMonth < nowMonth) {
        throw new AppError(
          422,
          'card_expired',
          'Booking Failed',
          'This card has expired. Please choose another payment method.',
        );
      }
      const addOnIds = [...new Set(body.addOnIds ?? [])];
      const chosenAddOns = await findAddOnsByIds(tx, addOnIds);
      if (chosenAddOns.length !== addOnIds.length) {
        throw new AppError(
          400,
          'add_on_not_found',
          'Booking Failed',
          'One of the chosen add-ons does not exist.',
        );
      }

      const slot = await findBookableSlot(tx, {
        address,
        cleanerId,
        bookingDate,
        bookingTime,
        homeType,
        isRecurring,
        now,
      });

      const price = computeBookingPrice({
        homeType,
        isRecurring,
        addOnPricesCents: chosenAddOns.map((a) => a.priceCents),
      });
      // A recurring booking is the first visit of a series; the later ones are booked below (decision 019).
      const seriesId = isRecurring
        ? await insertSeries(tx, {
            customerId,
            cleanerId,
            everyWeeks: body.recurrence?.everyWeeks ?? 1,
            firstDate: bookingDate,
            bookingTime,
            timeZone: address.timeZone,
            materialisedUntil: bookingDate,
          })
        : null;
      const bookingId = await insertBooking(tx, {
        seriesId,
        customerId,
        cleanerId,
        serviceId: body.serviceId ?? null,
        homeType,
        isRecurring,
        estimatedTime: price.estimatedTime,
        currency: address.currency,
        basePriceCents: price.basePriceCents,
        bookingDate,
        bookingTime,
        timeZone: address.timeZone,
        durationHours: price.durationHours,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        customerAddress: oneLineAddress(address),
        addressId: address.id,
        paymentMethodId: card.id,
        selectedRooms: address.propertyRooms,
        addOns: chosenAddOns.map((a) => ({ id: a.id, name: a.name, priceCents: a.priceCents })),
        addOnsTotalCents: price.addOnsTotalCents,
        extras: chosenAddOns.map((a) => a.name),
        specialInstructions: body.specialInstructions || null,
        totalAmountCents: price.totalAmountCents,
        platformFeeCents: price.platformFeeCents,
        cleanerEarningsCents: price.cleanerEarningsCents,
      });
      const series = seriesId ? await materialiseSeries(tx, seriesId, now) : null;
      if (idempotencyKey) await recordIdempotentBooking(tx, customerId, idempotencyKey, bookingId);
      return { bookingId, replayed: false, series };
    });
  } catch (err) {
    if (pgCode(err) === '23P01') throw slotTaken();
    // The card was removed while this booking was being made (the RESTRICT foreign key saw it go).
    if (pgCode(err) === '23503') {
      throw new AppError(404, 'payment_method_not_found', 'Booking Failed', 'Payment method not found.');
    }
    throw err;
  }
}
