import { mondayPayoutRuns, moneyAuditEvents, payouts } from '@limpa/db';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runMondayPayouts } from '../../src/modules/payouts/run-monday-payouts';
import { cleanerSignedIn } from '../helpers/booking-fixtures';
import { useOtherApp, useTestApp } from '../helpers/test-app';
import { earned, withdraw } from './withdraw-fixtures';

// The automatic Monday payouts, with the clock given (never today's weekday). A fresh database for this file.
const t = useTestApp();
const other = useOtherApp(t);

// 2030-03-04 is a Monday; Lisbon is on UTC (winter time) then, so 09:00 there is 09:00Z.
const MONDAY = '2030-03-04';
const at = (iso: string) => new Date(iso);

describe('Monday payouts', () => {
  it('pay every balance of at least 10.00 once per cleaner and Monday, across two processes', async () => {
    const ana = await cleanerSignedIn(t.app, t.db);
    const ben = await cleanerSignedIn(t.app, t.db, { country: 'CA' });
    const cai = await cleanerSignedIn(t.app, t.db);
    const dan = await cleanerSignedIn(t.app, t.db, { profile: { payoutConnected: false } });
    await earned(t.db, ana.userId);
    await earned(t.db, ana.userId, { earningsCents: 1000 });
    await earned(t.db, ben.userId, { country: 'CA', earningsCents: 2500 });
    await earned(t.db, cai.userId, { earningsCents: 999 }); // under the minimum: waits
    await earned(t.db, dan.userId); // no payout account: waits
    const cleaners = [ana, ben, cai, dan].map((c) => c.userId);
    const made = () => t.db.select().from(payouts).where(inArray(payouts.cleanerId, cleaners));

    // Not yet: Sunday evening, Monday 08:59 in Lisbon, a Tuesday.
    for (const when of ['2030-03-03T20:00:00Z', '2030-03-04T08:59:00Z', '2030-03-05T10:00:00Z']) {
      expect(await runMondayPayouts(t.app.ctx, at(when))).toEqual({ monday: null, payoutIds: [] });
    }
    expect(await made()).toEqual([]);

    // 09:00: both processes' jobs run at once; one payout per cleaner and currency.
    const [first, second] = await Promise.all([
      runMondayPayouts(t.app.ctx, at(`${MONDAY}T09:00:00Z`)),
      runMondayPayouts(other.app.ctx, at(`${MONDAY}T09:00:30Z`)),
    ]);
    expect(first!.payoutIds.length + second!.payoutIds.length).toBe(2);
    const rows = await made();
    expect(
      rows.map((p) => [p.cleanerId, p.currency, p.amountCents, p.status, p.kind, p.requestKey]).sort(),
    ).toEqual(
      [
        [ana.userId, 'EUR', 4675 + 1000, 'completed', 'monday', `monday:${MONDAY}:${ana.userId}:EUR`],
        [ben.userId, 'CAD', 2500, 'completed', 'monday', `monday:${MONDAY}:${ben.userId}:CAD`],
      ].sort(),
    );
    const audits = await t.db
      .select()
      .from(moneyAuditEvents)
      .where(eq(moneyAuditEvents.action, 'payout_monday'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: null, amountCents: 4675 + 1000 + 2500 });

    // New earnings later that Monday: a second run the same Monday pays nobody again.
    await earned(t.db, ana.userId);
    expect(await runMondayPayouts(t.app.ctx, at(`${MONDAY}T15:00:00Z`))).toEqual({
      monday: MONDAY,
      payoutIds: [],
    });
    expect(await made()).toHaveLength(2);
    // Even were the Monday's claim gone, each cleaner's key for that Monday keeps them from a second payout.
    await t.db.delete(mondayPayoutRuns).where(eq(mondayPayoutRuns.monday, MONDAY));
    expect((await runMondayPayouts(t.app.ctx, at(`${MONDAY}T15:05:00Z`))).payoutIds).toEqual([]);
    expect(await made()).toHaveLength(2);

    // The next Monday pays them.
    const next = await runMondayPayouts(t.app.ctx, at('2030-03-11T09:05:00Z'));
    expect(next.payoutIds).toHaveLength(1);
    const [paid] = await t.db.select().from(payouts).where(eq(payouts.id, next.payoutIds[0]!));
    expect(paid).toMatchObject({ cleanerId: ana.userId, amountCents: 4675, status: 'completed' });
  });

  it('pay nothing when what a withdrawal left is under 10.00', async () => {
    const eva = await cleanerSignedIn(t.app, t.db);
    await earned(t.db, eva.userId);
    expect((await withdraw(t.app, eva.cookie)).statusCode).toBe(201);
    await earned(t.db, eva.userId, { earningsCents: 500 });
    await runMondayPayouts(t.app.ctx, at('2030-03-18T09:00:00Z'));
    const mine = await t.db.select().from(payouts).where(eq(payouts.cleanerId, eva.userId));
    expect(mine.map((p) => [p.kind, p.amountCents])).toEqual([['withdrawal', 4675]]);
  });
});
