import type { Booking, CreateBookingBody } from '@limpa/contracts';
import type { DbOrTx } from '@limpa/db';
import {
  computeBookingPrice,
  EARLIEST_START_DEFAULT_HOURS,
  formatAddress,
  MAX_PENDING_BOOKINGS,
} from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import { pgCode } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { type MaterialiseOutcome, materialiseSeries } from '../booking-series/materialise-series';
import { writeBookingMails } from '../notifications/booking-mails';
import { notifyBookingParties } from '../notifications/booking-notifications';
import { notifySeriesSkipped } from '../notifications/lifecycle-mails';
import { visitLength } from '../slots/find-free-slots';
import { taxProfileFor } from '../tax/tax-profile-for';
import {
  insertForFirstFree,
  NobodyFree,
  nearestFreeStarts,
  noCleanerAvailable,
  rankedFreeCleaners,
} from './any-cleaner';
import {
  assertValidDateAndTime,
  judgeSlot,
  refuseTooSoon,
  slotCleanerQuery,
  slotInstants,
  slotTaken,
} from './bookable-slot';
import { bookedService } from './booked-service';
import type { BookingRow } from './bookings.repository';
import {
  addOnNotFound,
  addressNotFound,
  cardExpired,
  cleanerNoShowBlocked,
  idempotencyInUse,
  invalidRecurrence,
  maintenance,
  paymentMethodNotFound,
  tooManyPending,
} from './create-booking.errors';
import {
  claimIdempotencyKey,
  countPendingAndReadCleanerDay,
  findAddOnsByIds,
  insertRequestRows,
  lockCustomerAndReadRequest,
  recordIdempotentBooking,
} from './create-booking.repository';
import { getBookingFor, viewBooking } from './read-bookings';
import { answerParty, mailRecipient } from './request-parties';

export interface CreateBookingOptions {
  /** The Idempotency-Key header: a retry answers with the booking the first request made. */
  idempotencyKey?: string;
  now?: Date;
  /**
   * Runs in the request's transaction once the booking, its notification and mail are written: an admin's
   * request on a customer's behalf adds its audit row and tells the customer there (decision 057).
   */
  alsoInTransaction?: (tx: DbOrTx, bookingId: string) => Promise<void>;
  /** The caller tells the customer itself (the admin's "booked for you"), so no "request received" mail. */
  customerToldByCaller?: boolean;
}

/** What the request wrote: a new booking's row as the answer shows it, or the booking a replayed key made. */
interface WrittenRequest {
  bookingId: string;
  series: MaterialiseOutcome | null;
  created: { row: BookingRow } | null;
}

/**
 * The request's one transaction. Every amount is computed here from the service's price cell and the stored
 * add-ons; the exclusion constraint on (cleaner, time range) is the final word on double booking (23P01 → 409).
 * Round trips (decision 029): the lock with every read the request names, then the open-request count with the
 * cleaner's day, the insert, the cleaner's in-app notification and mail. Without a cleaner named, the free
 * cleaners are ranked and the first the exclusion constraint accepts gets the request (decision 065).
 */
