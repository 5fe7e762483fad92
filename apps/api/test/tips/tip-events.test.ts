import { bookingCharges, notifications } from '@limpa/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applyPaymentFact } from '../../src/modules/payment-events/apply-payment-fact';
import { runFollowUp } from '../../src/modules/payment-events/process-payment-event';
import { useTestApp } from '../helpers/test-app';
import { tipCharges, tippable } from './tip-fixtures';

const t = useTestApp();

/** A tip attempt left where a stopped request left it: claimed, charged at the processor, not yet settled here. */
async function tipInFlight(status: 'pending' | 'requires_action') {
  const b = await tippable(t.app, t.db);
  const [row] = await t.db
    .insert(bookingCharges)
    .values({
      bookingId: b.id,
      kind: 'tip',
      amountCents: 500,
      currency: 'EUR',
      status,
      reference: `pi_tip_${b.id}`,
      idempotencyKey: `booking:${b.id}:tip`,
    })
    .returning();
  return { b, charge: row! };
}

const fact = (
  type: 'payment_succeeded' | 'payment_requires_action',
  chargeId: string,
  reference: string,
) => ({
  type,
  chargeId,
  reference,
  failureCode: null,
  failureMessage: null,
  clientSecret: type === 'payment_requires_action' ? `secret_${chargeId}` : null,
});

const tipNoticesOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'tip_received')));

describe("a tip settled by the processor's event", () => {
  it('tells the cleaner when the event, not the request, settles it', async () => {
    const { b, charge } = await tipInFlight('pending');
    const followUp = await t.db.transaction((tx) =>
      applyPaymentFact(tx, fact('payment_succeeded', charge.id, charge.reference!), t.app.ctx),
    );
    await runFollowUp(t.app.ctx, followUp);
    expect((await tipCharges(t.db, b.id)).map((c) => c.status)).toEqual(['succeeded']);
    expect(await tipNoticesOf(b.cleaner.userId)).toHaveLength(1);
  });

  it('never asks the customer to authenticate a tip', async () => {
    const { b, charge } = await tipInFlight('pending');
    const followUp = await t.db.transaction((tx) =>
      applyPaymentFact(tx, fact('payment_requires_action', charge.id, charge.reference!), t.app.ctx),
    );
    expect(followUp.notifyActionFor).toBeUndefined();
    await runFollowUp(t.app.ctx, followUp);
    expect(await tipNoticesOf(b.cleaner.userId)).toHaveLength(0);
  });
});
