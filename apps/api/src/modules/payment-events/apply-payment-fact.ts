import { bookingCharges, type DbOrTx, disputes, payoutAccounts, profiles } from '@limpa/db';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/app-context';
import type { GatewayEventFact } from '../../lib/gateway-events';
import {
  findChargeAttempt,
  lockBookingForPayment,
  recomputePaymentStatus,
  settleChargeAttempt,
} from '../booking-payments/booking-payments.repository';
import { issueMoneyDocuments } from '../booking-payments/issue-money-documents';
import { applyTransferReversal } from './apply-transfer-reversal';

/** What must happen after the event's transaction commits (mail, refund of a cancelled booking's charge). */
export interface FollowUp {
  notifyActionFor?: string;
  refundBooking?: string;
  /** A tip succeeded: its cleaner is told. */
  notifyTipFor?: string;
  /** A charge succeeded: anything still owed (overtime added meanwhile) is charged next. */
  settleBooking?: string;
  /** Refunds (booking_charges ids) this event settled, either way: a customer is told once a refund's parts all have. */
  refundsSettled?: string[];
  /** Attempts this event settled, counted once committed (limpa_payment_outcomes_total). */
  outcomes?: { kind: string; status: string }[];
}

type PaymentFact = Extract<GatewayEventFact, { type: `payment_${string}` }>;

/** What applying an event needs besides its transaction: the log, and the mailer for a receipt (decision 080). */
export type EventDeps = Pick<AppContext, 'mailer' | 'config'> & { log?: FastifyBaseLogger };

/**
 * A charge's outcome from the processor, as a compare-and-swap on our attempt: succeeded is final, failed and
 * requires_action only move an attempt that has not settled yet. So the events can come in any order, twice.
 */
async function applyPayment(tx: DbOrTx, fact: PaymentFact, deps: EventDeps): Promise<FollowUp> {
  const attempt = await findChargeAttempt(tx, fact);
  if (!attempt || attempt.kind === 'refund') return {};
  const booking = await lockBookingForPayment(tx, attempt.bookingId);
  if (!booking) return {};
  const outcome = {
    reference: fact.reference,
    failureCode: fact.failureCode,
    failureMessage: fact.failureMessage,
    clientSecret: fact.clientSecret,
  };
  let moved: unknown;
  if (fact.type === 'payment_succeeded') {
    // A superseded attempt that succeeds after all (customer authenticated an old PaymentIntent) would be a
    // second live charge: it is left for an admin to refund and logged.
    const [other] = await tx
      .select({ id: bookingCharges.id })
      .from(bookingCharges)
      .where(
        and(
          eq(bookingCharges.bookingId, attempt.bookingId),
          eq(bookingCharges.kind, attempt.kind),
          ne(bookingCharges.id, attempt.id),
          inArray(bookingCharges.status, ['pending', 'succeeded', 'requires_action']),
        ),
      )
      .limit(1);
    if (other) {
      deps.log?.error({ chargeId: attempt.id }, 'a superseded charge succeeded; refund it by hand');
      return {};
    }
    moved = await settleChargeAttempt(tx, attempt.id, { status: 'succeeded', ...outcome }, [
      'pending',
      'requires_action',
      'failed',
    ]);
  } else if (fact.type === 'payment_failed') {
    moved = await settleChargeAttempt(tx, attempt.id, { status: 'failed', ...outcome }, [
      'pending',
      'requires_action',
    ]);
  } else {
    moved = await settleChargeAttempt(tx, attempt.id, { status: 'requires_action', ...outcome }, ['pending']);
  }
  if (!moved) return {};
  const status = await recomputePaymentStatus(tx, attempt.bookingId);
  if (fact.type === 'payment_succeeded') await issueMoneyDocuments(deps, tx, attempt.bookingId);
  const outcomes = [{ kind: attempt.kind, status: fact.type.slice('payment_'.length) }];
  if (fact.type === 'payment_succeeded' && status?.bookingStatus === 'cancelled') {
    return { refundBooking: attempt.bookingId, outcomes };
  }
  // A tip is no part of the booking's price: its success tells the cleaner (once, whoever settles it first),
  // and it never asks the customer to authenticate (decision 076).
  if (attempt.kind === 'tip') {
    return fact.type === 'payment_succeeded' ? { notifyTipFor: attempt.bookingId, outcomes } : { outcomes };
  }
  if (fact.type === 'payment_succeeded') return { settleBooking: attempt.bookingId, outcomes };
  return fact.type === 'payment_requires_action'
    ? { notifyActionFor: attempt.bookingId, outcomes }
    : { outcomes };
}

