import type { CreateBookingBody } from '@limpa/contracts';
import {
  bookings,
  customerAddresses,
  createBooking as insertBookingRow,
  mailOutbox,
  notifications,
  paymentMethods,
  profiles,
  users,
} from '@limpa/db';
import type { HomeType } from '@limpa/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../src/lib/auth-context';
import { createBooking } from '../../src/modules/bookings/create-booking';
import { expectProblem } from '../helpers/auth';
import { addCard, bookingBody, futureDate } from '../helpers/booking-fixtures';
import { useBookingWorld } from '../helpers/booking-world';

/** Decision 065: a request without a cleaner goes to the best cleaner free for the whole slot. */
const { t, signInCleaner, newCustomer, postBooking } = useBookingWorld();

/** A fresh spot per call, over 100 km (the largest work radius) from every other, so tests never share cleaners. */
let spots = 0;
const freshSpot = () => {
  spots += 1;
  return { latitude: 20 + spots * 1.5, longitude: -8 };
};
type Spot = ReturnType<typeof freshSpot>;

/** A cleaner `kmNorth` of the spot, with a work radius, a rating (total over count) and what they take. */
async function cleanerNear(
  spot: Spot,
  kmNorth: number,
  over: {
    rating?: [number, number];
    radiusKm?: number;
    homeTypes?: HomeType[];
    approved?: boolean;
    name?: string;
  } = {},
) {
  const cleaner = await signInCleaner({ name: over.name ?? `Cleaner ${kmNorth}`, approved: over.approved });
  await t.db
    .update(profiles)
    .set({
      latitude: spot.latitude + kmNorth / 111.2,
      longitude: spot.longitude,
      workRadiusKm: over.radiusKm ?? 50,
      ratingTotal: over.rating?.[0] ?? 0,
      reviewCount: over.rating?.[1] ?? 0,
      ...(over.homeTypes ? { homeTypes: over.homeTypes } : {}),
    })
    .where(eq(profiles.userId, cleaner.userId));
  return cleaner;
}

async function customerAt(spot: Spot) {
  const c = await newCustomer();
  await t.db.update(customerAddresses).set(spot).where(eq(customerAddresses.id, c.address.id));
  // Valid on the fixed clock below as on today's.
  await t.db.update(paymentMethods).set({ cardExpYear: 2099 }).where(eq(paymentMethods.id, c.card.id));
  return c;
}

/** The same request as the wizard's, without a cleaner. */
const anyBody = (
  c: Parameters<typeof bookingBody>[0],
  over: Record<string, unknown> = {},
): CreateBookingBody => {
  const { cleanerId: _none, ...body } = bookingBody(c, 'unused', over);
  return body as CreateBookingBody;
};

const authOf = async (userId: string): Promise<AuthContext> => {
  const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, userId));
  const [user] = await t.db.select().from(users).where(eq(users.id, userId));
  return { userId, email: user!.email, emailVerified: true, sessionId: 'test', profile: profile! };
};

// A fixed clock and a Wednesday two weeks on: its ISO week runs Monday 2030-01-14 to Sunday 2030-01-20.
const NOW = new Date('2030-01-01T09:00:00Z');
const WEDNESDAY = '2030-01-16';

/** Books "any" for a new customer at the spot through the use case, on the fixed clock; the cleaner chosen. */
async function anyAt(spot: Spot) {
  const c = await customerAt(spot);
  const { booking } = await createBooking(
    t.app.ctx,
    await authOf(c.userId),
    // bookingBody's home type is a plain string; the route's schema would narrow it.
    anyBody(c, { bookingDate: WEDNESDAY }) as Parameters<typeof createBooking>[2],
    {
      now: NOW,
    },
  );
  return booking.cleanerId;
}

