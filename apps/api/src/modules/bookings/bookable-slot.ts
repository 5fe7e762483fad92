import type { DbOrTx } from '@limpa/db';
import {
  cleanerTakesVisit,
  type HomeType,
  isEarlyEnough,
  isValidDate,
  isValidStartTime,
  zonedWallTimeToUtc,
} from '@limpa/domain';
import { AppError } from '../../lib/app-error';
import {
  isBusy,
  type SlotAddress,
  servesAddress,
  servingArea,
  visitLength,
  worksAt,
} from '../slots/find-free-slots';
import { type CleanerDay, type CleanerDayQuery, readCleanerDays } from '../slots/slots.repository';

export const SLOT_TAKEN = 'This time is no longer available';
export const CLEANER_NOT_WORKING = 'The cleaner does not work at this time';

export const slotTaken = () => new AppError(409, 'slot_taken', 'Booking Failed', SLOT_TAKEN);

/** The date and time are well formed: a real date, a start on the hour from 08:00 to 18:00. */
export function assertValidDateAndTime(bookingDate: string, bookingTime: string) {
  if (!isValidDate(bookingDate))
    throw new AppError(400, 'invalid_date', 'Booking Failed', 'Please choose a valid date.');
  if (!isValidStartTime(bookingTime)) {
    throw new AppError(
      400,
      'invalid_time',
      'Booking Failed',
      'Start times are on the hour, from 08:00 to 18:00.',
    );
  }
}

export interface SlotRequest {
  address: SlotAddress;
  cleanerId: string;
  bookingDate: string;
  bookingTime: string;
  homeType: HomeType;
  isRecurring: boolean;
  now: Date;
  /** The admin setting: a new time starts at least this many hours after `now`. */
  earliestStartHours: number;
  /** A booking being moved: its own current time does not block the new one. */
  ignoreBookingId?: string;
  /** How long the visit holds the cleaner: its service's duration for the home (decision 062). */
  durationHours?: number;
  /** A new booking's service (catalogue key): its cleaner must offer it. A moved booking keeps its own. */
  service?: string;
}

export interface RequestedSlot {
  startsAt: Date;
  endsAt: Date;
}

/** The requested visit's instants in the address's time zone. */
export function slotInstants(r: SlotRequest): RequestedSlot {
  const startsAt = zonedWallTimeToUtc(r.bookingDate, r.bookingTime, r.address.timeZone);
  return {
    startsAt,
    endsAt: new Date(startsAt.getTime() + visitLength(r.homeType, r.isRecurring, r.durationHours) * 60_000),
  };
}

/** A past start is 400 time_in_past; a start sooner than the admin's earliest start is 422 too_soon; else the slot. */
export function refuseTooSoon(
  slot: RequestedSlot,
  r: Pick<SlotRequest, 'now' | 'earliestStartHours'>,
): RequestedSlot {
  if (slot.startsAt.getTime() <= r.now.getTime()) {
    throw new AppError(
      400,
      'time_in_past',
      'Booking Failed',
      'This time is in the past. Please choose a later time.',
    );
  }
  if (!isEarlyEnough(slot.startsAt, r.now, r.earliestStartHours)) {
    throw new AppError(
      422,
      'too_soon',
      'Booking Failed',
      `Bookings must start at least ${r.earliestStartHours} hours from now. Please choose a later time.`,
    ).withDetailVars({ hours: r.earliestStartHours });
  }
  return slot;
}

/** What to read about the requested cleaner to judge the slot (readCleanerDays / cleanerDaysJson). */
export const slotCleanerQuery = (r: SlotRequest, slot: RequestedSlot): CleanerDayQuery => ({
  ...servingArea(r.address),
  cleanerId: r.cleanerId,
  date: r.bookingDate,
  from: slot.startsAt,
  to: slot.endsAt,
  ignoreBookingId: r.ignoreBookingId,
});

/**
 * The slot rules on the cleaner's day as read: in the future (else 400) and no sooner than the earliest start
 * (else 422 too_soon), a cleaner who serves the address (else 404), inside their
 * working hours and not on time off (else 409 cleaner_not_working), free of their other bookings (else 409
 * slot_taken). The exclusion constraint still settles races at the write.
 */
export function judgeSlot(days: CleanerDay[], r: SlotRequest, slot: RequestedSlot): RequestedSlot {
  refuseTooSoon(slot, r);
  const day = days.find((d) => d.userId === r.cleanerId);
  // Unknown, unapproved or not-onboarded cleaners, and cleaners who do not serve the address, are not bookable.
  if (!day || !servesAddress(day, r.address)) {
    throw new AppError(
      404,
      'cleaner_not_found',
      'Booking Failed',
      'This cleaner is not available for this address.',
    );
  }
  if (!cleanerTakesVisit(day, { service: r.service, homeType: r.homeType })) {
    throw new AppError(
      409,
      'cleaner_does_not_take_visit',
      'Booking Failed',
      'This cleaner does not offer this service for this home.',
    );
  }
  // Time off and "not accepting new jobs" read as not working that day.
  const minutes = visitLength(r.homeType, r.isRecurring, r.durationHours);
  if (day.off || !worksAt(day.availability, r.bookingDate, r.bookingTime, minutes)) {
    throw new AppError(409, 'cleaner_not_working', 'Booking Failed', CLEANER_NOT_WORKING);
  }
  if (isBusy(day, slot.startsAt, slot.endsAt)) throw slotTaken();
  return slot;
}

/**
 * The slot rules every new time of a booking passes (creation and reschedule): in the future and no sooner
 * than the earliest start, a cleaner who
 * serves the address, inside their working hours in the address's time zone, and free of their other
 * bookings. Returns the slot's instants. One query.
 */
export async function findBookableSlot(db: DbOrTx, r: SlotRequest): Promise<RequestedSlot> {
  const slot = slotInstants(r);
  refuseTooSoon(slot, r);
  return judgeSlot(await readCleanerDays(db, slotCleanerQuery(r, slot)), r, slot);
}
