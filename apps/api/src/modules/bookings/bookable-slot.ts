import type { DbOrTx } from '@limpa/db';
import { type HomeType, isValidDate, isValidStartTime, zonedWallTimeToUtc } from '@limpa/domain';
import { AppError } from '../../lib/app-error';
import { findCleanersOff } from '../cleaner/time-off.repository';
import {
  cleanerWorksAt,
  findCleanersServing,
  findFreeSlots,
  type SlotAddress,
} from '../slots/find-free-slots';

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
  /** A booking being moved: its own current time does not block the new one. */
  ignoreBookingId?: string;
}

/**
 * The slot rules every new time of a booking passes (creation and reschedule): in the future, a cleaner who
 * serves the address, inside their working hours in the address's time zone, and free of their other
 * bookings. Returns the slot's instants; the exclusion constraint still settles races at the write.
 */
export async function findBookableSlot(db: DbOrTx, r: SlotRequest) {
  if (zonedWallTimeToUtc(r.bookingDate, r.bookingTime, r.address.timeZone).getTime() <= r.now.getTime()) {
    throw new AppError(
      400,
      'time_in_past',
      'Booking Failed',
      'This time is in the past. Please choose a later time.',
    );
  }
  const slots = await findFreeSlots(db, {
    address: r.address,
    date: r.bookingDate,
    homeType: r.homeType,
    isRecurring: r.isRecurring,
    cleanerId: r.cleanerId,
    now: r.now,
    ignoreBookingId: r.ignoreBookingId,
  });
  const slot = slots.find((s) => s.time === r.bookingTime);
  if (slot) return { startsAt: slot.startsAt, endsAt: slot.endsAt };
  // Unknown, unapproved or not-onboarded cleaners, and cleaners who do not serve the address, are not bookable.
  if (!(await findCleanersServing(db, r.address, r.cleanerId)).includes(r.cleanerId)) {
    throw new AppError(
      404,
      'cleaner_not_found',
      'Booking Failed',
      'This cleaner is not available for this address.',
    );
  }
  // Time off and "not accepting new jobs" read as not working that day.
  const off = await findCleanersOff(db, [r.cleanerId], r.bookingDate, { includeNotAccepting: true });
  const works =
    !off.has(r.cleanerId) &&
    (await cleanerWorksAt(db, {
      cleanerId: r.cleanerId,
      date: r.bookingDate,
      time: r.bookingTime,
      homeType: r.homeType,
      isRecurring: r.isRecurring,
    }));
  if (!works) throw new AppError(409, 'cleaner_not_working', 'Booking Failed', CLEANER_NOT_WORKING);
  throw slotTaken();
}
