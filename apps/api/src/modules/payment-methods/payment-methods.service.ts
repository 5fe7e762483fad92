import type { AddPaymentMethodBody, PaymentMethod } from '@limpa/contracts';
import { isCardExpired } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import { badRequest, conflict, notFound, pgCode, unprocessable } from '../../lib/app-error';
import { type AttachedPaymentMethod, PaymentError } from '../../lib/payment-gateway';
import { cardFromSetupIntent, notStripeMode } from './card-from-setup-intent';
import { ensureGatewayCustomer } from './ensure-gateway-customer';
import { toPaymentMethod } from './payment-methods.mapper';
import {
  clearDefault,
  countPaymentMethods,
  deleteOwnPaymentMethod,
  findOwnPaymentMethod,
  insertPaymentMethod,
  isCardHeldByOpenBooking,
  listPaymentMethods,
  lockCustomerProfile,
  markDefault,
  type PaymentMethodRow,
  releaseCardFromSettledBookings,
} from './payment-methods.repository';

/** Saved cards per customer. */
export const MAX_PAYMENT_METHODS = 10;

const EXPIRED_CANNOT_BE_DEFAULT = 'An expired card cannot be the default payment method.';
const limitReached = () =>
  unprocessable(
    'Limit Reached',
    `You can save up to ${MAX_PAYMENT_METHODS} cards.`,
    'limit_reached',
  ).withDetailVars({
    max: MAX_PAYMENT_METHODS,
  });
const cardNotFound = () => notFound('Payment method not found.');

const expired = (row: Pick<PaymentMethodRow, 'cardExpMonth' | 'cardExpYear'>) =>
  isCardExpired(row.cardExpMonth, row.cardExpYear);

export async function listOwnPaymentMethods(ctx: AppContext, userId: string): Promise<PaymentMethod[]> {
  const now = new Date();
  return (await listPaymentMethods(ctx.db, userId)).map((row) => toPaymentMethod(row, now));
}

/**
 * Saves a card: local mode exchanges the card form's token at the gateway; Stripe mode reads the SetupIntent
 * the Payment Element confirmed (obtainCard). The gateway call happens outside the transaction (a remote call);
 * if recording fails, a card attached for this request is detached again. The customer's first (non-expired)
 * card becomes the default; `isDefault: true` switches the default.
 */
export async function addPaymentMethod(
  ctx: AppContext,
  user: { userId: string; email: string },
  body: AddPaymentMethodBody,
): Promise<PaymentMethod> {
  const { userId } = user;
  // Early refusal so a customer at the limit does not use up the token; re-checked under the lock below.
  if ((await countPaymentMethods(ctx.db, userId)) >= MAX_PAYMENT_METHODS) throw limitReached();

  const card = await obtainCard(ctx, user, body);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await lockCustomerProfile(tx, userId);
      const existing = await listPaymentMethods(tx, userId);
      // The same SetupIntent posted twice: the card is already saved.
      const same = existing.find((c) => c.gatewayPaymentMethodId === card.gatewayPaymentMethodId);
      if (same) return same;
      if (existing.length >= MAX_PAYMENT_METHODS) throw limitReached();
      const isExpired = isCardExpired(card.expMonth, card.expYear);
      if (body.isDefault === true && isExpired) {
        throw unprocessable('Failed to add payment method', EXPIRED_CANNOT_BE_DEFAULT, 'expired_card');
      }
      const makeDefault = !isExpired && (body.isDefault === true || !existing.some((c) => c.isDefault));
      if (makeDefault) await clearDefault(tx, userId);
      return insertPaymentMethod(tx, {
        userId,
        gateway: ctx.payments.kind,
        gatewayPaymentMethodId: card.gatewayPaymentMethodId,
        cardBrand: card.brand,
        cardLastFour: card.lastFour,
        cardExpMonth: card.expMonth,
        cardExpYear: card.expYear,
        isDefault: makeDefault,
      });
    });
    return toPaymentMethod(row);
  } catch (err) {
    await detachQuietly(ctx, card.gatewayPaymentMethodId);
    throw err;
  }
}

const attachFailed = (err: PaymentError) => badRequest('Failed to add payment method', err.message, err.code);

/** The card to save, as the processor knows it: never card details sent by the browser. */
async function obtainCard(
  ctx: AppContext,
  user: { userId: string; email: string },
  body: AddPaymentMethodBody,
): Promise<AttachedPaymentMethod> {
  if ('setupIntentId' in body) {
    if (ctx.payments.kind !== 'stripe') throw notStripeMode();
    return cardFromSetupIntent(ctx, user.userId, body.setupIntentId);
  }
  if (ctx.payments.kind === 'stripe') {
    throw badRequest(
      'Failed to add payment method',
      'Save cards through a SetupIntent.',
      'setup_intent_required',
    );
  }
  try {
    const customerId = await ensureGatewayCustomer(ctx, user);
    return await ctx.payments.attachPaymentMethod({ customerId, token: body.token });
  } catch (err) {
    if (err instanceof PaymentError) throw attachFailed(err);
    throw err;
  }
}

export async function setDefaultPaymentMethod(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<PaymentMethod> {
  const row = await ctx.db.transaction(async (tx) => {
    await lockCustomerProfile(tx, userId);
    const card = await findOwnPaymentMethod(tx, userId, id);
    if (!card) throw cardNotFound();
    if (expired(card)) {
      throw unprocessable('Failed to set default payment method', EXPIRED_CANNOT_BE_DEFAULT, 'expired_card');
    }
    if (card.isDefault) return card;
    await clearDefault(tx, userId);
    return markDefault(tx, userId, id);
  });
  return toPaymentMethod(row);
}

const cardInUse = () =>
  conflict(
    'This card pays for a booking that is not paid yet. You can remove it once that booking is paid or cancelled.',
    'Card In Use',
    'card_in_use',
  );

/**
 * Removes a card; if it was the default, the newest remaining non-expired card becomes the default in the same
 * transaction. A card that a pending or unpaid confirmed booking still needs is refused (409 Card In Use): the
 * customer's profile row lock serialises this with booking creation, and the RESTRICT foreign key is the
 * backstop. Paid and finished bookings let go of it. The card is detached at the gateway after the commit.
 */
export async function removePaymentMethod(ctx: AppContext, userId: string, id: string): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    await lockCustomerProfile(tx, userId);
    if (!(await findOwnPaymentMethod(tx, userId, id))) throw cardNotFound();
    if (await isCardHeldByOpenBooking(tx, id)) throw cardInUse();
    await releaseCardFromSettledBookings(tx, id);
    const card = await deleteOwnPaymentMethod(tx, userId, id).catch((err) => {
      throw pgCode(err) === '23503' ? cardInUse() : err;
    });
    if (!card) throw cardNotFound();
    if (card.isDefault) {
      const next = (await listPaymentMethods(tx, userId)).find((c) => !expired(c));
      if (next) await markDefault(tx, userId, next.id);
    }
    return card;
  });
  await detachQuietly(ctx, removed.gatewayPaymentMethodId);
}

/** A failed detach leaves an unused card at the processor: worth a warning, not a failed request. */
async function detachQuietly(ctx: AppContext, gatewayPaymentMethodId: string): Promise<void> {
  try {
    await ctx.payments.detachPaymentMethod(gatewayPaymentMethodId);
  } catch (err) {
    ctx.log.warn({ err }, 'could not detach a payment method at the gateway');
  }
}
