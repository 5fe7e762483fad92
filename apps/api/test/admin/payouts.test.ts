import {
  bookings,
  createBooking,
  createCleaner,
  createCustomer,
  payoutItems,
  payouts,
  recordSucceededCharge,
} from '@limpa/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pgCode } from '../../src/lib/app-error';
import { insertPayoutsForOwedEarnings } from '../../src/modules/admin/payouts.repository';
import { futureDate } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { ADMIN, adminOfFile, get, getOk, type Json, parseCsv, send } from './helpers';

// A fresh database for this file: every balance below is exactly what it creates.
const t = useTestApp();
const admin = adminOfFile(t);

const run = () => send(t.app, 'POST', admin.cookie, `${ADMIN}/payouts/run`);
let day = 0;

async function booking(
  cleaner: { user: { id: string } },
  customerId: string,
  over: Partial<Parameters<typeof createBooking>[1]> = {},
) {
  day += 1;
  const b = await createBooking(t.db, {
    customerId,
    cleanerId: cleaner.user.id,
    bookingDate: futureDate(day),
    bookingTime: '10:00',
    status: 'completed',
    paymentStatus: 'paid',
    ...over,
  });
  // "paid" means collected: the card charge that backs it (what a payout may pay from).
  if (b.paymentStatus === 'paid') await recordSucceededCharge(t.db, b);
  return b;
}

