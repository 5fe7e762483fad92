import type { CreateBookingBody } from '@limpa/contracts';
import { addOns, bookings, settings } from '@limpa/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../src/lib/auth-context';
import type { Mailer } from '../../src/lib/mailer';
import { createBooking } from '../../src/modules/bookings/create-booking';
import { expectProblem } from '../helpers/auth';
import { bookingBody, futureDate } from '../helpers/booking-fixtures';
import { useBookingWorld } from '../helpers/booking-world';

const { t, signInCleaner, newCustomer, postBooking, book, cleanerAndCustomer } = useBookingWorld();

const countBookings = async (cleanerId: string) =>
  (await t.db.select().from(bookings).where(eq(bookings.cleanerId, cleanerId))).length;

describe('POST /api/v1/bookings', () => {
  it('creates a pending booking with every amount computed by the server', async () => {
    const { cleaner, c } = await cleanerAndCustomer();
    const [oven] = await t.db.select().from(addOns).where(eq(addOns.name, 'Oven Cleaning'));
    const res = await book(c, cleaner.userId, {
      homeType: 'T3',
      isRecurring: true,
      addOnIds: [oven!.id],
      specialInstructions: 'Key under the mat',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      currency: 'EUR',
      homeType: 'T3',
      isRecurring: true,
      basePriceCents: 6000,
      addOnsTotalCents: 2000,
      // Lisbon: the price holds its 23 % IVA (8000 / 1.23 → 6504 before it); fee and earnings come from that.
      subtotalCents: 6504,
      taxes: [{ code: 'IVA', rate: '0.23', amountCents: 1496 }],
      taxIncluded: true,
      taxRates: [{ code: 'IVA', rate: '0.23' }],
      totalAmountCents: 8000,
      platformFeeCents: 976,
      cleanerEarningsCents: 5528,
      durationHours: 2.5,
      estimatedTime: '2h30',
      bookingTime: '10:00',
      timeZone: 'Europe/Lisbon',
      extras: ['Oven Cleaning'],
      specialInstructions: 'Key under the mat',
      cleaner: { userId: cleaner.userId },
      charges: [],
    });
  });

  it('refuses client-sent totals instead of storing them', async () => {
    const { cleaner, c } = await cleanerAndCustomer();
    const res = await book(c, cleaner.userId, { totalAmountCents: 1 });
    expectProblem(res, 400);
    expect(await countBookings(cleaner.userId)).toBe(0);
  });

  // Without cleanerId the request is for "any available cleaner" (decision 065, test/bookings/any-cleaner.test.ts).
  it.each(['homeType', 'addressId', 'bookingDate', 'bookingTime', 'paymentMethodId'])(
    'answers "Missing Information" when %s is missing',
    async (field) => {
      const { cleaner, c } = await cleanerAndCustomer();
      const body: Record<string, unknown> = bookingBody(c, cleaner.userId);
      delete body[field];
      const problem = expectProblem(await postBooking(c.cookie, body), 400, 'Missing Information');
      expect(problem.detail).toBe('Please complete all required fields including home type.');
      expect(await countBookings(cleaner.userId)).toBe(0);
    },
  );

  it.each([
    ['before 08:00', { bookingTime: '07:00' }],
    ['after 18:00', { bookingTime: '19:00' }],
    ['off the hour', { bookingTime: '10:30' }],
    ['in the past', { bookingDate: futureDate(-2) }],
  ])('refuses a start %s', async (_label, over) => {
    const cleaner = await signInCleaner({
      availability: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        startTime: '00:00',
        endTime: '23:59',
      })),
    });
    const c = await newCustomer();
    const res = await book(c, cleaner.userId, over);
    expectProblem(res, 400);
    expect(await countBookings(cleaner.userId)).toBe(0);
  });

  it('12 parallel bookings of one cleaner at one time: exactly one 201, the rest 409', async () => {
    const cleaner = await signInCleaner();
    const customers = await Promise.all(Array.from({ length: 4 }, () => newCustomer()));
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const c = customers[i % customers.length]!;
        return book(c, cleaner.userId, { bookingDate: futureDate(12, 2) });
      }),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    for (const lost of results.filter((r) => r.statusCode === 409)) {
      expect(lost.json().detail).toBe('This time is no longer available');
    }
    expect(await countBookings(cleaner.userId)).toBe(1);
  });

  it('refuses a start inside another booking of the same cleaner; allows one after it ends', async () => {
    const cleaner = await signInCleaner();
    const a = await newCustomer();
    const b = await newCustomer();
    const date = futureDate(14, 4);
    expect((await book(a, cleaner.userId, { bookingDate: date })).statusCode).toBe(201);
    const overlapping = await book(b, cleaner.userId, { bookingDate: date, bookingTime: '12:00' });
    expect(expectProblem(overlapping, 409).detail).toBe('This time is no longer available');
    const before = await book(b, cleaner.userId, { bookingDate: date, bookingTime: '08:00' });
    expectProblem(before, 409);
    const after = await book(b, cleaner.userId, { bookingDate: date, bookingTime: '13:00' });
    expect(after.statusCode).toBe(201);
  });

  it('a time the cleaner does not work is refused with its own code, not as "no longer available"', async () => {
    // Works Tuesdays 09:00–13:00 only.
    const cleaner = await signInCleaner({
      availability: [{ weekday: 2, startTime: '09:00', endTime: '13:00' }],
    });
    const c = await newCustomer();
    const wednesday = await book(c, cleaner.userId, { bookingDate: futureDate(10, 3), bookingTime: '09:00' });
    expect(expectProblem(wednesday, 409)).toMatchObject({
      code: 'cleaner_not_working',
      detail: 'The cleaner does not work at this time',
    });
    // T2 lasts 2½ h: 11:00 would end at 13:30, past the end of the shift.
    const tooLate = await book(c, cleaner.userId, { bookingDate: futureDate(10, 2), bookingTime: '11:00' });
    expect(expectProblem(tooLate, 409).code).toBe('cleaner_not_working');
    expect(await countBookings(cleaner.userId)).toBe(0);
    const inside = bookingBody(c, cleaner.userId, { bookingDate: futureDate(10, 2), bookingTime: '09:00' });
    expect((await postBooking(c.cookie, inside)).statusCode).toBe(201);
    // The same time again is taken, which is a different answer.
    const other = await newCustomer();
    const taken = await postBooking(other.cookie, {
      ...inside,
      addressId: other.address.id,
      paymentMethodId: other.card.id,
    });
    expect(expectProblem(taken, 409)).toMatchObject({
      code: 'slot_taken',
      detail: 'This time is no longer available',
    });
  });

  it('a retried POST with the same Idempotency-Key returns the first booking', async () => {
    const { cleaner, c } = await cleanerAndCustomer();
    const body = bookingBody(c, cleaner.userId);
    const headers = { 'idempotency-key': 'retry-key-123456' };
    const [first, second] = await Promise.all([
      postBooking(c.cookie, body, headers),
      postBooking(c.cookie, body, headers),
    ]);
    const ids = [first, second].map((r) => r.json().id);
    expect(ids[0]).toBe(ids[1]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(await countBookings(cleaner.userId)).toBe(1);
  });

  it("refuses another customer's address or card with 404", async () => {
    const cleaner = await signInCleaner();
    const mine = await newCustomer();
    const theirs = await newCustomer();
    expectProblem(
      await postBooking(mine.cookie, bookingBody({ ...mine, address: theirs.address }, cleaner.userId)),
      404,
    );
    expectProblem(
      await postBooking(mine.cookie, bookingBody({ ...mine, card: theirs.card }, cleaner.userId)),
      404,
    );
    expect(await countBookings(cleaner.userId)).toBe(0);
  });

  it.each([
    ['unapproved', { approved: false }],
    ['not onboarded', { onboarded: false }],
    ['in another city', { city: 'Porto' }],
    ['in another country', { country: 'CA' as const, city: 'Toronto' }],
  ])('an %s cleaner is not bookable', async (_label, input) => {
    const cleaner = await signInCleaner(input);
    const c = await newCustomer();
    expectProblem(await book(c, cleaner.userId), 404);
    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/v1/slots?date=${futureDate(10, 3)}&addressId=${c.address.id}&homeType=T2&cleanerId=${cleaner.userId}`,
      headers: { cookie: c.cookie },
    });
    expect(slots.json()).toEqual([]);
  });

  it('only customers may book; maintenance mode refuses with 503 and back', async () => {
    const { cleaner, c } = await cleanerAndCustomer();
    expectProblem(await postBooking(cleaner.cookie, bookingBody(c, cleaner.userId)), 403);
    await t.db.update(settings).set({ maintenanceMode: true });
    const refused = expectProblem(await book(c, cleaner.userId), 503);
    expect(refused.title).toBe('Bookings are temporarily disabled');
    await t.db.update(settings).set({ maintenanceMode: false });
    expect((await book(c, cleaner.userId)).statusCode).toBe(201);
  });

  it("writes the cleaner's mail in the booking's own transaction, so that neither commits without the other", async () => {
    const { cleaner, c } = await cleanerAndCustomer();
    const res = await book(c, cleaner.userId);
    expect(res.statusCode, res.body).toBe(201);
    // Rows one transaction wrote carry its id as xmin; the mail is there when the answer is.
    const { rows } = await t.db.execute<{ subject: string; same: boolean }>(sql`
      select m.subject, m.xmin::text = b.xmin::text as same
      from mail_outbox m, bookings b
      where b.id = ${res.json().id} and m.to = ${cleaner.user.email}`);
    expect(rows).toEqual([{ subject: expect.stringContaining('New booking request'), same: true }]);
  });

  it('rolls the mail back with the booking when the transaction fails after writing it', async () => {
    const { cleaner, c } = await cleanerAndCustomer();
    const { mailer } = t.app.ctx;
    // A mailer that writes the mail into the booking's transaction, then fails it.
    const failing: Mailer = {
      transport: mailer.transport,
      send: async (message, tx) => {
        await mailer.send(message, tx);
        throw new Error('the transaction fails after the mail');
      },
      deliver: (mailId) => mailer.deliver(mailId),
      deliverStranded: (now) => mailer.deliverStranded(now),
    };
    const customer = { userId: c.userId } as AuthContext;
    await expect(
      createBooking(
        { ...t.app.ctx, mailer: failing },
        customer,
        bookingBody(c, cleaner.userId) as CreateBookingBody,
      ),
    ).rejects.toThrow(/after the mail/);
    expect(await countBookings(cleaner.userId)).toBe(0);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from mail_outbox where "to" = ${cleaner.user.email}`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
