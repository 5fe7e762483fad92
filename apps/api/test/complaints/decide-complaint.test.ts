import { bookingCharges, bookings, complaints, moneyAuditEvents, notifications } from '@limpa/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { adminSignedIn, cleanerSignedIn, futureDate } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { occupy } from '../lifecycle/helpers';
import { complain, completedBooking, decide, getAs } from './complaint-fixtures';

const t = useTestApp();

/** A completed, paid booking with an open complaint, and an admin to decide it. */
async function complained() {
  const b = await completedBooking(t.app, t.db);
  expect((await complain(t.app, b.id, b.customer.cookie)).statusCode).toBe(201);
  const admin = await adminSignedIn(t.app, t.db);
  const [row] = await t.db.select().from(bookings).where(eq(bookings.id, b.id));
  return { ...b, admin, booking: row! };
}

const complaintOf = async (bookingId: string) =>
  (await t.db.select().from(complaints).where(eq(complaints.bookingId, bookingId)))[0]!;
const auditOf = (bookingId: string) =>
  t.db
    .select()
    .from(moneyAuditEvents)
    .where(and(eq(moneyAuditEvents.bookingId, bookingId), eq(moneyAuditEvents.action, 'complaint_decision')));

// The fixtures' cleaner works Mon–Sat 08:00–19:00; a Wednesday ≥ 10 days ahead is free.
const recleanDay = () => futureDate(12, 3);

describe('an admin decides a complaint', () => {
  it('none: closes it, audited, both sides told; a second decision is 409', async () => {
    const b = await complained();
    const res = await decide(t.app, b.id, b.admin.cookie, { decision: 'none' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'decided', decision: 'none' });
    expect(await auditOf(b.id)).toHaveLength(1);
    const told = await t.db.select().from(notifications).where(eq(notifications.type, 'complaint_decided'));
    expect(told.map((n) => n.userId)).toEqual(expect.arrayContaining([b.customer.userId, b.cleaner.userId]));
    expect(expectProblem(await decide(t.app, b.id, b.admin.cookie, { decision: 'none' }), 409).code).toBe(
      'complaint_decided',
    );
  });

  it('two racing decisions: one 200, one 409, one audit row', async () => {
    const b = await complained();
    const raced = await Promise.all([
      decide(t.app, b.id, b.admin.cookie, { decision: 'none' }),
      decide(t.app, b.id, b.admin.cookie, { decision: 'refund', amountCents: 100 }),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(b.id)).toHaveLength(1);
  });

  it('only admins decide (the customer and the cleaner 403); a booking without complaint is 409 no_complaint', async () => {
    const b = await complained();
    expectProblem(await decide(t.app, b.id, b.customer.cookie, { decision: 'none' }), 403);
    expectProblem(await decide(t.app, b.id, b.cleaner.cookie, { decision: 'none' }), 403);
    expect((await complaintOf(b.id)).status).toBe('open');
    const other = await completedBooking(t.app, t.db);
    expect(expectProblem(await decide(t.app, other.id, b.admin.cookie, { decision: 'none' }), 409).code).toBe(
      'no_complaint',
    );
  });

  it('refund: a part through the refund path, audited; more than is left is 422 Refund Too Large, nothing changes', async () => {
    const b = await complained();
    const paid = b.booking.totalAmountCents;
    const tooMuch = await decide(t.app, b.id, b.admin.cookie, { decision: 'refund', amountCents: paid + 1 });
    expect(expectProblem(tooMuch, 422).code).toBe('refund_too_large');
    expect((await complaintOf(b.id)).status).toBe('open');

    const res = await decide(t.app, b.id, b.admin.cookie, { decision: 'refund', amountCents: 1000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ decision: 'refund', refundCents: 1000 });
    const refunds = await t.db
      .select()
      .from(bookingCharges)
      .where(and(eq(bookingCharges.bookingId, b.id), eq(bookingCharges.kind, 'refund')));
    expect(refunds.map((r) => [r.amountCents, r.status])).toEqual([[1000, 'succeeded']]);
    expect(await auditOf(b.id)).toHaveLength(1);
    const refundAudit = await t.db
      .select()
      .from(moneyAuditEvents)
      .where(and(eq(moneyAuditEvents.bookingId, b.id), eq(moneyAuditEvents.action, 'refund')));
    expect(refundAudit.map((a) => [a.actorUserId !== null, a.amountCents])).toEqual([[true, 1000]]);
  });

  it('reclean: a free confirmed booking with the same cleaner at the time picked, audited, the customer sees it', async () => {
    const b = await complained();
    const res = await decide(t.app, b.id, b.admin.cookie, {
      decision: 'reclean',
      bookingDate: recleanDay(),
      bookingTime: '14:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    const recleanId = res.json().recleanBookingId as string;
    expect(recleanId).toBeTruthy();
    const [reclean] = await t.db.select().from(bookings).where(eq(bookings.id, recleanId));
    expect(reclean).toMatchObject({
      customerId: b.customer.userId,
      cleanerId: b.cleaner.userId,
      status: 'confirmed',
      bookingDate: recleanDay(),
      bookingTime: '14:00',
      totalAmountCents: 0,
      platformFeeCents: 0,
      cleanerEarningsCents: 0,
      homeType: b.booking.homeType,
    });
    const [audit] = await auditOf(b.id);
    expect(audit?.detail).toMatchObject({ decision: 'reclean', recleanBookingId: recleanId });
    const seen = await getAs(t.app, `/api/v1/bookings/${recleanId}`, b.customer.cookie);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ totalAmountCents: 0, status: 'confirmed' });
    // Completing the free visit charges nothing.
    await t.db
      .update(bookings)
      .set({ startsAt: new Date(Date.now() - 3 * 3_600_000), endsAt: new Date(Date.now() - 1_800_000) })
      .where(eq(bookings.id, recleanId));
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${recleanId}/complete`,
      headers: { cookie: b.cleaner.cookie },
      payload: { hoursWorked: 2.5 },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await t.db.select().from(bookingCharges).where(eq(bookingCharges.bookingId, recleanId))).toEqual(
      [],
    );
  });

  it('reclean with another cleaner; a taken time is 409 slot_taken and the complaint stays open', async () => {
    const b = await complained();
    const other = await cleanerSignedIn(t.app, t.db);
    await occupy(t.db, other.userId, recleanDay(), '10:00');
    const taken = await decide(t.app, b.id, b.admin.cookie, {
      decision: 'reclean',
      cleanerId: other.userId,
      bookingDate: recleanDay(),
      bookingTime: '10:00',
    });
    expect(expectProblem(taken, 409).code).toBe('slot_taken');
    expect((await complaintOf(b.id)).status).toBe('open');
    const res = await decide(t.app, b.id, b.admin.cookie, {
      decision: 'reclean',
      cleanerId: other.userId,
      bookingDate: recleanDay(),
      bookingTime: '15:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [reclean] = await t.db.select().from(bookings).where(eq(bookings.id, res.json().recleanBookingId));
    expect(reclean?.cleanerId).toBe(other.userId);
  });
});
