import { auditLog, bookings, notifications, profiles } from '@limpa/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../src/lib/auth-context';
import { readCandidateFacts } from '../../src/modules/bookings/any-cleaner.repository';
import { recordNoShow } from '../../src/modules/bookings/report-no-show';
import { expectProblem } from '../helpers/auth';
import {
  adminSignedIn,
  cleanerSignedIn,
  customerWithAddressAndCard,
  futureDate,
  requestBooking,
  strangers,
} from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { mailsTo, post } from '../lifecycle/helpers';
import { bookingRow, chargesOf, confirmedBooking, hoursFromNow, payable, startAt } from './late-fee-helpers';

const t = useTestApp();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

const report = (id: string, cookie: string, who: 'cleaner' | 'customer') =>
  post(t.app, `/api/v1/bookings/${id}/no-show`, cookie, { who });

describe('the customer reports that the cleaner did not come', () => {
  it('cancels with the marker, refunds in full, withholds the earning and warns the cleaner in-app and by mail', async () => {
    const b = await confirmedBooking(t.app, t.db, { currency: 'CAD', basePriceCents: 9999 });
    await startAt(t.db, b.id, hoursFromNow(-1));
    const res = await report(b.id, b.customer.cookie, 'cleaner');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      lateCancellationFeeCents: null,
      noShow: { who: 'cleaner' },
    });
    expect((await chargesOf(t.db, b.id)).map((c) => [c.kind, c.amountCents, c.status])).toEqual([
      ['charge', 9999, 'succeeded'],
      ['refund', 9999, 'succeeded'],
    ]);
    expect(await payable(t.db, b.cleaner.userId, 'CAD')).toBe(0);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.cleaner.userId), eq(notifications.type, 'no_show_reported')));
    expect(told).toHaveLength(1);
    expect(
      (await mailsTo(t.db, b.cleaner.user.email)).some((s) => s.startsWith('A no-show was reported')),
    ).toBe(true);
  });
});

describe('the cleaner reports that they could not get in', () => {
  it.each([
    ['EUR', 8001, 4001, 3401],
    ['CAD', 9999, 5000, 4250],
  ] as const)(
    '%s: the late-cancellation fee applies as for a late cancellation',
    async (currency, base, fee, share) => {
      const b = await confirmedBooking(t.app, t.db, { currency, basePriceCents: base });
      await startAt(t.db, b.id, hoursFromNow(-2));
      const res = await report(b.id, b.cleaner.cookie, 'customer');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().booking).toMatchObject({
        status: 'cancelled',
        lateCancellationFeeCents: fee,
        noShow: { who: 'customer' },
        paymentStatus: 'paid',
      });
      const charges = await chargesOf(t.db, b.id);
      expect(charges.map((c) => [c.kind, c.amountCents, c.status])).toEqual([
        ['charge', base, 'succeeded'],
        ['refund', base, 'succeeded'],
        ['late_fee', fee, 'succeeded'],
      ]);
      expect(await payable(t.db, b.cleaner.userId, currency)).toBe(share);
      expect((await mailsTo(t.db, b.customer.email)).some((s) => s.includes('could not get in'))).toBe(true);
      // Not a late cancellation of the cleaner's: the customer was the one missing.
      expect((await bookingRow(t.db, b.id)).cancelledBy).toBe('cleaner');
    },
  );
});

