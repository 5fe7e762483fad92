import { auditLog, bookings, moneyAuditEvents, notifications, profiles } from '@limpa/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { swapCleaner } from '../../src/modules/admin/open-bookings.repository';
import { expectProblem } from '../helpers/auth';
import { cleanerSignedIn, pendingBooking } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { ADMIN, adminOfFile, getOk, send } from './helpers';

const t = useTestApp();
const admin = adminOfFile(t);

const profileOf = async (userId: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!;
const patchUser = (profileId: string, body: unknown) =>
  send(t.app, 'PATCH', admin.cookie, `${ADMIN}/users/${profileId}`, body);
const bookingRow = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const typesTold = async (userId: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.type);

/** A cleaner with one pending booking to come, and another cleaner free at that time. */
async function demotable() {
  const open = await pendingBooking(t.app, t.db);
  const other = await cleanerSignedIn(t.app, t.db);
  const profile = await profileOf(open.cleaner.userId);
  return { ...open, other, profileId: profile.id };
}

describe('demoting a cleaner with open bookings', () => {
  it('refuses with 409 and the count until the admin decides, changing nothing', async () => {
    const { id, profileId, cleaner } = await demotable();
    const res = await patchUser(profileId, { role: 'customer' });
    const problem = expectProblem(res, 409, 'Open bookings');
    expect(problem.code).toBe('cleaner_has_open_bookings');
    expect(problem.detail).toContain('(1)');
    expect(expectProblem(await patchUser(profileId, { isApproved: false }), 409).code).toBe(
      'cleaner_has_open_bookings',
    );
    expect(await profileOf(cleaner.userId)).toMatchObject({ role: 'cleaner', isApproved: true });
    expect(await bookingRow(id)).toMatchObject({ status: 'pending', cleanerId: cleaner.userId });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetProfileId, profileId));
    expect(audit).toEqual([]);
  });

  it('lists the open bookings with the cleaners free to take each one', async () => {
    const { id, profileId, cleaner, other } = await demotable();
    const list = await getOk(t.app, admin.cookie, `${ADMIN}/users/${profileId}/open-bookings`);
    expect(list.items).toHaveLength(1);
    expect(list.items[0].booking.id).toBe(id);
    const ids = list.items[0].replacements.map((r: { userId: string }) => r.userId);
    expect(ids).toContain(other.userId);
    expect(ids).not.toContain(cleaner.userId);
  });

  it('reassigns a booking to a free cleaner with the demotion: audited, customer and new cleaner told', async () => {
    const { id, profileId, cleaner, other, customer } = await demotable();
    const res = await patchUser(profileId, {
      role: 'customer',
      openBookings: [{ bookingId: id, action: 'reassign', cleanerId: other.userId }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ role: 'customer' });
    expect(await bookingRow(id)).toMatchObject({ status: 'pending', cleanerId: other.userId });
    const [moved] = await t.db
      .select()
      .from(moneyAuditEvents)
      .where(and(eq(moneyAuditEvents.bookingId, id), eq(moneyAuditEvents.action, 'reassign')));
    expect(moved).toMatchObject({
      actorUserId: admin.userId,
      detail: { from: cleaner.userId, to: other.userId },
    });
    expect(await typesTold(customer.userId)).toContain('booking_reassigned');
    expect(await typesTold(other.userId)).toContain('booking_reassigned');
  });

  it('cancels a confirmed booking with the demotion: cancelled by an admin, refunded, the customer told', async () => {
    const { id, profileId, customer, cleaner } = await demotable();
    const confirmed = await send(t.app, 'POST', cleaner.cookie, `/api/v1/bookings/${id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await bookingRow(id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const res = await patchUser(profileId, {
      isApproved: false,
      openBookings: [{ bookingId: id, action: 'cancel' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await bookingRow(id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'admin',
      paymentStatus: 'refunded',
    });
    const [cancel] = await t.db
      .select()
      .from(moneyAuditEvents)
      .where(and(eq(moneyAuditEvents.bookingId, id), eq(moneyAuditEvents.action, 'cancel')));
    expect(cancel).toMatchObject({ actorUserId: admin.userId, reason: 'cleaner_demoted' });
    expect(await typesTold(customer.userId)).toContain('booking_cancelled');
  });

  it('refuses a replacement busy at that time (409 slot_taken) and rolls the demotion back', async () => {
    const { id, profileId, cleaner, other } = await demotable();
    // The other cleaner takes another customer's booking at the very same time.
    const rival = await pendingBooking(t.app, t.db);
    await t.db.update(bookings).set({ cleanerId: other.userId }).where(eq(bookings.id, rival.id));
    const res = await patchUser(profileId, {
      role: 'customer',
      openBookings: [{ bookingId: id, action: 'reassign', cleanerId: other.userId }],
    });
    expect(expectProblem(res, 409).code).toBe('slot_taken');
    expect(await profileOf(cleaner.userId)).toMatchObject({ role: 'cleaner' });
    expect(await bookingRow(id)).toMatchObject({ status: 'pending', cleanerId: cleaner.userId });
  });

  it("refuses the cleaner being demoted, an unknown cleaner and another cleaner's booking (422)", async () => {
    const { id, profileId, cleaner, other } = await demotable();
    const self = await patchUser(profileId, {
      role: 'customer',
      openBookings: [{ bookingId: id, action: 'reassign', cleanerId: cleaner.userId }],
    });
    expect(expectProblem(self, 422).code).toBe('same_cleaner');
    const unknown = await patchUser(profileId, {
      role: 'customer',
      openBookings: [{ bookingId: id, action: 'reassign', cleanerId: 'nobody-at-all' }],
    });
    expect(expectProblem(unknown, 422).code).toBe('cleaner_not_available');
    const elsewhere = await pendingBooking(t.app, t.db);
    const foreign = await patchUser(profileId, {
      role: 'customer',
      openBookings: [
        { bookingId: id, action: 'cancel' },
        { bookingId: elsewhere.id, action: 'cancel' },
      ],
    });
    expect(expectProblem(foreign, 422).code).toBe('not_an_open_booking');
    expect(await bookingRow(elsewhere.id)).toMatchObject({ status: 'pending' });
    expect(await bookingRow(id)).toMatchObject({ status: 'pending', cleanerId: cleaner.userId });
    expect(other.userId).not.toBe(cleaner.userId);
  });

  it('asks nothing of a cleaner without bookings to come, nor of a customer with bookings of their own', async () => {
    const { customer } = await pendingBooking(t.app, t.db);
    const free = await cleanerSignedIn(t.app, t.db);
    expect((await patchUser((await profileOf(free.userId)).id, { role: 'customer' })).statusCode).toBe(200);
    // A customer becoming an admin has nothing to settle even with bookings of their own.
    const res = await patchUser((await profileOf(customer.userId)).id, { role: 'admin' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("moves a booking by compare-and-swap: a booking no longer the demoted cleaner's is left alone", async () => {
    const { id, cleaner, other } = await demotable();
    const third = await cleanerSignedIn(t.app, t.db);
    expect(await swapCleaner(t.db, id, third.userId, other.userId)).toBeNull();
    expect(await bookingRow(id)).toMatchObject({ cleanerId: cleaner.userId });
    expect(await swapCleaner(t.db, id, cleaner.userId, other.userId)).toEqual({ id });
  });
});
