import { describe, expect, it } from 'vitest';
import { adminSignedIn } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { payable } from '../late-fee/late-fee-helpers';
import { getAs, payoutsOf, postAs, tip, tippable } from './tip-fixtures';

// A fresh database for this file: each payout run below pays exactly what this file made.
const t = useTestApp();

const runPayouts = async () => {
  const admin = await adminSignedIn(t.app, t.db);
  const res = await postAs(t.app, '/api/v1/admin/payouts/run', admin.cookie);
  expect(res.statusCode, res.body).toBeLessThan(300);
};

const wallet = async (cookie: string) => (await getAs(t.app, '/api/v1/me/earnings?limit=100', cookie)).json();

describe('a tip in the wallet and the payouts (decision 076)', () => {
  it('is paid in full, no fee: its own wallet line and payout item beside the earning', async () => {
    const b = await tippable(t.app, t.db);
    const earning = b.booking.finalCleanerEarningsCents ?? b.booking.cleanerEarningsCents;
    expect(await payable(t.db, b.cleaner.userId, 'EUR')).toBe(earning);
    expect((await tip(t.app, b.id, b.customer.cookie, 1234)).statusCode).toBe(201);
    expect(await payable(t.db, b.cleaner.userId, 'EUR')).toBe(earning + 1234);

    const w = await wallet(b.cleaner.cookie);
    expect(w.totals[0]).toMatchObject({ availableCents: earning + 1234, totalEarnedCents: earning + 1234 });
    const lines = w.transactions.filter((l: { bookingId?: string }) => l.bookingId === b.id);
    expect(lines).toHaveLength(2);
    expect(lines).toContainEqual(
      expect.objectContaining({
        type: 'payment',
        status: 'completed',
        amountCents: 1234,
        description: expect.stringMatching(/^Tip from your customer — /),
      }),
    );

    await runPayouts();
    const [payout] = await payoutsOf(t.db, b.cleaner.userId);
    expect(payout!.amountCents).toBe(earning + 1234);
    expect(payout!.items.map((i) => [i.kind, i.amountCents]).sort()).toEqual(
      [
        ['earning', earning],
        ['tip', 1234],
      ].sort(),
    );
    expect(await payable(t.db, b.cleaner.userId, 'EUR')).toBe(0);
  });

  it('a tip after the earning was paid out comes in the next payout, alone', async () => {
    const b = await tippable(t.app, t.db);
    await runPayouts();
    expect(await payoutsOf(t.db, b.cleaner.userId)).toHaveLength(1);
    expect((await tip(t.app, b.id, b.customer.cookie, 900)).statusCode).toBe(201);
    expect(await payable(t.db, b.cleaner.userId, 'EUR')).toBe(900);
    await runPayouts();
    const paid = await payoutsOf(t.db, b.cleaner.userId);
    expect(paid).toHaveLength(2);
    expect(paid.find((p) => p.amountCents === 900)!.items).toMatchObject([
      { bookingId: b.id, kind: 'tip', amountCents: 900 },
    ]);
    // Run again: nothing is paid twice.
    await runPayouts();
    expect(await payoutsOf(t.db, b.cleaner.userId)).toHaveLength(2);
  });
});
