import { auditLog, bookings, notifications, profiles } from '@limpa/db';
import { computeBookingPrice } from '@limpa/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import {
  bookingBody,
  cleanerSignedIn,
  customerAtRequestLimit,
  customerWithAddressAndCard,
  futureDate,
} from '../helpers/booking-fixtures';
import { lastMailTo } from '../helpers/outbox';
import { useTestApp } from '../helpers/test-app';
import { ADMIN, adminOfFile, getOk, send } from './helpers';

const t = useTestApp();
const admin = adminOfFile(t);

const profileIdOf = async (userId: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!.id;
const bookFor = (profileId: string, body: object) =>
  send(t.app, 'POST', admin.cookie, `${ADMIN}/users/${profileId}/bookings`, body);
const _addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const bookingsOf = (customerId: string) =>
  t.db.select().from(bookings).where(eq(bookings.customerId, customerId));

describe('POST /api/v1/admin/users/:profileId/bookings', () => {
  it("books in the customer's name at the server's price; audited, the customer and the cleaner told", async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const c = await customerWithAddressAndCard(t.app, t.db);
    const profileId = await profileIdOf(c.userId);
    // A made-up total in the body is not a field the request takes: the price is the server's.
    expectProblem(await bookFor(profileId, bookingBody(c, cleaner.userId, { totalAmountCents: 1 })), 400);

    const res = await bookFor(profileId, bookingBody(c, cleaner.userId));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json();
    const price = computeBookingPrice({ homeType: 'T2', isRecurring: false, addOnPricesCents: [] });
    expect(booking).toMatchObject({
      status: 'pending',
      customerId: c.userId,
      cleanerId: cleaner.userId,
      totalAmountCents: price.totalAmountCents,
    });

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetProfileId, profileId), eq(auditLog.field, 'booking')));
    expect(audit).toMatchObject({
      actorId: admin.userId,
      action: 'booking_for_customer',
      newValue: booking.id,
    });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, c.userId));
    expect(told.map((n) => n.type)).toEqual(['booking_booked_for_you']);
    const cleanerTold = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, cleaner.userId));
    expect(cleanerTold.map((n) => n.type)).toEqual(['booking_requested']);
    expect((await lastMailTo(t.app, c.email))?.subject).toMatch(/booked for you/);

    // The customer sees it as their own request, and the admin's audit shows in the user's details.
    const mine = await getOk(t.app, c.cookie, `/api/v1/bookings/${booking.id}`);
    expect(mine.id).toBe(booking.id);
    const detail = await getOk(t.app, admin.cookie, `${ADMIN}/users/${profileId}`);
    expect(detail.audit[0]).toMatchObject({ field: 'booking', newValue: booking.id, actorName: 'Ada Admin' });
  });

  it("refuses another customer's address or card (404) and writes nothing", async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const c = await customerWithAddressAndCard(t.app, t.db);
    const other = await customerWithAddressAndCard(t.app, t.db);
    const profileId = await profileIdOf(c.userId);

    const theirAddress = await bookFor(
      profileId,
      bookingBody({ ...c, address: other.address }, cleaner.userId),
    );
    expect(expectProblem(theirAddress, 404).code).toBe('address_not_found');
    const theirCard = await bookFor(profileId, bookingBody({ ...c, card: other.card }, cleaner.userId));
    expect(expectProblem(theirCard, 404).code).toBe('payment_method_not_found');

    expect(await bookingsOf(c.userId)).toEqual([]);
    expect(await bookingsOf(other.userId)).toEqual([]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetProfileId, profileId));
    expect(audit).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, c.userId))).toEqual([]);
  });

  it('judges the slot as the wizard does: a past time 400, a busy cleaner 409, nothing written', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const c = await customerWithAddressAndCard(t.app, t.db);
    const profileId = await profileIdOf(c.userId);
    const past = await bookFor(profileId, bookingBody(c, cleaner.userId, { bookingDate: futureDate(-3) }));
    expect(expectProblem(past, 400).code).toBe('time_in_past');
    expect((await bookFor(profileId, bookingBody(c, cleaner.userId))).statusCode).toBe(201);
    const taken = await bookFor(profileId, bookingBody(c, cleaner.userId));
    expect(expectProblem(taken, 409).code).toBe('slot_taken');
    expect(await bookingsOf(c.userId)).toHaveLength(1);
  });

  it("holds the customer's open-request limit: a sixth request in their name is 409, nothing audited", async () => {
    const { cleaner, c, sixthDay } = await customerAtRequestLimit(t.app, t.db);
    const profileId = await profileIdOf(c.userId);
    const sixth = await bookFor(profileId, bookingBody(c, cleaner.userId, { bookingDate: sixthDay }));
    expect(expectProblem(sixth, 409).code).toBe('too_many_pending');
    expect(await bookingsOf(c.userId)).toHaveLength(5);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetProfileId, profileId));
    expect(audit).toEqual([]);
  });

  it('answers a replayed Idempotency-Key with the first booking (200), audited and told once', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const c = await customerWithAddressAndCard(t.app, t.db);
    const profileId = await profileIdOf(c.userId);
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: `${ADMIN}/users/${profileId}/bookings`,
        headers: { cookie: admin.cookie, 'idempotency-key': 'admin-phone-call-0001' },
        payload: bookingBody(c, cleaner.userId),
      });
    const first = await post();
    expect(first.statusCode, first.body).toBe(201);
    const again = await post();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await bookingsOf(c.userId)).toHaveLength(1);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetProfileId, profileId));
    expect(audit).toHaveLength(1);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, c.userId));
    expect(told).toHaveLength(1);
  });

  it('books only for an active customer: a cleaner or a suspended customer 422, an unknown profile 404', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const c = await customerWithAddressAndCard(t.app, t.db);
    const res = await bookFor(await profileIdOf(cleaner.userId), bookingBody(c, cleaner.userId));
    expect(expectProblem(res, 422).code).toBe('not_a_customer');
    const unknown = await bookFor('00000000-0000-4000-8000-000000000000', bookingBody(c, cleaner.userId));
    expectProblem(unknown, 404);
    await t.db
      .update(profiles)
      .set({ suspendedAt: new Date(), suspensionReason: 'fraud' })
      .where(eq(profiles.userId, c.userId));
    const suspended = await bookFor(await profileIdOf(c.userId), bookingBody(c, cleaner.userId));
    expect(expectProblem(suspended, 422).code).toBe('not_a_customer');
    expect(await bookingsOf(c.userId)).toEqual([]);
  });

  it("offers the customer's own addresses and cards, and free times with the cleaners' names", async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const c = await customerWithAddressAndCard(t.app, t.db);
    const other = await customerWithAddressAndCard(t.app, t.db);
    const profileId = await profileIdOf(c.userId);
    const options = await getOk(t.app, admin.cookie, `${ADMIN}/users/${profileId}/booking-options`);
    expect(options.addresses.map((a: { id: string }) => a.id)).toEqual([c.address.id]);
    expect(options.cards.map((a: { id: string }) => a.id)).toEqual([c.card.id]);

    const date = futureDate(10, 3);
    const slots = await getOk(
      t.app,
      admin.cookie,
      `${ADMIN}/users/${profileId}/slots?date=${date}&addressId=${c.address.id}&homeType=T2`,
    );
    const ten = slots.find((s: { time: string }) => s.time === '10:00');
    expect(ten.cleaners).toContainEqual({ userId: cleaner.userId, fullName: cleaner.profile.fullName });
    const theirs = await t.app.inject({
      method: 'GET',
      url: `${ADMIN}/users/${profileId}/slots?date=${date}&addressId=${other.address.id}&homeType=T2`,
      headers: { cookie: admin.cookie },
    });
    expect(expectProblem(theirs, 404).code).toBe('address_not_found');
  });
});
