import { bookings, disputes } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { cleanerSignedIn } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { earned, withdraw, withdrawalStatus } from './withdraw-fixtures';

const t = useTestApp();

/** The wallet's "Available" in euros, as GET /me/earnings answers it. */
const walletAvailable = async (cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/me/earnings', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().totals.find((row: { currency: string }) => row.currency === 'EUR')
    .availableCents as number;
};

describe("the wallet's Available and the withdrawal pay the same", () => {
  it('counts only what a withdrawal pays: not a booking whose overtime waits, nor one under dispute', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    await earned(t.db, cleaner.userId, { earningsCents: 2000 });
    // Completed and marked paid, yet not payable: its overtime awaits the customer's consent…
    const waiting = await earned(t.db, cleaner.userId, { earningsCents: 3000 });
    await t.db
      .update(bookings)
      .set({ overtimeStatus: 'pending_approval' })
      .where(eq(bookings.id, waiting.id));
    // …and this one's charge is disputed with the card issuer.
    const disputed = await earned(t.db, cleaner.userId, { earningsCents: 4000 });
    await t.db.insert(disputes).values({
      bookingId: disputed.id,
      gatewayDisputeId: `dp_${disputed.id}`,
      amountCents: 4000,
      currency: 'EUR',
      status: 'open',
    });

    const status = (await withdrawalStatus(t.app, cleaner.cookie)).json();
    expect(status).toMatchObject({ state: 'ready', availableCents: 2000 });
    const shown = await walletAvailable(cleaner.cookie);
    expect(shown).toBe(status.availableCents);

    const res = await withdraw(t.app, cleaner.cookie, 'wallet-agrees-1');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().payout.amountCents).toBe(shown);
    // Paid out: nothing is left to show nor to withdraw.
    expect(await walletAvailable(cleaner.cookie)).toBe(0);
    expect((await withdrawalStatus(t.app, cleaner.cookie)).json().availableCents).toBe(0);
  });

  it('shows nothing available when a withdrawal would refuse for want of payable money', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const waiting = await earned(t.db, cleaner.userId, { earningsCents: 5000 });
    await t.db.update(bookings).set({ overtimeStatus: 'disputed' }).where(eq(bookings.id, waiting.id));
    expect(await walletAvailable(cleaner.cookie)).toBe(0);
    const refused = expectProblem(await withdraw(t.app, cleaner.cookie, 'wallet-agrees-2'), 409);
    expect(refused.code).toBe('nothing_to_withdraw');
  });
});
