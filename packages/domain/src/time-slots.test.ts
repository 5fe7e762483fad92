import { describe, expect, it } from 'vitest';
import {
  type AvailabilitySlot,
  addDays,
  BOOKING_FIRST_HOUR,
  BOOKING_LAST_HOUR,
  bookingStartTimes,
  DEFAULT_WEEKLY_AVAILABILITY,
  effectiveAvailability,
  isValidDate,
  isValidStartTime,
  isValidTime,
  isValidTimeZone,
  isWithinAvailability,
  minutesToTime,
  timeToMinutes,
  utcToZonedParts,
  validateAvailability,
  weekdayOf,
  zonedWallTimeToUtc,
} from './time-slots';

describe('booking start times', () => {
  it('are hourly from 08:00 to 18:00', () => {
    expect(BOOKING_FIRST_HOUR).toBe(8);
    expect(BOOKING_LAST_HOUR).toBe(18);
    expect(bookingStartTimes()).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
    ]);
  });

  it.each([
    ['08:00', true],
    ['13:00', true],
    ['18:00', true],
    ['07:00', false],
    ['19:00', false],
    ['08:30', false],
    ['8:00', false],
    ['08:00:00', false],
    ['24:00', false],
    ['', false],
    [800, false],
  ])('isValidStartTime(%s) = %s', (value, expected) => {
    expect(isValidStartTime(value)).toBe(expected);
  });
});

describe('times', () => {
  it.each([
    ['00:00', 0],
    ['00:01', 1],
    ['08:00', 480],
    ['09:30', 570],
    ['17:00', 1020],
    ['23:59', 1439],
    ['24:00', 1440],
  ])('%s ↔ %d minutes', (time, minutes) => {
    expect(timeToMinutes(time)).toBe(minutes);
    expect(minutesToTime(minutes)).toBe(time);
    expect(isValidTime(time)).toBe(true);
  });

  it.each(['24:01', '25:00', '12:60', '9:00', '09:00:00', 'ab:cd', '', ' 09:00'])(
    'rejects time %j',
    (time) => {
      expect(isValidTime(time)).toBe(false);
      expect(() => timeToMinutes(time)).toThrow(RangeError);
    },
  );

  it.each([-1, 1441, 1.5, Number.NaN])('minutesToTime rejects %d', (minutes) => {
    expect(() => minutesToTime(minutes)).toThrow(RangeError);
  });
});

describe('dates', () => {
  it.each([
    ['1970-01-01', 4],
    ['1900-01-01', 1],
    ['2000-02-29', 2],
    ['2024-02-29', 4],
    ['2026-01-01', 4],
    ['2026-03-07', 6],
    ['2026-03-08', 0],
    ['2026-03-29', 0],
    ['2026-05-11', 1],
    ['2026-10-25', 0],
    ['2026-11-01', 0],
    ['2026-12-31', 4],
  ])('weekdayOf(%s) = %d', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it('agrees with the calendar for every day of 1999–2031', () => {
    for (let ms = Date.UTC(1999, 0, 1); ms < Date.UTC(2032, 0, 1); ms += 86400000) {
      const date = new Date(ms).toISOString().slice(0, 10);
      expect(weekdayOf(date)).toBe(new Date(ms).getUTCDay());
    }
  });

  it.each([
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-1-1',
    '26-01-01',
    '2026-01-01T00:00',
    '',
  ])('rejects date %j', (date) => {
    expect(isValidDate(date)).toBe(false);
    expect(() => weekdayOf(date)).toThrow(RangeError);
  });

  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-03-29', 0, '2026-03-29'],
    ['2026-01-31', 365, '2027-01-31'],
  ])('addDays(%s, %d) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('addDays rejects bad input', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-02-01', 0.5)).toThrow(RangeError);
  });
});