describe('who may report, and when', () => {
  it('404 for a stranger, 422 for the wrong party, 409 for a second report', async () => {
    const b = await confirmedBooking(t.app, t.db);
    await startAt(t.db, b.id, hoursFromNow(-1));
    const stranger = await strangers(t.app, t.db);
    expectProblem(await report(b.id, stranger.customer.cookie, 'cleaner'), 404);
    expectProblem(await report(b.id, stranger.cleaner.cookie, 'customer'), 404);
    const own = await report(b.id, b.customer.cookie, 'customer');
    expectProblem(own, 422);
    expect(own.json().code).toBe('no_show_wrong_party');
    expect((await report(b.id, b.customer.cookie, 'cleaner')).statusCode).toBe(200);
    const again = await report(b.id, b.cleaner.cookie, 'customer');
    expectProblem(again, 409);
    expect(again.json().code).toBe('no_show_already_reported');
  });

  it('two reports at once: one wins, one 409, the money is refunded once', async () => {
    const b = await confirmedBooking(t.app, t.db);
    await startAt(t.db, b.id, hoursFromNow(-1));
    const results = await Promise.all([
      report(b.id, b.customer.cookie, 'cleaner'),
      report(b.id, b.cleaner.cookie, 'customer'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refunds = (await chargesOf(t.db, b.id)).filter((c) => c.kind === 'refund');
    expect(refunds.map((r) => r.amountCents)).toEqual([8001]);
  });

  it('is open from 30 minutes after the start until 24 h after it, edges included (injected clock)', async () => {
    const startsAt = hoursFromNow(-100);
    const cases: [number, boolean][] = [
      [30 * MIN - 1, false],
      [30 * MIN, true],
      [DAY, true],
      [DAY + 1, false],
    ];
    for (const [offset, allowed] of cases) {
      const b = await confirmedBooking(t.app, t.db);
      await startAt(t.db, b.id, startsAt);
      const now = new Date(startsAt.getTime() + offset);
      const attempt = recordNoShow(t.db, { userId: b.customer.userId } as AuthContext, b.id, 'cleaner', now);
      if (allowed) {
        await attempt;
        expect((await bookingRow(t.db, b.id)).noShowReportedAt).toEqual(now);
      } else {
        await expect(attempt).rejects.toMatchObject({ status: 422, code: 'no_show_window' });
        expect((await bookingRow(t.db, b.id)).status).toBe('confirmed');
      }
    }
  });

  it('the window error is translated', async () => {
    const b = await confirmedBooking(t.app, t.db);
    await startAt(t.db, b.id, hoursFromNow(-0.25));
    // The customer's own language wins over the browser's.
    await t.db.update(profiles).set({ locale: 'pt-PT' }).where(eq(profiles.userId, b.customer.userId));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${b.id}/no-show`,
      headers: { cookie: b.customer.cookie },
      payload: { who: 'cleaner' },
    });
    expectProblem(res, 422);
    expect(res.json().detail).toBe(
      'Uma falta de comparência pode ser comunicada a partir de 30 minutos após o início e até 24 horas depois.',
    );
  });
});

describe('three cleaner no-shows within 90 days', () => {
  it('block new requests until an admin lifts it (audited); older reports do not count', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const now = new Date();
    const reportAt = async (daysAgo: number, i: number) => {
      const b = await confirmedBooking(t.app, t.db, { over: { bookingDate: futureDate(20 + i * 2, 3) } });
      await t.db.update(bookings).set({ cleanerId: cleaner.userId }).where(eq(bookings.id, b.id));
      const at = new Date(now.getTime() - daysAgo * DAY);
      await startAt(t.db, b.id, new Date(at.getTime() - HOUR));
      await recordNoShow(t.db, { userId: b.customer.userId } as AuthContext, b.id, 'cleaner', at);
    };
    const blockedAt = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/admin/users/${cleaner.profile.id}`,
          headers: { cookie: admin.cookie },
        })
      ).json();
    const admin = await adminSignedIn(t.app, t.db);
    await reportAt(100, 0); // outside the 90 days
    await reportAt(10, 1);
    await reportAt(5, 2);
    expect(await blockedAt()).toMatchObject({ noShowBlockedAt: null, noShowCount: 3 });
    await reportAt(1, 3);
    expect((await blockedAt()).noShowBlockedAt).not.toBeNull();

    // A new request to them is refused with a clear reason; "any available cleaner" never picks them.
    const c = await customerWithAddressAndCard(t.app, t.db);
    const refused = await requestBooking(t.app, c, cleaner.userId);
    expectProblem(refused, 409);
    expect(refused.json()).toMatchObject({ code: 'cleaner_no_show_blocked' });
    const week = { monday: futureDate(0), sunday: futureDate(7) };
    expect(await readCandidateFacts(t.db, [cleaner.userId], week)).toEqual([]);

    const lift = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${cleaner.profile.id}`,
      headers: { cookie: admin.cookie },
      payload: { noShowBlocked: false },
    });
    expect(lift.statusCode, lift.body).toBe(200);
    expect(lift.json().noShowBlocked).toBe(false);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetProfileId, cleaner.profile.id));
    expect(audit.map((a) => [a.action, a.field, a.oldValue, a.newValue])).toEqual([
      ['no_show_block_lift', 'noShowBlocked', 'true', 'false'],
    ]);
    expect((await requestBooking(t.app, c, cleaner.userId)).statusCode).toBe(201);
    expect(await readCandidateFacts(t.db, [cleaner.userId], week)).toHaveLength(1);
  });
});
