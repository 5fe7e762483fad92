import { moneyAuditEvents, payoutResends, payouts } from '@limpa/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { startedInThePast } from '../helpers/booking-fixtures';
import {
  confirmedStripeBooking,
  deliverEvent,
  enableStripePayouts,
  eventsAbout,
  inject,
  useStripeApp,
} from '../payments/stripe-mode';

// Security review (issue 30) finding 5: transfer.reversed marked the payout failed, and the next payout run sent
// it again. Now the reversed money is held for an admin (decision 043).
const { h, t, admin } = useStripeApp();

const transferCalls = () =>
  h.server.requests().filter((r) => r.method === 'POST' && r.path === '/v1/transfers');
const readPayout = async (id: string) => (await t.db.select().from(payouts).where(eq(payouts.id, id)))[0]!;
const runPayouts = async () => {
  const res = await inject(t, 'POST', '/api/v1/admin/payouts/run', admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const resend = (id: string) => inject(t, 'POST', `/api/v1/admin/payouts/${id}/resend`, admin.cookie);

/** A cleaner with a completed, paid booking and payouts enabled at Stripe, paid by a run: their payout. */
async function paidOutCleaner() {
  const b = await confirmedStripeBooking(t, h);
  await startedInThePast(t.db, b.id);
  await inject(t, 'POST', `/api/v1/bookings/${b.id}/complete`, b.cleaner.cookie, { hoursWorked: 2.5 });
  const { accountId } = await enableStripePayouts(t, h, b.cleaner);
  const run = await runPayouts();
  const payout = run.payouts.find((p: { cleanerId: string }) => p.cleanerId === b.cleaner.userId);
  expect(payout).toMatchObject({ status: 'completed', heldCents: 0 });
  const row = await readPayout(payout.id);
  return {
    id: row.id,
    amountCents: row.amountCents,
    transfer: row.transferReference!,
    accountId,
  };
}

/** Stripe takes money back (all that is left without an amount) and sends transfer.reversed. */
async function reverse(transfer: string, amount?: number) {
  await h.stripe.transfers.createReversal(transfer, amount ? { amount } : {});
  const event = eventsAbout(h.server, transfer, 'transfer.reversed').at(-1)!;
  await deliverEvent(t, h.server, event);
  return event;
}

describe('a reversed transfer is held, never paid again by a run', () => {
  it('marks the payout reversed, holds the whole amount, and the next runs send nothing', async () => {
    const p = await paidOutCleaner();
    const event = await reverse(p.transfer);
    expect(await readPayout(p.id)).toMatchObject({ status: 'reversed', heldCents: p.amountCents });
    await deliverEvent(t, h.server, event); // a replay adds nothing
    expect((await readPayout(p.id)).heldCents).toBe(p.amountCents);

    const before = transferCalls().length;
    await runPayouts();
    await runPayouts();
    expect(transferCalls()).toHaveLength(before);
    expect(await readPayout(p.id)).toMatchObject({ status: 'reversed', heldCents: p.amountCents });

    const listed = (await inject(t, 'GET', '/api/v1/admin/payouts', admin.cookie)).json();
    expect(listed.payouts.find((x: { id: string }) => x.id === p.id)).toMatchObject({
      status: 'reversed',
      heldCents: p.amountCents,
    });
  });

  it('a partial reversal holds only its amount; a late event of a smaller total changes nothing', async () => {
    const p = await paidOutCleaner();
    const first = await reverse(p.transfer, 500);
    expect(await readPayout(p.id)).toMatchObject({ status: 'reversed', heldCents: 500 });
    await reverse(p.transfer, 300);
    await deliverEvent(t, h.server, first);
    expect((await readPayout(p.id)).heldCents).toBe(800);
    const balances = (await inject(t, 'GET', '/api/v1/admin/payouts', admin.cookie)).json().cleaners;
    const cleaner = (await readPayout(p.id)).cleanerId;
    expect(balances.find((b: { cleanerId: string }) => b.cleanerId === cleaner).paidOutCents).toBe(
      p.amountCents - 800,
    );
  });
});

describe('an admin re-sends held money as a new, audited transfer', () => {
  it('201 with a new transfer under payout:{id}:resend:1; twice at once sends once; then nothing is held', async () => {
    const p = await paidOutCleaner();
    await reverse(p.transfer, 700);
    const before = transferCalls().length;
    const [a, b] = await Promise.all([resend(p.id), resend(p.id)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const ok = a.statusCode === 201 ? a : b;
    expectProblem(a.statusCode === 201 ? b : a, 409);
    expect(ok.json()).toMatchObject({
      payout: { id: p.id, status: 'reversed', heldCents: 0 },
      transfer: { n: 1, amountCents: 700, idempotencyKey: `payout:${p.id}:resend:1` },
    });
    const calls = transferCalls().slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ idempotencyKey: `payout:${p.id}:resend:1` });
    expect(calls[0]!.params).toMatchObject({ amount: '700', destination: p.accountId });
    const [audit] = await t.db
      .select()
      .from(moneyAuditEvents)
      .where(
        sql`${moneyAuditEvents.action} = 'payout_resend' and ${moneyAuditEvents.detail}->>'payoutId' = ${p.id}`,
      );
    expect(audit).toMatchObject({
      amountCents: 700,
      detail: expect.objectContaining({ n: 1, status: 'succeeded' }),
    });
    expect(await t.db.select().from(payoutResends).where(eq(payoutResends.payoutId, p.id))).toHaveLength(1);
    const again = await resend(p.id);
    expectProblem(again, 409);
    expect(again.json().code).toBe('nothing_held');
  });

  it('a refused re-send keeps the money held and the next uses a new key; a reversed re-send is held again', async () => {
    const p = await paidOutCleaner();
    await reverse(p.transfer);
    h.server.failNextTransfer(p.accountId);
    const refused = await resend(p.id);
    expectProblem(refused, 409);
    expect(refused.json().code).toBe('transfer_refused');
    expect(await readPayout(p.id)).toMatchObject({ heldCents: p.amountCents, resends: 1 });

    const sent = await resend(p.id);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().transfer).toMatchObject({ n: 2, idempotencyKey: `payout:${p.id}:resend:2` });
    await reverse(sent.json().transfer.reference, 250);
    expect(await readPayout(p.id)).toMatchObject({ status: 'reversed', heldCents: 250 });
    expect((await resend(p.id)).json().transfer).toMatchObject({ n: 3, amountCents: 250 });
  });

  it('the database refuses more sent than held, and unknown payouts are 404', async () => {
    const p = await paidOutCleaner();
    await expect(
      t.db.update(payouts).set({ status: 'reversed', heldCents: -1 }).where(eq(payouts.id, p.id)),
    ).rejects.toThrow();
    await expect(t.db.update(payouts).set({ heldCents: 1 }).where(eq(payouts.id, p.id))).rejects.toThrow(); // held money only on a reversed payout
    expectProblem(await resend('00000000-0000-4000-8000-000000000000'), 404);
    expectProblem(await resend(p.id), 409);
  });
});
