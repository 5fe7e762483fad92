/**
 * Wall-clock times ('HH:mm'), calendar dates ('YYYY-MM-DD'), weekly availability and the
 * conversion between a place's local time and UTC. Pure arithmetic plus Intl.DateTimeFormat:
 * nothing here depends on the process time zone. One file per topic; this one names what the
 * package exports of them.
 */

export { addDays, isValidDate, weekdayOf } from './calendar-date';
export {
  BOOKING_FIRST_HOUR,
  BOOKING_LAST_HOUR,
  bookingStartTimes,
  isValidStartTime,
  isValidTime,
  minutesToTime,
  timeToMinutes,
} from './clock-time';
export { isValidTimeZone, utcToZonedParts, type ZonedParts, zonedWallTimeToUtc } from './time-zones';
export {
  type AvailabilityProblem,
  type AvailabilityProblemCode,
  type AvailabilitySlot,
  DEFAULT_WEEKLY_AVAILABILITY,
  effectiveAvailability,
  isWithinAvailability,
  validateAvailability,
} from './weekly-availability';