describe('any available cleaner: who is chosen', () => {
  it('ranks by rating (unrated as 4.5), and each later request for the slot takes the next one', async () => {
    const spot = freshSpot();
    const top = await cleanerNear(spot, 40, { rating: [24, 5] }); // 4.8, far
    const unrated = await cleanerNear(spot, 2); // counts as 4.5
    const low = await cleanerNear(spot, 1, { rating: [22, 5] }); // 4.4, nearest
    expect(await anyAt(spot)).toBe(top.userId);
    expect(await anyAt(spot)).toBe(unrated.userId);
    expect(await anyAt(spot)).toBe(low.userId);
    await expect(anyAt(spot)).rejects.toMatchObject({ code: 'no_cleaner_available' });
  });

  it('breaks a rating tie by distance, then by fewest jobs in the ISO week of the date', async () => {
    const near = freshSpot();
    const far = await cleanerNear(near, 10, { rating: [9, 2] });
    const close = await cleanerNear(near, 3, { rating: [9, 2] });
    expect(await anyAt(near)).toBe(close.userId);
    expect(await anyAt(near)).toBe(far.userId);

    const week = freshSpot();
    const busy = await cleanerNear(week, 5, { name: 'Busy Week' });
    const idle = await cleanerNear(week, 5, { name: 'Idle Week' });
    const other = await customerAt(week);
    const job = (cleanerId: string, bookingDate: string, status: 'confirmed' | 'cancelled' = 'confirmed') =>
      insertBookingRow(t.db, {
        customerId: other.userId,
        cleanerId,
        bookingDate,
        bookingTime: '10:00',
        status,
      });
    // Busy: two jobs that week. Idle: one, and others outside it or cancelled, which do not count.
    await job(busy.userId, '2030-01-14');
    await job(busy.userId, '2030-01-20');
    await job(idle.userId, '2030-01-18');
    await job(idle.userId, '2030-01-13');
    await job(idle.userId, '2030-01-21');
    await job(idle.userId, '2030-01-15', 'cancelled');
    expect(await anyAt(week)).toBe(idle.userId);
    expect(await anyAt(week)).toBe(busy.userId);
  });

  it('leaves out cleaners who do not serve the address, the home type, or are not approved', async () => {
    const spot = freshSpot();
    await cleanerNear(spot, 20, { rating: [25, 5], radiusKm: 5 });
    await cleanerNear(spot, 1, { rating: [25, 5], homeTypes: ['T0', 'T1'] });
    await cleanerNear(spot, 1, { rating: [25, 5], approved: false });
    const plain = await cleanerNear(spot, 2, { rating: [15, 5], name: 'Plain Choice' });
    const c = await customerAt(spot);
    const res = await postBooking(c.cookie, anyBody(c));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ cleanerId: plain.userId, cleaner: { fullName: 'Plain Choice' } });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, res.json().id));
    expect(row).toMatchObject({ bookedAsAny: true, status: 'pending', reofferOf: null });
    // A named request is not "any".
    const named = await postBooking(c.cookie, bookingBody(c, plain.userId, { bookingTime: '15:00' }));
    const [namedRow] = await t.db.select().from(bookings).where(eq(bookings.id, named.json().id));
    expect(namedRow?.bookedAsAny).toBe(false);
  });
});

