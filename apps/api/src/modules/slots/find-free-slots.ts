import type { DbOrTx } from '@limpa/db';
import {
  bookingStartTimes,
  cleanerServesAddress,
  cleanerTakesVisit,
  effectiveAvailability,
  type HomeType,
  isEarlyEnough,
  isWithinAvailability,
  minutesToTime,
  priceFor,
  timeToMinutes,
  weekdayOf,
  zonedWallTimeToUtc,
} from '@limpa/domain';
import {
  type CleanerDay,
  type CleanerDayQuery,
  findApprovedCleanersInCountry,
  findAvailabilityRows,
  readCleanerDays,
} from './slots.repository';

export interface SlotAddress {
  country: 'canada' | 'portugal';
  /** The geocoded point (docs/geocoding.md); null: the place is unknown and no cleaner serves it. */
  latitude: number | null;
  longitude: number | null;
  timeZone: string;
}

/**
 * Where the cleaners serving an address are looked for: its country, and its point (the search reads the box of
 * the largest work radius around it). No point: `near` is absent, and callers must not search the whole country.
 */
export function servingArea(address: SlotAddress): Pick<CleanerDayQuery, 'country' | 'near'> {
  const country = address.country === 'canada' ? 'CA' : 'PT';
  if (address.latitude == null || address.longitude == null) return { country };
  return { country, near: { latitude: address.latitude, longitude: address.longitude } };
}

/** The domain rule (docs/product-rules.md#who-serves-an-address) over a row a search returned. */
export const servesAddress = (
  c: { country: string | null; latitude: number | null; longitude: number | null; workRadiusKm: number },
  address: SlotAddress,
) => cleanerServesAddress(c, address);

/** Approved, onboarded cleaners who serve the address (one of them, when `cleanerId` is given). */
export async function findCleanersServing(
  db: DbOrTx,
  address: SlotAddress,
  cleanerId?: string,
): Promise<string[]> {
  const area = servingArea(address);
  if (!area.near) return [];
  const rows = await findApprovedCleanersInCountry(db, area.country, cleanerId);
  return rows.filter((c) => servesAddress(c, address)).map((c) => c.userId);
}

/** The visit's length in minutes: the service's booked duration when known, else the standard table's. */
export function visitLength(homeType: HomeType, isRecurring: boolean, durationHours?: number) {
  return Math.round((durationHours ?? priceFor(homeType, isRecurring).durationHours) * 60);
}

/**
 * The local interval a visit starting at `time` on `weekday` takes. A long service's visit may run past
 * midnight: it is then an empty interval (end = start), which fits no availability, rather than a 500.
 */
const visitInterval = (weekday: number, time: string, durationMinutes: number) => {
  const end = timeToMinutes(time) + durationMinutes;
  return { weekday, startTime: time, endTime: end > MINUTES_PER_DAY ? time : minutesToTime(end) };
};
const MINUTES_PER_DAY = 24 * 60;

/** Whether a visit lies inside weekly availability rows (none: the default week), ignoring bookings. */
export function worksAt(
  rows: Parameters<typeof effectiveAvailability>[0],
  date: string,
  time: string,
  durationMinutes: number,
): boolean {
  return isWithinAvailability(
    effectiveAvailability(rows),
    visitInterval(weekdayOf(date), time, durationMinutes),
  );
}

/** Whether the whole visit lies inside the cleaner's weekly availability, ignoring their bookings. */
export async function cleanerWorksAt(
  db: DbOrTx,
  input: { cleanerId: string; date: string; time: string; homeType: HomeType; isRecurring: boolean },
): Promise<boolean> {
  const rows = await findAvailabilityRows(db, [input.cleanerId]);
  return worksAt(rows, input.date, input.time, visitLength(input.homeType, input.isRecurring));
}

/** Whether one of the cleaner's active bookings overlaps [startsAt, endsAt). */
export const isBusy = (day: CleanerDay, startsAt: Date, endsAt: Date) =>
  day.busy.some((b) => b.startsAt < endsAt && startsAt < b.endsAt);

export interface FreeSlot {
  time: string;
  startsAt: Date;
  endsAt: Date;
  cleanerIds: string[];
}

/**
 * Free hourly start times (08:00–18:00 local) on a date: a cleaner is free when the whole booking lies inside
 * their weekly availability (in the address's time zone) and overlaps none of their active bookings.
 * Start times sooner than the admin's earliest start (`earliestStartHours` after now) are never offered, so the
 * wizard offers nothing the booking would refuse; cleaners off that day offer nothing. One query, whatever
 * the number of cleaners.
 */
export async function findFreeSlots(
  db: DbOrTx,
  input: {
    address: SlotAddress;
    date: string;
    homeType: HomeType;
    isRecurring: boolean;
    cleanerId?: string;
    now?: Date;
    earliestStartHours: number;
    /** A booking being moved: its own current time does not block its new one. */
    ignoreBookingId?: string;
    /** The service's booked length for this home (decision 062); else the standard table's. */
    durationHours?: number;
    /** The service's catalogue key: only cleaners who offer it (always: only those who take the home type). */
    service?: string;
  },
): Promise<FreeSlot[]> {
  const now = input.now ?? new Date();
  const durationMinutes = visitLength(input.homeType, input.isRecurring, input.durationHours);
  const future = bookingStartTimes()
    .map((time) => {
      const startsAt = zonedWallTimeToUtc(input.date, time, input.address.timeZone);
      return { time, startsAt, endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000) };
    })
    .filter((c) => isEarlyEnough(c.startsAt, now, input.earliestStartHours));
  const area = servingArea(input.address);
  // An address without a point is served by nobody (docs/product-rules.md#who-serves-an-address).
  if (future.length === 0 || (!area.near && !input.cleanerId)) return [];

  const days = await readCleanerDays(db, {
    ...area,
    cleanerId: input.cleanerId,
    date: input.date,
    from: future[0]!.startsAt,
    to: future.at(-1)!.endsAt,
    ignoreBookingId: input.ignoreBookingId,
  });
  // Cleaners on time off that day or not accepting new jobs offer no slots.
  const free = days
    .filter(
      (d) =>
        !d.off &&
        servesAddress(d, input.address) &&
        cleanerTakesVisit(d, { service: input.service, homeType: input.homeType }),
    )
    .map((d) => ({ day: d, availability: effectiveAvailability(d.availability) }));
  // Each start's local interval once, not once per cleaner (what worksAt would work out every time).
  const weekday = weekdayOf(input.date);
  return future
    .map((slot) => {
      const interval = visitInterval(weekday, slot.time, durationMinutes);
      return {
        ...slot,
        cleanerIds: free
          .filter(
            (f) =>
              isWithinAvailability(f.availability, interval) && !isBusy(f.day, slot.startsAt, slot.endsAt),
          )
          .map((f) => f.day.userId),
      };
    })
    .filter((slot) => slot.cleanerIds.length > 0);
}
