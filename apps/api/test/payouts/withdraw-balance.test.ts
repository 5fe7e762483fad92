import { moneyAuditEvents, payoutItems, payouts, profiles } from '@limpa/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { adminSignedIn, cleanerSignedIn, customerWithAddressAndCard } from '../helpers/booking-fixtures';
import { useOtherApp, useTestApp } from '../helpers/test-app';
import { earned, WITHDRAW, withdraw, withdrawalStatus } from './withdraw-fixtures';

// Local payments: the processor's stand-in transfers at once. A fresh database for this file.
const t = useTestApp();
const other = useOtherApp(t);

const payoutsOf = (cleanerId: string) => t.db.select().from(payouts).where(eq(payouts.cleanerId, cleanerId));
const auditsOf = (cleanerId: string) =>
  t.db
    .select()
    .from(moneyAuditEvents)
    .where(
      sql`${moneyAuditEvents.action} = 'payout_withdrawal' and ${moneyAuditEvents.actorUserId} = ${cleanerId}`,
    );

describe('POST /api/v1/me/payouts/withdraw', () => {
  it('pays the whole available balance once, audited, and the status then says when the next one is', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const a = await earned(t.db, cleaner.userId);
    const b = await earned(t.db, cleaner.userId, { earningsCents: 1234 });
    const ready = (await withdrawalStatus(t.app, cleaner.cookie)).json();
    expect(ready).toEqual({
      state: 'ready',
      currency: 'EUR',
      availableCents: 4675 + 1234,
      minimumCents: 1000,
      nextAt: null,
    });

    const res = await withdraw(t.app, cleaner.cookie, 'click-0001');
    expect(res.statusCode, res.body).toBe(201);
    const { payout } = res.json();
    expect(payout).toMatchObject({ amountCents: 4675 + 1234, currency: 'EUR', status: 'completed' });
    const [row] = await payoutsOf(cleaner.userId);
    expect(row).toMatchObject({
      id: payout.id,
      kind: 'withdrawal',
      requestKey: `withdraw:${cleaner.userId}:click-0001`,
      createdBy: cleaner.userId,
      transferReference: expect.any(String),
    });
    const items = await t.db.select().from(payoutItems).where(eq(payoutItems.payoutId, payout.id));
    expect(items.map((i) => i.bookingId).sort()).toEqual([a.id, b.id].sort());
    const [audit] = await auditsOf(cleaner.userId);
    expect(audit).toMatchObject({
      amountCents: 4675 + 1234,
      detail: expect.objectContaining({ payoutId: payout.id }),
    });

    // The same click sent again answers the same payout and moves nothing more.
    const again = await withdraw(t.app, cleaner.cookie, 'click-0001');
    expect(again.statusCode).toBe(201);
    expect(again.json().payout.id).toBe(payout.id);
    expect(await payoutsOf(cleaner.userId)).toHaveLength(1);

    const after = (await withdrawalStatus(t.app, cleaner.cookie)).json();
    expect(after.state).toBe('already_today');
    const made = new Date(payout.createdAt).getTime();
    expect(new Date(after.nextAt).getTime()).toBe(made + 24 * 3600_000);
    const earnings = (
      await t.app.inject({ url: '/api/v1/me/earnings', headers: { cookie: cleaner.cookie } })
    ).json();
    expect(earnings.totals[0]).toMatchObject({ availableCents: 0, paidOutCents: 4675 + 1234 });
  });

  it('refuses a second withdrawal within 24 hours (429, Retry-After) and allows it after', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    await earned(t.db, cleaner.userId);
    expect((await withdraw(t.app, cleaner.cookie)).statusCode).toBe(201);
    const next = await earned(t.db, cleaner.userId);

    const second = await withdraw(t.app, cleaner.cookie);
    expectProblem(second, 429, 'One Withdrawal A Day');
    expect(second.json().code).toBe('withdrawal_too_soon');
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await payoutsOf(cleaner.userId)).toHaveLength(1);
    expect(await auditsOf(cleaner.userId)).toHaveLength(1);

    // In the cleaner's language.
    await t.db.update(profiles).set({ locale: 'pt-PT' }).where(eq(profiles.userId, cleaner.userId));
    const pt = await withdraw(t.app, cleaner.cookie);
    expect(pt.json()).toMatchObject({ status: 429, title: 'Um levantamento por dia' });
    await t.db.update(profiles).set({ locale: 'en' }).where(eq(profiles.userId, cleaner.userId));

    // 24 hours and a minute later, the next one goes (the rule is a rolling 24 hours).
    await t.db
      .update(payouts)
      .set({ createdAt: sql`now() - interval '24 hours 1 minute'` })
      .where(eq(payouts.cleanerId, cleaner.userId));
    const third = await withdraw(t.app, cleaner.cookie);
    expect(third.statusCode, third.body).toBe(201);
    expect(third.json().payout.amountCents).toBe(next.cleanerEarningsCents);
  });

  it('refuses under 10.00 (409, the minimum and the balance said) and writes nothing', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    await earned(t.db, cleaner.userId, { earningsCents: 999 });
    expect((await withdrawalStatus(t.app, cleaner.cookie)).json()).toMatchObject({
      state: 'below_minimum',
      availableCents: 999,
    });
    const res = await withdraw(t.app, cleaner.cookie);
    expectProblem(res, 409, 'Nothing To Withdraw');
    expect(res.json()).toMatchObject({
      code: 'nothing_to_withdraw',
      detail: 'You can withdraw from €10.00; €9.99 is available now.',
    });
    await t.db.update(profiles).set({ locale: 'fr-CA' }).where(eq(profiles.userId, cleaner.userId));
    const fr = (await withdraw(t.app, cleaner.cookie)).json();
    // Intl puts no-break spaces in French amounts.
    expect(fr.detail.replace(/\s/g, ' ')).toBe(
      'Vous pouvez retirer à partir de 10,00 €; 9,99 € est disponible maintenant.',
    );
    expect(await payoutsOf(cleaner.userId)).toEqual([]);
    expect(await auditsOf(cleaner.userId)).toEqual([]);

    // One more cent and it goes: 10.00 exactly is enough.
    await earned(t.db, cleaner.userId, { earningsCents: 1 });
    const ok = await withdraw(t.app, cleaner.cookie);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().payout.amountCents).toBe(1000);
  });

  it('refuses without a connected payout account (409) and writes nothing', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db, { profile: { payoutConnected: false } });
    await earned(t.db, cleaner.userId);
    expect((await withdrawalStatus(t.app, cleaner.cookie)).json().state).toBe('no_account');
    const res = await withdraw(t.app, cleaner.cookie);
    expectProblem(res, 409, 'No Payout Account');
    expect(res.json().code).toBe('no_payout_account');
    expect(await payoutsOf(cleaner.userId)).toEqual([]);
  });

  it('parallel requests to two API processes withdraw once', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    await earned(t.db, cleaner.userId);
    await earned(t.db, cleaner.userId);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => withdraw(i % 2 ? other.app : t.app, cleaner.cookie)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes, results.map((r) => r.body).join('\n')).toEqual([201, 429, 429, 429, 429, 429]);
    const rows = await payoutsOf(cleaner.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 2 * 4675, status: 'completed' });
    expect(await auditsOf(cleaner.userId)).toHaveLength(1);
  });

  it("reaches only the caller's own balance; customers and admins cannot withdraw", async () => {
    const ana = await cleanerSignedIn(t.app, t.db);
    const ben = await cleanerSignedIn(t.app, t.db);
    await earned(t.db, ana.userId);
    await earned(t.db, ben.userId, { earningsCents: 2000 });
    // Ben sends Ana's kind of key: his own payout, from his own balance.
    expect((await withdraw(t.app, ana.cookie, 'same-key-1')).statusCode).toBe(201);
    const bens = await withdraw(t.app, ben.cookie, 'same-key-1');
    expect(bens.statusCode, bens.body).toBe(201);
    expect(bens.json().payout.amountCents).toBe(2000);
    expect((await payoutsOf(ana.userId)).map((p) => p.amountCents)).toEqual([4675]);
    expect((await payoutsOf(ben.userId)).map((p) => p.amountCents)).toEqual([2000]);

    const customer = await customerWithAddressAndCard(t.app, t.db);
    const admin = await adminSignedIn(t.app, t.db);
    for (const cookie of [customer.cookie, admin.cookie]) {
      expect((await t.app.inject({ method: 'POST', url: WITHDRAW, headers: { cookie } })).statusCode).toBe(
        403,
      );
      expect((await withdrawalStatus(t.app, cookie)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: WITHDRAW })).statusCode).toBe(401);
  });

  it('refuses a malformed idempotency key (400) and writes nothing', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    await earned(t.db, cleaner.userId);
    expectProblem(await withdraw(t.app, cleaner.cookie, 'no spaces allowed'), 400);
    expect(await payoutsOf(cleaner.userId)).toEqual([]);
  });
});
