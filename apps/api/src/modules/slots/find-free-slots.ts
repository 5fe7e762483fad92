import type { DbOrTx } from '@limpa/db';
import {
  type AvailabilitySlot,
  bookingStartTimes,
  cleanerServesAddress,
  effectiveAvailability,
  type HomeType,
  isWithinAvailability,
  minutesToTime,
  normalizeCityKey,
  priceFor,
  timeToMinutes,
  weekdayOf,
  zonedWallTimeToUtc,
} from '@limpa/domain';
import { findCleanersOff } from '../cleaner/time-off.repository';
import {
  findActiveBookingsBetween,
  findApprovedCleanersInCountry,
  findAvailabilityRows,
} from './slots.repository';

export interface SlotAddress {
  country: 'canada' | 'portugal';
  city: string | null;
  locality: string | null;
  timeZone: string;
}

/** Approved, onboarded cleaners who serve the address (DECISIONS.md "Bookings": country + city/locality). */
export async function findCleanersServing(
  db: DbOrTx,
  address: SlotAddress,
  cleanerId?: string,
): Promise<string[]> {
  // The town the domain rule compares (Canada: the city, Portugal: the locality); empty serves the country.
  const placeKey = normalizeCityKey(address.country === 'canada' ? address.city : address.locality);
  const country = address.country === 'canada' ? 'CA' : 'PT';
  const rows = await findApprovedCleanersInCountry(db, country, cleanerId, placeKey || undefined);
  return rows
    .filter((c) => cleanerServesAddress({ cleanerCountry: c.country, cleanerCity: c.city }, address))
    .map((c) => c.userId);
}

/** Whether the whole visit lies inside the cleaner's weekly availability, ignoring their bookings. */
export async function cleanerWorksAt(
  db: DbOrTx,
  input: { cleanerId: string; date: string; time: string; homeType: HomeType; isRecurring: boolean },
): Promise<boolean> {
  const durationMinutes = Math.round(priceFor(input.homeType, input.isRecurring).durationHours * 60);
  const rows = await findAvailabilityRows(db, [input.cleanerId]);
  return isWithinAvailability(effectiveAvailability(rows), {
    weekday: weekdayOf(input.date),
    startTime: input.time,
    endTime: minutesToTime(timeToMinutes(input.time) + durationMinutes),
  });
}

export interface FreeSlot {
  time: string;
  startsAt: Date;
  endsAt: Date;
  cleanerIds: string[];
}

/**
 * Free hourly start times (08:00–18:00 local) on a date: a cleaner is free when the whole booking lies inside
 * their weekly availability (in the address's time zone) and overlaps none of their active bookings.
 * Past start times are never offered; cleaners off that day offer nothing. Five queries, whatever the number
 * of cleaners.
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
    /** A booking being moved: its own current time does not block its new one. */
    ignoreBookingId?: string;
  },
): Promise<FreeSlot[]> {
  const now = input.now ?? new Date();
  const serving = await findCleanersServing(db, input.address, input.cleanerId);
  // Cleaners on time off that day or not accepting new jobs offer no slots.
  const off = await findCleanersOff(db, serving, input.date, { includeNotAccepting: true });
  const cleanerIds = serving.filter((id) => !off.has(id));
  if (cleanerIds.length === 0) return [];
  const durationMinutes = Math.round(priceFor(input.homeType, input.isRecurring).durationHours * 60);
  const weekday = weekdayOf(input.date);

  const candidates = bookingStartTimes().map((time) => {
    const startsAt = zonedWallTimeToUtc(input.date, time, input.address.timeZone);
    return {
      time,
      startsAt,
      endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000),
      localEnd: minutesToTime(timeToMinutes(time) + durationMinutes),
    };
  });
  const future = candidates.filter((c) => c.startsAt.getTime() > now.getTime());
  if (future.length === 0) return [];

  const [availability, busy] = await Promise.all([
    findAvailabilityRows(db, cleanerIds),
    findActiveBookingsBetween(
      db,
      cleanerIds,
      future[0]!.startsAt,
      future.at(-1)!.endsAt,
      input.ignoreBookingId,
    ),
  ]);
  const weekly = new Map<string, AvailabilitySlot[]>();
  for (const row of availability) weekly.set(row.userId, [...(weekly.get(row.userId) ?? []), row]);

  return future
    .map((slot) => ({
      time: slot.time,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      cleanerIds: cleanerIds.filter(
        (id) =>
          isWithinAvailability(effectiveAvailability(weekly.get(id) ?? []), {
            weekday,
            startTime: slot.time,
            endTime: slot.localEnd,
          }) && !busy.some((b) => b.cleanerId === id && b.startsAt < slot.endsAt && slot.startsAt < b.endsAt),
      ),
    }))
    .filter((slot) => slot.cleanerIds.length > 0);
}