async function applyRefunds(
  tx: DbOrTx,
  fact: Extract<GatewayEventFact, { type: 'refund_updated' }>,
  deps: EventDeps,
): Promise<FollowUp> {
  const refundsSettled: string[] = [];
  const outcomes: NonNullable<FollowUp['outcomes']> = [];
  for (const refund of fact.refunds) {
    if (refund.status === 'pending') continue;
    const [row] = await tx
      .update(bookingCharges)
      .set({ status: refund.status, settledAt: new Date() })
      .where(
        and(
          eq(bookingCharges.reference, refund.reference),
          eq(bookingCharges.kind, 'refund'),
          eq(bookingCharges.status, 'pending'),
        ),
      )
      .returning({ id: bookingCharges.id, bookingId: bookingCharges.bookingId });
    if (row) {
      await lockBookingForPayment(tx, row.bookingId);
      await recomputePaymentStatus(tx, row.bookingId);
      if (refund.status === 'succeeded') await issueMoneyDocuments(deps, tx, row.bookingId);
      refundsSettled.push(row.id);
      outcomes.push({ kind: 'refund', status: refund.status });
    }
  }
  return { refundsSettled, outcomes };
}

/** Disputes: inserted once per processor id; a closed dispute (won/lost) never reopens on a late event. */
async function applyDispute(tx: DbOrTx, fact: Extract<GatewayEventFact, { type: 'dispute_updated' }>) {
  const attempt = fact.paymentReference
    ? await findChargeAttempt(tx, { reference: fact.paymentReference })
    : null;
  if (!attempt) return {};
  await tx
    .insert(disputes)
    .values({
      bookingId: attempt.bookingId,
      gatewayDisputeId: fact.disputeId,
      amountCents: fact.amountCents,
      currency: attempt.currency,
      status: fact.status,
      reason: fact.reason,
    })
    .onConflictDoUpdate({
      target: disputes.gatewayDisputeId,
      set: {
        status: sql`case when ${disputes.status} = 'open' then excluded.status else ${disputes.status} end`,
        updatedAt: sql`now()`,
      },
    });
  return {};
}

async function applyAccount(tx: DbOrTx, fact: Extract<GatewayEventFact, { type: 'account_updated' }>) {
  const [account] = await tx
    .update(payoutAccounts)
    .set({ payoutsEnabled: fact.payoutsEnabled, updatedAt: sql`now()` })
    .where(eq(payoutAccounts.gatewayAccountId, fact.accountId))
    .returning({ userId: payoutAccounts.userId });
  if (account) {
    await tx
      .update(profiles)
      .set({ payoutConnected: fact.payoutsEnabled })
      .where(eq(profiles.userId, account.userId));
  }
  return {};
}

/** Applies one verified event inside the caller's transaction. */
export function applyPaymentFact(tx: DbOrTx, fact: GatewayEventFact, deps: EventDeps): Promise<FollowUp> {
  switch (fact.type) {
    case 'payment_succeeded':
    case 'payment_failed':
    case 'payment_requires_action':
      return applyPayment(tx, fact, deps);
    case 'refund_updated':
      return applyRefunds(tx, fact, deps);
    case 'dispute_updated':
      return applyDispute(tx, fact);
    case 'account_updated':
      return applyAccount(tx, fact);
    case 'transfer_reversed':
      return applyTransferReversal(tx, fact);
    default:
      return Promise.resolve({});
  }
}