describe('any available cleaner: nobody free', () => {
  it('answers 409 no_cleaner_available with the nearest free starts, translated', async () => {
    const spot = freshSpot();
    const only = await cleanerNear(spot, 1);
    const first = await customerAt(spot);
    const date = futureDate(10, 3);
    expect((await postBooking(first.cookie, anyBody(first, { bookingDate: date }))).statusCode).toBe(201);
    const c = await customerAt(spot);
    await t.db.update(profiles).set({ locale: 'pt-PT' }).where(eq(profiles.userId, c.userId));
    const res = await postBooking(c.cookie, anyBody(c, { bookingDate: date }));
    const problem = expectProblem(res, 409) as ReturnType<typeof expectProblem> & { alternatives: unknown[] };
    expect(problem.code).toBe('no_cleaner_available');
    expect(problem.detail).toBe('Nenhum profissional está livre a esta hora. Escolha outra hora, por favor.');
    expect(problem.alternatives).toHaveLength(3);
    // Each alternative is one the free-time finder offers, on the asked day and after the booked visit.
    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/v1/slots?date=${date}&addressId=${c.address.id}&homeType=T2`,
      headers: { cookie: c.cookie },
    });
    const freeTimes = (slots.json() as { time: string; cleanerIds: string[] }[])
      .filter((s) => s.cleanerIds.includes(only.userId))
      .map((s) => s.time);
    expect(problem.alternatives).toEqual(
      freeTimes.slice(0, 3).map((bookingTime) => ({ bookingDate: date, bookingTime })),
    );
    expect(await t.db.select().from(bookings).where(eq(bookings.customerId, c.userId))).toEqual([]);
  });

  it('answers 409 with no alternatives when no cleaner serves the address at all', async () => {
    const c = await customerAt(freshSpot());
    const problem = expectProblem(await postBooking(c.cookie, anyBody(c)), 409);
    expect(problem).toMatchObject({ code: 'no_cleaner_available', alternatives: [] });
  });

  it('a parallel burst for one slot books each free cleaner once, and refuses the rest', async () => {
    const spot = freshSpot();
    const cleaners = await Promise.all([1, 2, 3].map((km) => cleanerNear(spot, km)));
    const customers = await Promise.all([1, 2, 3, 4, 5].map(() => customerAt(spot)));
    const date = futureDate(12, 4);
    const answers = await Promise.all(
      customers.map((c) => postBooking(c.cookie, anyBody(c, { bookingDate: date }))),
    );
    const booked = answers.filter((r) => r.statusCode === 201).map((r) => r.json().cleanerId as string);
    expect(booked.sort()).toEqual(cleaners.map((c) => c.userId).sort());
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual([
      [409, 'no_cleaner_available'],
      [409, 'no_cleaner_available'],
    ]);
  });
});

describe('any available cleaner: re-offered once', () => {
  const cancel = (id: string, cookie: string, reason?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${id}/cancel`,
      headers: { cookie },
      payload: reason ? { reason } : {},
    });

  it('a declined request goes to the next free cleaner, both told; a second decline ends it', async () => {
    const spot = freshSpot();
    const first = await cleanerNear(spot, 1, { rating: [25, 5], name: 'First Pick' });
    const second = await cleanerNear(spot, 2, { rating: [20, 5], name: 'Second Pick' });
    await cleanerNear(spot, 3, { rating: [15, 5], name: 'Third Pick' });
    const c = await customerAt(spot);
    const made = await postBooking(c.cookie, anyBody(c));
    expect(made.json().cleanerId).toBe(first.userId);

    expect((await cancel(made.json().id, first.cookie)).statusCode).toBe(200);
    const rows = await t.db.select().from(bookings).where(eq(bookings.customerId, c.userId));
    const reoffer = rows.find((b) => b.reofferOf === made.json().id);
    expect(reoffer).toMatchObject({ cleanerId: second.userId, status: 'pending', bookedAsAny: true });
    expect(reoffer?.totalAmountCents).toBe(made.json().totalAmountCents);
    const told = (userId: string, type: string) =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
    expect(await told(second.userId, 'booking_requested')).toHaveLength(1);
    expect(await told(c.userId, 'booking_reoffered')).toHaveLength(1);
    expect(await told(c.userId, 'booking_cancelled')).toHaveLength(0);
    const mails = await t.db.select().from(mailOutbox);
    expect(mails.some((m) => m.to === c.email && m.subject.includes('Another cleaner was asked'))).toBe(true);
    expect(mails.filter((m) => m.to === second.user.email).length).toBeGreaterThan(0);

    // The re-offer is not offered again: the third cleaner gets nothing and the customer hears it ended.
    expect((await cancel(reoffer!.id, second.cookie)).statusCode).toBe(200);
    const after = await t.db.select().from(bookings).where(eq(bookings.customerId, c.userId));
    expect(after).toHaveLength(2);
    expect(after.every((b) => b.status === 'cancelled')).toBe(true);
    expect(await told(c.userId, 'booking_cancelled')).toHaveLength(1);
  });

  it('a confirmed booking its cleaner cancels is refunded and re-offered unpaid; a named booking is not', async () => {
    const spot = freshSpot();
    const first = await cleanerNear(spot, 1, { rating: [25, 5] });
    const second = await cleanerNear(spot, 2);
    const c = await customerAt(spot);
    // A card the local processor charges, as the wizard saves it.
    const made = await postBooking(c.cookie, anyBody(c, { paymentMethodId: await addCard(t.app, c.cookie) }));
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${made.json().id}/confirm`,
      headers: { cookie: first.cookie },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await cancel(made.json().id, first.cookie, 'I am ill')).statusCode).toBe(200);
    const rows = await t.db.select().from(bookings).where(eq(bookings.customerId, c.userId));
    expect(rows.find((b) => b.id === made.json().id)?.paymentStatus).toBe('refunded');
    expect(rows.find((b) => b.reofferOf === made.json().id)).toMatchObject({
      cleanerId: second.userId,
      status: 'pending',
      paymentStatus: 'unpaid',
    });

    const named = await postBooking(c.cookie, bookingBody(c, second.userId, { bookingTime: '16:00' }));
    expect((await cancel(named.json().id, second.cookie)).statusCode).toBe(200);
    expect((await t.db.select().from(bookings).where(eq(bookings.reofferOf, named.json().id))).length).toBe(
      0,
    );
  });
});