describe('availability', () => {
  it('defaults to Monday–Friday 09:00–17:00', () => {
    expect(DEFAULT_WEEKLY_AVAILABILITY).toEqual(
      [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' })),
    );
    expect(validateAvailability(DEFAULT_WEEKLY_AVAILABILITY)).toEqual([]);
    expect(effectiveAvailability([])).toBe(DEFAULT_WEEKLY_AVAILABILITY);
    const own = [{ weekday: 6, startTime: '10:00', endTime: '12:00' }];
    expect(effectiveAvailability(own)).toBe(own);
  });

  const slot = (weekday: number, startTime: string, endTime: string): AvailabilitySlot => ({
    weekday,
    startTime,
    endTime,
  });

  it.each([
    ['no rows', [], []],
    ['one slot', [slot(1, '09:00', '17:00')], []],
    ['whole day', [slot(0, '00:00', '24:00')], []],
    ['touching slots', [slot(1, '09:00', '12:00'), slot(1, '12:00', '17:00')], []],
    ['same times on different days', [slot(1, '09:00', '17:00'), slot(2, '09:00', '17:00')], []],
    ['end equal to start', [slot(1, '09:00', '09:00')], [{ index: 0, code: 'end_not_after_start' }]],
    ['end before start', [slot(1, '17:00', '09:00')], [{ index: 0, code: 'end_not_after_start' }]],
    ['weekday 7', [slot(7, '09:00', '17:00')], [{ index: 0, code: 'invalid_weekday' }]],
    ['weekday -1', [slot(-1, '09:00', '17:00')], [{ index: 0, code: 'invalid_weekday' }]],
    ['weekday 1.5', [slot(1.5, '09:00', '17:00')], [{ index: 0, code: 'invalid_weekday' }]],
    ['bad start', [slot(1, '9:00', '17:00')], [{ index: 0, code: 'invalid_start_time' }]],
    ['bad end', [slot(1, '09:00', '24:30')], [{ index: 0, code: 'invalid_end_time' }]],
    [
      'both times bad',
      [slot(1, '25:00', 'x')],
      [
        { index: 0, code: 'invalid_start_time' },
        { index: 0, code: 'invalid_end_time' },
      ],
    ],
    [
      'overlapping on one day',
      [slot(3, '09:00', '13:00'), slot(3, '12:00', '17:00')],
      [{ index: 1, code: 'overlap', otherIndex: 0 }],
    ],
    [
      'contained slot',
      [slot(3, '09:00', '17:00'), slot(4, '09:00', '10:00'), slot(3, '10:00', '11:00')],
      [{ index: 2, code: 'overlap', otherIndex: 0 }],
    ],
    [
      'duplicate slot',
      [slot(5, '09:00', '17:00'), slot(5, '09:00', '17:00')],
      [{ index: 1, code: 'overlap', otherIndex: 0 }],
    ],
    [
      'an invalid row does not count for overlap',
      [slot(2, '17:00', '09:00'), slot(2, '10:00', '12:00')],
      [{ index: 0, code: 'end_not_after_start' }],
    ],
  ] as [string, AvailabilitySlot[], object[]][])('%s', (_name, rows, expected) => {
    const problems = validateAvailability(rows);
    expect(problems).toEqual(expected.map((problem) => expect.objectContaining(problem)));
    for (const problem of problems) expect(problem.message).not.toBe('');
  });

  it.each([
    [1, '09:00', '11:30', true],
    [1, '14:30', '17:00', true],
    [1, '08:00', '10:00', false],
    [1, '16:00', '17:30', false],
    [6, '10:00', '12:00', false],
    [0, '10:00', '12:00', false],
    [3, '10:00', '10:00', false],
    [3, 'x', '12:00', false],
  ])('weekday %d %s–%s inside the default week: %s', (weekday, startTime, endTime, expected) => {
    expect(isWithinAvailability(DEFAULT_WEEKLY_AVAILABILITY, { weekday, startTime, endTime })).toBe(expected);
  });

  it('needs the interval inside one slot, not across two', () => {
    const rows = [slot(2, '09:00', '12:00'), slot(2, '12:00', '17:00')];
    expect(isWithinAvailability(rows, { weekday: 2, startTime: '12:00', endTime: '14:00' })).toBe(true);
    expect(isWithinAvailability(rows, { weekday: 2, startTime: '11:00', endTime: '13:00' })).toBe(false);
  });
});

describe('zonedWallTimeToUtc', () => {
  it.each([
    // Lisbon: 2026-03-29 01:00 WET → 02:00 WEST; 2026-10-25 02:00 WEST → 01:00 WET
    ['2026-03-28', '09:00', 'Europe/Lisbon', '2026-03-28T09:00:00.000Z'],
    ['2026-03-29', '00:30', 'Europe/Lisbon', '2026-03-29T00:30:00.000Z'],
    ['2026-03-29', '02:00', 'Europe/Lisbon', '2026-03-29T01:00:00.000Z'],
    ['2026-03-29', '09:00', 'Europe/Lisbon', '2026-03-29T08:00:00.000Z'],
    ['2026-03-30', '09:00', 'Europe/Lisbon', '2026-03-30T08:00:00.000Z'],
    ['2026-10-24', '09:00', 'Europe/Lisbon', '2026-10-24T08:00:00.000Z'],
    ['2026-10-25', '00:30', 'Europe/Lisbon', '2026-10-24T23:30:00.000Z'],
    ['2026-10-25', '02:00', 'Europe/Lisbon', '2026-10-25T02:00:00.000Z'],
    ['2026-10-25', '09:00', 'Europe/Lisbon', '2026-10-25T09:00:00.000Z'],
    ['2026-10-26', '18:00', 'Europe/Lisbon', '2026-10-26T18:00:00.000Z'],
    // Toronto: 2026-03-08 02:00 EST → 03:00 EDT; 2026-11-01 02:00 EDT → 01:00 EST
    ['2026-03-07', '09:00', 'America/Toronto', '2026-03-07T14:00:00.000Z'],
    ['2026-03-08', '01:59', 'America/Toronto', '2026-03-08T06:59:00.000Z'],
    ['2026-03-08', '03:00', 'America/Toronto', '2026-03-08T07:00:00.000Z'],
    ['2026-03-08', '09:00', 'America/Toronto', '2026-03-08T13:00:00.000Z'],
    ['2026-03-09', '09:00', 'America/Toronto', '2026-03-09T13:00:00.000Z'],
    ['2026-10-31', '09:00', 'America/Toronto', '2026-10-31T13:00:00.000Z'],
    ['2026-11-01', '00:30', 'America/Toronto', '2026-11-01T04:30:00.000Z'],
    ['2026-11-01', '02:00', 'America/Toronto', '2026-11-01T07:00:00.000Z'],
    ['2026-11-01', '09:00', 'America/Toronto', '2026-11-01T14:00:00.000Z'],
    ['2026-11-02', '18:00', 'America/Toronto', '2026-11-02T23:00:00.000Z'],
    // other zones of the product
    ['2026-01-15', '09:00', 'America/St_Johns', '2026-01-15T12:30:00.000Z'],
    ['2026-07-01', '09:00', 'America/St_Johns', '2026-07-01T11:30:00.000Z'],
    ['2026-01-15', '09:00', 'America/Regina', '2026-01-15T15:00:00.000Z'],
    ['2026-07-01', '09:00', 'America/Regina', '2026-07-01T15:00:00.000Z'],
    ['2026-07-01', '09:00', 'America/Vancouver', '2026-07-01T16:00:00.000Z'],
    ['2026-01-15', '09:00', 'America/Halifax', '2026-01-15T13:00:00.000Z'],
    ['2026-01-15', '09:00', 'Atlantic/Azores', '2026-01-15T10:00:00.000Z'],
    ['2026-07-01', '09:00', 'Atlantic/Azores', '2026-07-01T09:00:00.000Z'],
    ['2026-07-01', '09:00', 'Atlantic/Madeira', '2026-07-01T08:00:00.000Z'],
    ['2026-07-01', '09:00', 'UTC', '2026-07-01T09:00:00.000Z'],
    // end of day
    ['2026-03-28', '24:00', 'Europe/Lisbon', '2026-03-29T00:00:00.000Z'],
  ])('%s %s %s = %s', (date, time, timeZone, iso) => {
    expect(zonedWallTimeToUtc(date, time, timeZone).toISOString()).toBe(iso);
  });

  it.each([
    // a wall time that happens twice resolves to the earlier instant
    ['2026-10-25', '01:30', 'Europe/Lisbon', '2026-10-25T00:30:00.000Z'],
    ['2026-11-01', '01:30', 'America/Toronto', '2026-11-01T05:30:00.000Z'],
    // a wall time that does not exist moves forward by the gap
    ['2026-03-29', '01:30', 'Europe/Lisbon', '2026-03-29T01:30:00.000Z'],
    ['2026-03-08', '02:30', 'America/Toronto', '2026-03-08T07:30:00.000Z'],
    ['2026-03-29', '00:30', 'Atlantic/Azores', '2026-03-29T01:30:00.000Z'],
  ])('DST edge %s %s %s = %s', (date, time, timeZone, iso) => {
    expect(zonedWallTimeToUtc(date, time, timeZone).toISOString()).toBe(iso);
  });

  it.each(['Europe/Lisbon', 'Atlantic/Azores', 'America/Toronto', 'America/St_Johns', 'America/Vancouver'])(
    'round-trips every booking start time through the DST weeks in %s',
    (timeZone) => {
      for (const first of ['2026-03-05', '2026-03-26', '2026-10-22', '2026-10-29']) {
        for (let day = 0; day < 7; day += 1) {
          const date = addDays(first, day);
          for (const time of bookingStartTimes()) {
            const instant = zonedWallTimeToUtc(date, time, timeZone);
            expect(utcToZonedParts(instant, timeZone)).toEqual({ date, time, weekday: weekdayOf(date) });
          }
        }
      }
    },
  );

  it('rejects bad input', () => {
    expect(() => zonedWallTimeToUtc('2026-02-30', '09:00', 'Europe/Lisbon')).toThrow(RangeError);
    expect(() => zonedWallTimeToUtc('2026-02-03', '9:00', 'Europe/Lisbon')).toThrow(RangeError);
    expect(() => zonedWallTimeToUtc('2026-02-03', '09:00', 'Mars/Olympus')).toThrow(RangeError);
  });

  it('answers a remembered conversion with a Date of its own, and bad input again with an error', () => {
    const first = zonedWallTimeToUtc('2027-03-28', '01:30', 'Europe/Lisbon');
    first.setTime(0);
    expect(zonedWallTimeToUtc('2027-03-28', '01:30', 'Europe/Lisbon').toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
    expect(() => zonedWallTimeToUtc('2026-02-30', '09:00', 'Europe/Lisbon')).toThrow(RangeError);
  });
});

describe('utcToZonedParts', () => {
  it.each([
    ['2026-03-28T09:00:00Z', 'Europe/Lisbon', '2026-03-28', '09:00', 6],
    ['2026-03-29T01:00:00Z', 'Europe/Lisbon', '2026-03-29', '02:00', 0],
    ['2026-03-29T00:59:59Z', 'Europe/Lisbon', '2026-03-29', '00:59', 0],
    ['2026-10-25T00:30:00Z', 'Europe/Lisbon', '2026-10-25', '01:30', 0],
    ['2026-10-25T01:30:00Z', 'Europe/Lisbon', '2026-10-25', '01:30', 0],
    ['2026-03-07T14:00:00Z', 'America/Toronto', '2026-03-07', '09:00', 6],
    ['2026-03-09T13:00:00Z', 'America/Toronto', '2026-03-09', '09:00', 1],
    ['2026-01-01T03:00:00Z', 'America/Toronto', '2025-12-31', '22:00', 3],
    ['2026-01-01T00:00:00Z', 'America/Vancouver', '2025-12-31', '16:00', 3],
    ['2026-07-01T11:30:00Z', 'America/St_Johns', '2026-07-01', '09:00', 3],
    ['2026-07-01T23:59:59.999Z', 'UTC', '2026-07-01', '23:59', 3],
    ['2026-07-02T00:00:00Z', 'UTC', '2026-07-02', '00:00', 4],
  ])('%s in %s = %s %s (weekday %d)', (iso, timeZone, date, time, weekday) => {
    expect(utcToZonedParts(new Date(iso), timeZone)).toEqual({ date, time, weekday });
  });

  it('rejects an invalid date', () => {
    expect(() => utcToZonedParts(new Date('nope'), 'UTC')).toThrow(RangeError);
  });
});

describe('isValidTimeZone', () => {
  it.each([
    ['Europe/Lisbon', true],
    ['America/St_Johns', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (timeZone, expected) => {
    expect(isValidTimeZone(timeZone)).toBe(expected);
  });
});
