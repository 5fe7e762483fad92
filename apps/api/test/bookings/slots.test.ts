import { createAddress, createBooking, createCleaner } from '@limpa/db';
import { describe, expect, it } from 'vitest';
import { findFreeSlots } from '../../src/modules/slots/find-free-slots';
import { expectProblem } from '../helpers/auth';
import { futureDate } from '../helpers/booking-fixtures';
import { useBookingWorld } from '../helpers/booking-world';

const { t, signInCleaner, newCustomer, book } = useBookingWorld();

const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '08:00', endTime: '22:00' }));

describe('GET /api/v1/slots', () => {
  it('excludes taken and overlapping start times and keeps the others', async () => {
    const cleaner = await signInCleaner({ availability: ALL_WEEK });
    const c = await newCustomer();
    const date = futureDate(9, 5);
    expect((await book(c, cleaner.userId, { bookingDate: date })).statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/slots?date=${date}&addressId=${c.address.id}&homeType=T2&cleanerId=${cleaner.userId}`,
      headers: { cookie: c.cookie },
    });
    expect(res.statusCode).toBe(200);
    // The booking holds 10:00–12:30; a 2.5 h start at 08:00 or 09:00 would run into it.
    expect(res.json().map((s: { time: string }) => s.time)).toEqual([
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
    ]);
  });

  it('lists a time once with every free cleaner serving the address, and only those', async () => {
    const date = futureDate(9, 1);
    const a = await createCleaner(t.db, {
      city: 'Braga',
      availability: [{ weekday: 1, startTime: '08:00', endTime: '12:00' }],
    });
    const b = await createCleaner(t.db, {
      city: 'braga',
      availability: [{ weekday: 1, startTime: '09:00', endTime: '13:00' }],
    });
    await createCleaner(t.db, { city: 'Faro', availability: ALL_WEEK });
    const c = await newCustomer({ locality: 'Braga', district: 'Braga' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/slots?date=${date}&addressId=${c.address.id}&homeType=T0`,
      headers: { cookie: c.cookie },
    });
    // T0 lasts 1.5 h.
    expect(res.json()).toEqual([
      { time: '08:00', cleanerIds: [a.user.id] },
      { time: '09:00', cleanerIds: expect.arrayContaining([a.user.id, b.user.id]) },
      { time: '10:00', cleanerIds: expect.arrayContaining([a.user.id, b.user.id]) },
      { time: '11:00', cleanerIds: [b.user.id] },
    ]);
  });

  it('treats a cleaner without availability rows as free 09:00–17:00 Monday to Friday', async () => {
    const cleaner = await createCleaner(t.db, { city: 'Coimbra', availability: [] });
    const c = await newCustomer({ locality: 'Coimbra', district: 'Coimbra' });
    const slotsOn = async (date: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/slots?date=${date}&addressId=${c.address.id}&homeType=T1&cleanerId=${cleaner.user.id}`,
          headers: { cookie: c.cookie },
        })
      ).json();
    expect((await slotsOn(futureDate(9, 2))).map((s: { time: string }) => s.time)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
    ]);
    expect(await slotsOn(futureDate(9, 6))).toEqual([]);
  });

  it("refuses another customer's address with 404 and bad input with 400", async () => {
    const mine = await newCustomer();
    const theirs = await newCustomer();
    expectProblem(
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/slots?date=${futureDate(9)}&addressId=${theirs.address.id}`,
        headers: { cookie: mine.cookie },
      }),
      404,
    );
    expectProblem(
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/slots?date=tomorrow&addressId=${mine.address.id}`,
        headers: { cookie: mine.cookie },
      }),
      400,
    );
  });
});

describe('findFreeSlots across time zones and daylight-saving changes', () => {
  const customerId = async () => (await newCustomer()).userId;

  it.each([
    // 2027-06-02 in Lisbon (UTC+1). 13:30 local with 2 h ahead: 15:00 starts only 1.5 h later.
    ['12:30:00Z', 2, ['16:00', '17:00', '18:00']],
    // Exactly the lead time ahead is enough: at 12:00 local, 14:00 is offered.
    ['11:00:00Z', 2, ['14:00', '15:00', '16:00', '17:00', '18:00']],
    // A one-hour lead at 13:30 local: 14:00 is only 30 min away.
    ['12:30:00Z', 1, ['15:00', '16:00', '17:00', '18:00']],
  ] as const)('at %s with an earliest start %d h ahead, offers %j', async (at, hours, expected) => {
    const cleaner = await createCleaner(t.db, { city: 'Aveiro', availability: ALL_WEEK });
    const address = await createAddress(t.db, await customerId(), {
      locality: 'Aveiro',
      district: 'Aveiro',
      addressType: 'additional',
    });
    const slots = await findFreeSlots(t.db, {
      address,
      date: '2027-06-02',
      homeType: 'T0',
      isRecurring: false,
      cleanerId: cleaner.user.id,
      now: new Date(`2027-06-02T${at}`),
      earliestStartHours: hours,
    });
    expect(slots.map((s) => s.time)).toEqual(expected);
  });

  it.each([
    // Lisbon springs forward on 2027-03-28 (WET → WEST), falls back on 2027-10-31.
    ['portugal', 'Lisboa', '2027-03-27', '2027-03-27T09:00:00.000Z'],
    ['portugal', 'Lisboa', '2027-03-28', '2027-03-28T08:00:00.000Z'],
    ['portugal', 'Lisboa', '2027-10-30', '2027-10-30T08:00:00.000Z'],
    ['portugal', 'Lisboa', '2027-10-31', '2027-10-31T09:00:00.000Z'],
    // Toronto springs forward on 2027-03-14 (EST → EDT), falls back on 2027-11-07.
    ['canada', 'Toronto', '2027-03-13', '2027-03-13T14:00:00.000Z'],
    ['canada', 'Toronto', '2027-03-14', '2027-03-14T13:00:00.000Z'],
    ['canada', 'Toronto', '2027-11-06', '2027-11-06T13:00:00.000Z'],
    ['canada', 'Toronto', '2027-11-07', '2027-11-07T14:00:00.000Z'],
  ] as const)(
    '%s %s on %s: 09:00 local starts at %s and every hour is offered',
    async (country, city, date, utc) => {
      const cleaner = await createCleaner(t.db, {
        country: country === 'canada' ? 'CA' : 'PT',
        city,
        availability: ALL_WEEK,
      });
      const address = await createAddress(t.db, await customerId(), {
        country,
        // Canada is placed by postal code: the factory's default is a Toronto one.
        city: country === 'canada' ? city : null,
        locality: country === 'portugal' ? city : null,
        addressType: 'additional',
      });
      const slots = await findFreeSlots(t.db, {
        address,
        date,
        homeType: 'T2',
        isRecurring: false,
        cleanerId: cleaner.user.id,
        now: new Date('2026-11-22T00:00:00Z'),
        earliestStartHours: 2,
      });
      expect(slots.map((s) => s.time)).toHaveLength(11);
      const nine = slots.find((s) => s.time === '09:00')!;
      expect(nine.startsAt.toISOString()).toBe(utc);
      expect(nine.endsAt.getTime() - nine.startsAt.getTime()).toBe(2.5 * 3_600_000);
    },
  );

  it('a booking blocks its whole duration on a DST day', async () => {
    const cleaner = await createCleaner(t.db, { city: 'Setúbal', availability: ALL_WEEK });
    const owner = await customerId();
    const address = await createAddress(t.db, owner, {
      locality: 'Setubal',
      district: 'Setúbal',
      addressType: 'additional',
    });
    await createBooking(t.db, {
      customerId: owner,
      cleanerId: cleaner.user.id,
      bookingDate: '2027-03-28',
      bookingTime: '10:00',
      homeType: 'T4',
    });
    const slots = await findFreeSlots(t.db, {
      address,
      date: '2027-03-28',
      homeType: 'T0',
      isRecurring: false,
      cleanerId: cleaner.user.id,
      now: new Date('2026-11-22T00:00:00Z'),
      earliestStartHours: 2,
    });
    // T4 holds 10:00–13:30; a 1.5 h T0 fits at 08:00 (ends 09:30) but not 09:00 (ends 10:30).
    expect(slots.map((s) => s.time)).toEqual(['08:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
  });
});
