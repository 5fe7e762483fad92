import { bookingCharges, bookings, type Database } from '@limpa/db';
import type { PaymentStatus } from '@limpa/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { notFound } from '../../lib/app-error';
import { isLocalAuthenticator } from '../../lib/payment-gateway';
import { applyPaymentFact } from '../payment-events/apply-payment-fact';
import { runFollowUp } from '../payment-events/process-payment-event';

const paymentNotFound = () => notFound('Payment not found.', 'Payment not found');

/**
 * The local stand-in for the card issuer's 3-D Secure page: the signed-in customer who owns the charge answers
 * it, and the outcome is applied exactly as Stripe's webhook would be (succeeded → paid, fail → failed).
 */
export async function authenticateLocalPayment(
  ctx: AppContext,
  customerUserId: string,
  input: { clientSecret: string; outcome: 'succeed' | 'fail' },
): Promise<{ status: PaymentStatus }> {
  const [attempt] = await ctx.db
    .select({ id: bookingCharges.id, bookingId: bookingCharges.bookingId })
    .from(bookingCharges)
    .innerJoin(bookings, eq(bookings.id, bookingCharges.bookingId))
    .where(
      and(
        eq(bookingCharges.clientSecret, input.clientSecret),
        eq(bookingCharges.status, 'requires_action'),
        eq(bookings.customerId, customerUserId),
      ),
    )
    .limit(1);
  if (!attempt) throw paymentNotFound();
  // Only the local processor has this page; with another, no charge of its kind exists.
  if (!isLocalAuthenticator(ctx.payments)) throw paymentNotFound();
  const settled = await ctx.payments.authenticate(input.clientSecret, input.outcome);
  if (!settled) throw paymentNotFound();
  const followUp = await ctx.db.transaction((tx) =>
    applyPaymentFact(
      tx,
      {
        type: settled.status === 'succeeded' ? 'payment_succeeded' : 'payment_failed',
        reference: settled.reference,
        chargeId: attempt.id,
        failureCode: settled.status === 'succeeded' ? null : 'authentication_required',
        failureMessage: settled.status === 'succeeded' ? null : 'Your bank declined the authentication.',
        clientSecret: null,
      },
      ctx,
    ),
  );
  await runFollowUp(ctx, followUp);
  return { status: await paymentStatusOf(ctx.db, attempt.bookingId) };
}

async function paymentStatusOf(db: Database, bookingId: string): Promise<PaymentStatus> {
  const [b] = await db.select({ s: bookings.paymentStatus }).from(bookings).where(eq(bookings.id, bookingId));
  return b!.s;
}