async function writeBookingRequest(
  ctx: AppContext,
  customerId: string,
  body: CreateBookingBody,
  { idempotencyKey, now = new Date(), alsoInTransaction, customerToldByCaller }: CreateBookingOptions,
): Promise<WrittenRequest> {
  const { homeType, addressId, bookingDate, bookingTime, cleanerId, paymentMethodId } = body;
  const isRecurring = body.isRecurring ?? false;

  try {
    return await ctx.db.transaction(async (tx) => {
      const read = await lockCustomerAndReadRequest(tx, {
        customerId,
        addressId,
        paymentMethodId,
        cleanerId: cleanerId ?? null,
        serviceId: body.serviceId ?? null,
        homeType,
      });
      if (!read) throw new Error(`No profile for user ${customerId}`);
      if (read.maintenanceMode) throw maintenance();
      if (cleanerId && read.cleanerNoShowBlocked) throw cleanerNoShowBlocked();
      assertValidDateAndTime(bookingDate, bookingTime);
      if (body.recurrence && !isRecurring) throw invalidRecurrence();
      if (idempotencyKey) {
        const claim = await claimIdempotencyKey(tx, customerId, idempotencyKey);
        if (!claim.claimed) {
          if (!claim.bookingId) throw idempotencyInUse();
          return { bookingId: claim.bookingId, series: null, created: null };
        }
      }
      const { address, card } = read;
      const base = address ? bookedService(read, isRecurring) : undefined;
      const slotRequest = address && {
        address,
        cleanerId: cleanerId ?? '',
        bookingDate,
        bookingTime,
        homeType,
        isRecurring,
        durationHours: base?.durationHours,
        service: read.serviceName ?? undefined,
        now,
        earliestStartHours: read.earliestStartHours ?? EARLIEST_START_DEFAULT_HOURS,
      };
      const wanted = slotRequest && { request: slotRequest, slot: slotInstants(slotRequest) };
      // After the lock: the count sees every committed request of this customer.
      const { pending, days } = await countPendingAndReadCleanerDay(
        tx,
        customerId,
        wanted && cleanerId ? slotCleanerQuery(wanted.request, wanted.slot) : null,
      );
      if (pending >= MAX_PENDING_BOOKINGS) throw tooManyPending();
      if (!address || !wanted) throw addressNotFound();
      if (!card) throw paymentMethodNotFound();
      const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
      if (card.cardExpYear * 12 + card.cardExpMonth < nowMonth) throw cardExpired();
      const addOnIds = [...new Set(body.addOnIds ?? [])];
      const chosenAddOns = await findAddOnsByIds(tx, addOnIds);
      if (chosenAddOns.length !== addOnIds.length) throw addOnNotFound();
      const slot = cleanerId
        ? judgeSlot(days, wanted.request, wanted.slot)
        : refuseTooSoon(wanted.slot, wanted.request);
      // Any available cleaner: everyone free for the whole slot, best first (decision 065).
      const ranked = cleanerId
        ? null
        : await rankedFreeCleaners(tx, {
            ...wanted.request,
            slot,
            minutes: visitLength(homeType, isRecurring, base?.durationHours),
          });
      const nobodyFree = () => new NobodyFree(wanted.request);
      if (ranked?.length === 0) throw nobodyFree();

      const tax = await taxProfileFor(tx, address, bookingDate);
      const addOnPricesCents = chosenAddOns.map((a) => a.priceCents);
      const price = computeBookingPrice({ homeType, isRecurring, addOnPricesCents, base, tax });
      // A recurring booking is the first visit of a series; the later ones are booked below (decision 019).
      const everyWeeks = body.recurrence?.everyWeeks ?? 1;
      const seriesRow = { customerId, everyWeeks, firstDate: bookingDate, bookingTime };
      const write = (db: DbOrTx, cleaner: { userId: string | null }) =>
        insertRequestRows(
          db,
          cleaner.userId!,
          isRecurring ? { ...seriesRow, timeZone: address.timeZone, materialisedUntil: bookingDate } : null,
          {
            customerId,
            bookedAsAny: !cleanerId,
            serviceId: read.serviceId,
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
            customerAddress: formatAddress(address),
            addressId: address.id,
            paymentMethodId: card.id,
            selectedRooms: address.propertyRooms,
            addOns: chosenAddOns.map((a) => ({ id: a.id, name: a.name, priceCents: a.priceCents })),
            addOnsTotalCents: price.addOnsTotalCents,
            extras: chosenAddOns.map((a) => a.name),
            specialInstructions: body.specialInstructions || null,
            taxIncluded: tax.taxIncluded,
            taxRates: [...tax.rates],
            taxCents: price.taxCents,
            taxes: price.taxes,
            totalAmountCents: price.totalAmountCents,
            platformFeeCents: price.platformFeeCents,
            cleanerEarningsCents: price.cleanerEarningsCents,
          },
        );
      // A named cleaner: one insert, a race is 409 slot_taken; any: the next free cleaner is tried.
      const placed = ranked
        ? await insertForFirstFree(tx, ranked, write)
        : { cleaner: read.cleaner, written: await write(tx, read.cleaner) };
      if (!placed) throw nobodyFree();
      const { cleaner, written } = placed;
      // Judged bookable: a listed cleaner, whose profile and user the first statement (or the ranking) read.
      if (!cleaner?.userId || !cleaner.fullName || !cleaner.email || !cleaner.name) {
        throw new Error(`Cleaner ${cleaner?.userId} was judged bookable but has no profile`);
      }
      const { seriesId } = written;
      const { createdAtKey, ...booking } = written.inserted;
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
          cleanerId: cleaner.userId,
          date: bookingDate,
          time: booking.bookingTime,
          customerName: customer.fullName,
          cleanerName: cleaner.fullName,
          customerLocale: customer.locale,
          cleanerLocale: cleaner.locale,
        },
      );
      // The cleaner's mail too: the request and its mail commit together (decision 030), so a crash after the
      // commit cannot lose it.
      await writeBookingMails(
        tx,
        ctx,
        'requested',
        {
          booking,
          customer: mailRecipient(customer),
          cleaner: mailRecipient({ email: cleaner.email, name: cleaner.name, locale: cleaner.locale }),
        },
        customerToldByCaller,
      );
      await alsoInTransaction?.(tx, booking.id);
      return {
        bookingId: booking.id,
        series,
        created: {
          row: {
            booking,
            serviceName: read.serviceName,
            serviceTranslations: read.serviceTranslations,
            addOnTranslations: Object.fromEntries(chosenAddOns.map((a) => [a.id, a.translations])),
            customer: answerParty(customer),
            cleaner: answerParty({ ...cleaner, userId: cleaner.userId, fullName: cleaner.fullName }),
            charges: [],
            seriesEveryWeeks: seriesId ? everyWeeks : null,
            hasReview: false,
            createdAtKey,
          },
        },
      };
    });
  } catch (err) {
    if (err instanceof NobodyFree) throw noCleanerAvailable(await nearestFreeStarts(ctx.db, err.search));
    if (pgCode(err) === '23P01') throw slotTaken();
    // The card was removed while this booking was being made (the RESTRICT foreign key saw it go).
    if (pgCode(err) === '23503') throw paymentMethodNotFound();
    throw err;
  }
}

/**
 * A customer asks a cleaner for a cleaning (POST /api/v1/bookings): the pending booking, the cleaner's in-app
 * notification and mail are written together; a recurring request books the series' later visits, and both sides
 * learn of the dates it skipped. The answer is the new booking built from the rows written (201), or, for a
 * replayed Idempotency-Key, the booking the first request made as it is now (200).
 */
export async function createBooking(
  ctx: AppContext,
  customer: AuthContext,
  body: CreateBookingBody,
  options: CreateBookingOptions = {},
): Promise<{ status: 200 | 201; booking: Booking }> {
  const { bookingId, series, created } = await writeBookingRequest(ctx, customer.userId, body, options);
  if (series) await notifySeriesSkipped(ctx, series.seriesId, series.skipped);
  if (!created) return { status: 200, booking: await getBookingFor(ctx.db, customer, bookingId) };
  return { status: 201, booking: viewBooking(created.row, customer) };
}