describe('payouts', () => {
  it('parallel runs pay each cleaner once per currency; later runs pay only new earnings', async () => {
    const customer = await createCustomer(t.db);
    const ana = await createCleaner(t.db, { name: 'Ana Alves' });
    const ben = await createCleaner(t.db, { name: 'Ben Brown', country: 'CA' });
    const cai = await createCleaner(t.db, { name: '+Cai, "the" Cleaner' });
    const c = customer.user.id;

    const a1 = await booking(ana, c); // T2: earnings 4675
    const a2 = await booking(ana, c, { homeType: 'T3' }); // 5525 → completed with overtime below
    await t.db
      .update(bookings)
      .set({ finalTotalCents: 8500, finalPlatformFeeCents: 1275, finalCleanerEarningsCents: 7225 })
      .where(eq(bookings.id, a2.id));
    await recordSucceededCharge(t.db, a2, { kind: 'overtime', amountCents: 8500 - a2.totalAmountCents });
    await booking(ana, c, { paymentStatus: 'unpaid' }); // not paid by the customer yet
    await booking(ana, c, { paymentStatus: 'failed' });
    await booking(ana, c, { paymentStatus: 'refunded' });
    await booking(ana, c, { status: 'confirmed' }); // paid but not completed
    await booking(ana, c, { status: 'cancelled', paymentStatus: 'refunded' });
    const b1 = await booking(ben, c, { country: 'CA', homeType: 'T1' }); // 3825 CAD
    const c1 = await booking(cai, c); // 4675 EUR
    const c2 = await booking(cai, c, { country: 'CA', homeType: 'T4' }); // 6375 CAD

    const before = await getOk(t.app, admin.cookie, `${ADMIN}/payouts`);
    expect(before.cleaners).toEqual([
      {
        cleanerId: ana.user.id,
        fullName: 'Ana Alves',
        currency: 'EUR',
        availableCents: 4675 + 7225,
        paidOutCents: 0,
        lastPayoutAt: null,
      },
      {
        cleanerId: cai.user.id,
        fullName: cai.profile.fullName,
        currency: 'CAD',
        availableCents: 6375,
        paidOutCents: 0,
        lastPayoutAt: null,
      },
      {
        cleanerId: cai.user.id,
        fullName: cai.profile.fullName,
        currency: 'EUR',
        availableCents: 4675,
        paidOutCents: 0,
        lastPayoutAt: null,
      },
      {
        cleanerId: ben.user.id,
        fullName: 'Ben Brown',
        currency: 'CAD',
        availableCents: 3825,
        paidOutCents: 0,
        lastPayoutAt: null,
      },
    ]);
    expect(before.payouts).toEqual([]);
    expect(before.totals).toEqual({
      availableByCurrency: [
        { currency: 'CAD', amountCents: 6375 + 3825 },
        { currency: 'EUR', amountCents: 4675 + 7225 + 4675 },
      ],
      paidOutByCurrency: [],
      payoutCount: 0,
    });

    const results = await Promise.all([run(), run(), run(), run()]);
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const bodies = results.map((r) => r.json());
    expect(bodies.map((b) => b.count).sort()).toEqual([0, 0, 0, 4]);
    const created = bodies.find((b) => b.count === 4)!.payouts as Json[];
    const summary = (p: Json) => [p.cleanerId, p.currency, p.amountCents, p.bookingCount, p.status];
    expect(created.map(summary).sort()).toEqual(
      [
        [ana.user.id, 'EUR', 4675 + 7225, 2, 'completed'],
        [ben.user.id, 'CAD', 3825, 1, 'completed'],
        [cai.user.id, 'EUR', 4675, 1, 'completed'],
        [cai.user.id, 'CAD', 6375, 1, 'completed'],
      ].sort(),
    );
    expect(await t.db.select().from(payouts)).toHaveLength(4);
    const items = await t.db.select().from(payoutItems);
    expect(items.map((i) => i.bookingId).sort()).toEqual([a1.id, a2.id, b1.id, c1.id, c2.id].sort());
    expect(items.find((i) => i.bookingId === a2.id)?.amountCents).toBe(7225);

    // Nothing new: nothing paid.
    expect((await run()).json()).toEqual({ payouts: [], count: 0, skipped: [] });

    // A new paid job: the next run pays just that.
    const a3 = await booking(ana, c, { homeType: 'T0' });
    const next = (await run()).json();
    expect(next.count).toBe(1);
    expect(next.payouts[0]).toMatchObject({
      cleanerId: ana.user.id,
      fullName: 'Ana Alves',
      currency: 'EUR',
      amountCents: a3.cleanerEarningsCents,
      bookingCount: 1,
    });

    const after = await getOk(t.app, admin.cookie, `${ADMIN}/payouts`);
    expect(after.totals).toEqual({
      availableByCurrency: [],
      paidOutByCurrency: [
        { currency: 'CAD', amountCents: 6375 + 3825 },
        { currency: 'EUR', amountCents: 4675 + 7225 + 4675 + a3.cleanerEarningsCents },
      ],
      payoutCount: 5,
    });
    const anaEur = after.cleaners.find((r: Json) => r.cleanerId === ana.user.id);
    expect(anaEur).toMatchObject({ availableCents: 0, paidOutCents: 4675 + 7225 + a3.cleanerEarningsCents });
    expect(anaEur.lastPayoutAt).toBe(next.payouts[0].createdAt);
    expect(after.payouts[0]).toEqual(next.payouts[0]);
    expect(after.payouts).toHaveLength(5);

    // Payouts CSV: every payout, newest first, escaped and formula-safe.
    const csv = await get(t.app, admin.cookie, `${ADMIN}/payouts.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="payouts.csv"');
    const rows = parseCsv(csv.body);
    expect(rows[0]).toEqual(['ID', 'Created', 'Cleaner', 'Amount', 'Currency', 'Status', 'Bookings']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(after.payouts.map((p: Json) => p.id));
    const caiCad = created.find((p) => p.cleanerId === cai.user.id && p.currency === 'CAD')!;
    expect(csv.body).toContain(
      `${caiCad.id},${caiCad.createdAt},"'+Cai, ""the"" Cleaner",63.75,CAD,completed,1\r\n`,
    );
  });

  it('even without the lock, the same earnings can never be paid out twice (payout_items key)', async () => {
    const customer = await createCustomer(t.db);
    const dee = await createCleaner(t.db, { name: 'Dee Dias' });
    const d1 = await booking(dee, customer.user.id);
    // Two runs that skip the advisory lock and overlap: A has inserted its items but not committed when B
    // runs. B cannot see A's rows, so it tries to pay the same booking, waits on A's payout_items key, and
    // fails with a unique violation once A commits: B rolls back whole.
    let releaseA!: () => void;
    const aMayCommit = new Promise<void>((resolve) => {
      releaseA = resolve;
    });
    let aInserted = false;
    const a = t.db.transaction(async (tx) => {
      const rows = await insertPayoutsForOwedEarnings(tx, admin.userId);
      aInserted = true;
      await aMayCommit;
      return rows;
    });
    await expect.poll(() => aInserted).toBe(true);
    const b = t.db.transaction((tx) => insertPayoutsForOwedEarnings(tx, admin.userId));
    const bOutcome = b.then(
      () => 'committed',
      (err) => pgCode(err),
    );
    await expect
      .poll(async () => {
        const waiting = await t.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return Number(waiting.rows[0]?.n);
      })
      .toBeGreaterThan(0);
    releaseA();
    expect((await a).map((p) => p.cleanerId)).toContain(dee.user.id);
    expect(await bOutcome).toBe('23505');
    const paid = await t.db.select().from(payouts).where(eq(payouts.cleanerId, dee.user.id));
    expect(paid).toHaveLength(1);
    expect(paid[0]?.amountCents).toBe(d1.cleanerEarningsCents);
    const items = await t.db
      .select()
      .from(payoutItems)
      .where(inArray(payoutItems.payoutId, [paid[0]!.id]));
    expect(items.map((i) => i.bookingId)).toEqual([d1.id]);
  });
});
