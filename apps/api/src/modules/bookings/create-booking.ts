import type { CreateBookingBody } from '@limpa/contracts';
import type { DbOrTx } from '@limpa/db';
import { computeBookingPrice, MAX_PENDING_BOOKINGS } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import { AppError, pgCode } from '../../lib/app-error';
import { type MaterialiseOutcome, materialiseSeries } from '../booking-series/materialise-series';
import { insertSeries } from '../booking-series/series.repository';
import type { BookingMailRow } from '../notifications/booking-mails';
import { notifyBookingParties } from '../notifications/booking-notifications';
import {
  assertValidDateAndTime,
  judgeSlot,
  slotCleanerQuery,
  slotInstants,
  slotTaken,
} from './bookable-slot';
import type { BookingRow } from './bookings.repository';
import {
  claimIdempotencyKey,
  countPendingAndReadCleanerDay,
  findAddOnsByIds,
  insertBooking,
  lockCustomerAndReadRequest,
  recordIdempotentBooking,
} from './create-booking.repository';

/**
 * "Street, Unit 4, City, Province Postal" — the one-line address stored on the booking
 * (docs/product-rules.md#addresses).
 */
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

const maintenance = () =>
  new AppError(503, 'maintenance', 'Bookings are temporarily disabled', 'Bookings are temporarily disabled');

export interface CreateBookingOptions {
  /** The Idempotency-Key header: a retry answers with the booking the first request made. */
  idempotencyKey?: string;
  now?: Date;
  /**
   * Writes the cleaner's mail in the booking's transaction, so that a request and its mail commit together
   * (decision 030): a crash after the commit can no longer lose the mail.
   */
  mailCleaner?: (tx: DbOrTx, mail: BookingMailRow) => Promise<void>;
}

export interface CreatedBooking {
  bookingId: string;
  replayed: boolean;
  series: MaterialiseOutcome | null;
  /** A new booking as the answer shows it, from the rows this request wrote and read. */
  created: { row: BookingRow } | null;
}

/**
 * Creates a pending booking. Every amount is computed here from the price table and the stored add-ons; the
 * exclusion constraint on (cleaner, time range) is the final word on double booking (23P01 → 409).
 * Round trips (decision 029): the lock with every read the request names, then the open-request count with the
 * cleaner's day, the insert, the cleaner's in-app notification and mail; the answer is built from those rows.
 */
export async function createBooking(
  ctx: AppContext,
  customerId: string,
  body: CreateBookingBody,
  { idempotencyKey, now = new Date(), mailCleaner }: CreateBookingOptions = {},
): Promise<CreatedBooking> {
  const { homeType, addressId, bookingDate, bookingTime, cleanerId, paymentMethodId } = body;
  const isRecurring = body.isRecurring ?? false;

  try {
    return await ctx.db.transaction(async (tx) => {
      const read = await lockCustomerAndReadRequest(tx, {
        customerId,
        addressId,
        paymentMethodId,
        cleanerId,
        serviceId: body.serviceId ?? null,
      });
      if (!read) throw new Error(`No profile for user ${customerId}`);
      if (read.maintenanceMode) throw maintenance();
      assertValidDateAndTime(bookingDate, bookingTime);
      if (body.recurrence && !isRecurring) {
        throw new AppError(
          400,
          'invalid_recurrence',
          'Booking Failed',
          'A repeat frequency needs Recurring Cleaning to be switched on.',
        );
      }
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
          return { bookingId: claim.bookingId, replayed: true, series: null, created: null };
        }
      }
      const { address, card } = read;
      const slotRequest = address && {
        address,
        cleanerId,
        bookingDate,
        bookingTime,
        homeType,
        isRecurring,
        now,
      };
      const wanted = slotRequest && { request: slotRequest, slot: slotInstants(slotRequest) };
      // After the lock: the count sees every committed request of this customer.
      const { pending, days } = await countPendingAndReadCleanerDay(
        tx,
        customerId,
        wanted ? slotCleanerQuery(wanted.request, wanted.slot) : null,
      );
      if (pending >= MAX_PENDING_BOOKINGS) {
        throw new AppError(
          409,
          'too_many_pending',
          'Too Many Pending Bookings',
          `You already have ${MAX_PENDING_BOOKINGS} booking requests waiting for a cleaner. Please wait for an answer or cancel one first.`,
        ).withDetailVars({ max: MAX_PENDING_BOOKINGS });
      }
      if (!address || !wanted)
        throw new AppError(404, 'address_not_found', 'Booking Failed', 'Address not found.');
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
      const slot = judgeSlot(days, wanted.request, wanted.slot);
      // Judged bookable: a listed cleaner, whose profile and user the first statement read.
      const cleaner = read.cleaner;
      if (!cleaner?.userId || !cleaner.fullName || !cleaner.email || !cleaner.name) {
        throw new Error(`Cleaner ${cleanerId} was judged bookable but has no profile`);
      }

      const price = computeBookingPrice({
        homeType,
        isRecurring,
        addOnPricesCents: chosenAddOns.map((a) => a.priceCents),
      });
      // A recurring booking is the first visit of a series; the later ones are booked below (decision 019).
      const everyWeeks = body.recurrence?.everyWeeks ?? 1;
      const seriesId = isRecurring
        ? await insertSeries(tx, {
            customerId,
            cleanerId,
            everyWeeks,
            firstDate: bookingDate,
            bookingTime,
            timeZone: address.timeZone,
            materialisedUntil: bookingDate,
          })
        : null;
      const { createdAtKey, ...booking } = await insertBooking(tx, {
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
      // Its later visits are requests too: only as many as still fit under the cap (the first took one place).
      const series = seriesId
        ? await materialiseSeries(tx, seriesId, now, { pendingRoom: MAX_PENDING_BOOKINGS - pending - 1 })
        : null;
      if (idempotencyKey) await recordIdempotentBooking(tx, customerId, idempotencyKey, booking.id);
      const { customer } = read;
      // The cleaner is told in this transaction: the request and its notification exist together or not at all.
      await notifyBookingParties(
        ctx,
        tx,
        booking.id,
        'booking_requested',
        'cleaner',
        {},
        {
          customerId,
          cleanerId,
          date: bookingDate,
          time: booking.bookingTime,
          customerName: customer.fullName,
          cleanerName: cleaner.fullName,
          customerLocale: customer.locale,
          cleanerLocale: cleaner.locale,
        },
      );
      const party = <
        P extends { userId: string; fullName: string; phone: string | null; avatarUrl: string | null },
      >(
        p: P,
      ) => ({
        userId: p.userId,
        fullName: p.fullName,
        phone: p.phone,
        avatarUrl: p.avatarUrl,
      });
      const recipient = (p: { email: string; name: string; locale: string | null }) => ({
        email: p.email,
        name: p.name,
        locale: p.locale,
      });
      const mail: BookingMailRow = {
        booking,
        customer: recipient(customer),
        cleaner: recipient({ email: cleaner.email, name: cleaner.name, locale: cleaner.locale }),
      };
      await mailCleaner?.(tx, mail);
      return {
        bookingId: booking.id,
        replayed: false,
        series,
        created: {
          row: {
            booking,
            serviceName: read.serviceName,
            serviceTranslations: read.serviceTranslations,
            addOnTranslations: Object.fromEntries(chosenAddOns.map((a) => [a.id, a.translations])),
            customer: party(customer),
            cleaner: party({ ...cleaner, userId: cleaner.userId, fullName: cleaner.fullName }),
            charges: [],
            seriesEveryWeeks: seriesId ? everyWeeks : null,
            hasReview: false,
            createdAtKey,
          },
        },
      };
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
