import { bookingCharges, bookings, moneyAuditEvents } from '@limpa/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approveSilentOvertime } from '../../src/modules/bookings/approve-silent-overtime';
import { expectProblem } from '../helpers/auth';
import { adminSignedIn, pendingBooking, startedBooking } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { bookingRow, mailsTo, postAs } from './helpers';

const t = useTestApp();
const HOUR = 3_600_000;

const overtimeCharges = (id: string) =>
  t.db
    .select()
    .from(bookingCharges)
    .where(and(eq(bookingCharges.bookingId, id), eq(bookingCharges.kind, 'overtime')));

/** A booking completed with 36 min of overtime (20.00), waiting for its customer. */
async function withOvertime() {
  const b = await startedBooking(t.app, t.db);
  const res = await postAs(t.app, `/api/v1/bookings/${b.id}/complete`, b.cleaner.cookie, {
    hoursWorked: 3.1,
  });
  expect(res.statusCode, res.body).toBe(200);
  return b;
}
const silenceJob = (now: Date) => approveSilentOvertime({ ...t.app.ctx }, now);

describe('completion', () => {
  it('before the booking’s start: 409 Too Early, still confirmed', async () => {
    const { id, cleaner } = await pendingBooking(t.app, t.db);
    await postAs(t.app, `/api/v1/bookings/${id}/confirm`, cleaner.cookie);
    const res = await postAs(t.app, `/api/v1/bookings/${id}/complete`, cleaner.cookie, { hoursWorked: 2.5 });
    expect(expectProblem(res, 409, 'Too Early').code).toBe('too_early');
    expect((await bookingRow(t.db, id)).status).toBe('confirmed');
  });

  it('from the start on and without overtime: completed, nothing waits for the customer', async () => {
    const { id, cleaner } = await startedBooking(t.app, t.db);
    const res = await postAs(t.app, `/api/v1/bookings/${id}/complete`, cleaner.cookie, { hoursWorked: 2.5 });
    expect(res.json().booking).toMatchObject({
      status: 'completed',
      overtimeStatus: null,
      finalTotalCents: 5500,
    });
  });

  it('with overtime: pending_approval, answer-by 48 h after completion, the customer asked by mail', async () => {
    const { id, customer } = await withOvertime();
    const row = await bookingRow(t.db, id);
    expect(row).toMatchObject({
      overtimeStatus: 'pending_approval',
      overtimeFeeCents: 2000,
      finalTotalCents: 5500,
    });
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/${id}`,
      headers: { cookie: customer.cookie },
    });
    expect(new Date(seen.json().overtimeAnswerBy).getTime()).toBe(row.completedAt!.getTime() + 48 * HOUR);
    expect(await mailsTo(t.db, customer.email)).toContain('Please approve the overtime of your cleaning');
    expect(await overtimeCharges(id)).toHaveLength(0);
  });
});

describe('the customer answers', () => {
  it('approve: charged once under booking:{id}:overtime; a second approval is 409', async () => {
    const { id, customer } = await withOvertime();
    const res = await postAs(t.app, `/api/v1/bookings/${id}/overtime/approve`, customer.cookie);
    expect(res.json()).toMatchObject({
      booking: { overtimeStatus: 'approved', finalTotalCents: 7500 },
      payment: { status: 'paid' },
    });
    expect(await overtimeCharges(id)).toMatchObject([
      { amountCents: 2000, status: 'succeeded', idempotencyKey: `booking:${id}:overtime` },
    ]);
    const again = await postAs(t.app, `/api/v1/bookings/${id}/overtime/approve`, customer.cookie);
    expect(expectProblem(again, 409).code).toBe('no_overtime_request');
  });

  it('only its customer answers: another customer 404, the cleaner 403; a dispute needs a reason', async () => {
    const { id, cleaner } = await withOvertime();
    const stranger = await pendingBooking(t.app, t.db);
    expectProblem(
      await postAs(t.app, `/api/v1/bookings/${id}/overtime/approve`, stranger.customer.cookie),
      404,
    );
    expectProblem(await postAs(t.app, `/api/v1/bookings/${id}/overtime/approve`, cleaner.cookie), 403);
    const { customer } = await pendingBooking(t.app, t.db);
    expectProblem(await postAs(t.app, `/api/v1/bookings/${id}/overtime/dispute`, customer.cookie, {}), 400);
  });

  it('dispute within 48 h: disputed, nothing charged, then approval is closed (409)', async () => {
    const { id, customer, cleaner } = await withOvertime();
    const res = await postAs(t.app, `/api/v1/bookings/${id}/overtime/dispute`, customer.cookie, {
      reason: 'They left early',
    });
    expect(res.json().booking).toMatchObject({
      overtimeStatus: 'disputed',
      overtimeDisputeReason: 'They left early',
    });
    expect(await mailsTo(t.db, cleaner.user.email)).toContain('The customer disputed your overtime');
    expectProblem(await postAs(t.app, `/api/v1/bookings/${id}/overtime/approve`, customer.cookie), 409);
    expect(await overtimeCharges(id)).toHaveLength(0);
    // The silence job leaves a disputed overtime alone.
    expect(await silenceJob(new Date(Date.now() + 72 * HOUR))).not.toContain(id);
  });

  it('dispute after 48 h: 409, silence approved it', async () => {
    const { id, customer } = await withOvertime();
    await t.db
      .update(bookings)
      .set({ completedAt: new Date(Date.now() - 49 * HOUR) })
      .where(eq(bookings.id, id));
    const res = await postAs(t.app, `/api/v1/bookings/${id}/overtime/dispute`, customer.cookie, {
      reason: 'Late',
    });
    expect(expectProblem(res, 409).code).toBe('overtime_answer_closed');
  });
});

describe('silence approves', () => {
  it('the job approves and charges only after 48 h', async () => {
    const { id } = await withOvertime();
    const completedAt = (await bookingRow(t.db, id)).completedAt!;
    expect(await silenceJob(new Date(completedAt.getTime() + 47 * HOUR))).not.toContain(id);
    expect((await bookingRow(t.db, id)).overtimeStatus).toBe('pending_approval');
    expect(await silenceJob(new Date(completedAt.getTime() + 48 * HOUR + 1000))).toContain(id);
    expect((await bookingRow(t.db, id)).overtimeStatus).toBe('approved');
    expect(await overtimeCharges(id)).toMatchObject([{ status: 'succeeded', amountCents: 2000 }]);
  });

  it('the customer’s approval racing the job (and a second job): one overtime charge', async () => {
    const { id, customer } = await withOvertime();
    const completedAt = (await bookingRow(t.db, id)).completedAt!;
    const later = new Date(completedAt.getTime() + 49 * HOUR);
    const [approval] = await Promise.all([
      postAs(t.app, `/api/v1/bookings/${id}/overtime/approve`, customer.cookie),
      silenceJob(later),
      silenceJob(later),
    ]);
    expect([200, 409]).toContain(approval.statusCode);
    expect((await overtimeCharges(id)).filter((c) => c.status === 'succeeded')).toHaveLength(1);
  });
});

describe('an admin decides a dispute', () => {
  async function disputed() {
    const b = await withOvertime();
    await postAs(t.app, `/api/v1/bookings/${b.id}/overtime/dispute`, b.customer.cookie, {
      reason: 'Too long',
    });
    return { ...b, admin: await adminSignedIn(t.app, t.db) };
  }
  const decide = (id: string, cookie: string, decision: string) =>
    postAs(t.app, `/api/v1/admin/bookings/${id}/overtime`, cookie, { decision });

  it('charge: approved and charged, audited; a second decision is 409', async () => {
    const { id, admin, customer } = await disputed();
    const res = await decide(id, admin.cookie, 'charge');
    expect(res.json().booking).toMatchObject({
      overtimeStatus: 'approved',
      finalTotalCents: 7500,
      paymentStatus: 'paid',
    });
    expect(await overtimeCharges(id)).toMatchObject([{ status: 'succeeded' }]);
    const audit = await t.db.select().from(moneyAuditEvents).where(eq(moneyAuditEvents.bookingId, id));
    expect(audit).toMatchObject([
      { action: 'overtime_decision', amountCents: 2000, detail: { decision: 'charge' } },
    ]);
    expect(await mailsTo(t.db, customer.email)).toContain('Overtime dispute decided');
    expect(expectProblem(await decide(id, admin.cookie, 'waive'), 409).code).toBe('overtime_not_disputed');
  });

  it('waive: never charged, the booked earnings become payable', async () => {
    const { id, admin, cleaner } = await disputed();
    const res = await decide(id, admin.cookie, 'waive');
    expect(res.json().booking).toMatchObject({ overtimeStatus: 'waived', finalTotalCents: 5500 });
    expect(await overtimeCharges(id)).toHaveLength(0);
    const payouts = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/payouts',
      headers: { cookie: admin.cookie },
    });
    expect(JSON.stringify(payouts.json())).toContain(cleaner.userId);
  });

  it('parallel decisions: one 200, one 409; an undisputed overtime cannot be decided; unknown booking 404', async () => {
    const { id, admin } = await disputed();
    const results = await Promise.all([
      decide(id, admin.cookie, 'charge'),
      decide(id, admin.cookie, 'waive'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await overtimeCharges(id)).filter((c) => c.status === 'succeeded').length).toBeLessThanOrEqual(1);
    const pending = await withOvertime();
    expectProblem(await decide(pending.id, admin.cookie, 'charge'), 409);
    expectProblem(await decide('00000000-0000-4000-8000-000000000000', admin.cookie, 'charge'), 404);
  });
});
