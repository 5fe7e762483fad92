import type Stripe from 'stripe';
import { requireAccount } from './accounts.js';
import { requireCharge } from './charges.js';
import {
  metadataOf,
  optionalAmount,
  optionalString,
  requiredAmount,
  requiredCurrency,
  requiredString,
} from './http-io.js';
import { type RequestContext, type Route, retrieveRoute } from './route.js';
import { newId, nowSeconds } from './state.js';
import { invalidRequest, resourceMissing, StripeApiError } from './stripe-error.js';

/**
 * Moves money to a connected account. Refused like Stripe refuses it when the destination cannot receive
 * transfers yet (onboarding not finished) and, after `failNextTransfer`, once for that destination as a
 * platform without enough balance (both replayed for their Idempotency-Key, as the request executed).
 */
function create({ state, events, params }: RequestContext): Stripe.Transfer {
  const amount = requiredAmount(params);
  const currency = requiredCurrency(params);
  const destination = requireAccount(state, requiredString(params, 'destination'), 'destination');
  // A transfer tied to a charge (`source_transaction`) must name one this platform made.
  const sourceTransaction = optionalString(params, 'source_transaction');
  if (sourceTransaction) requireCharge(state, sourceTransaction, 'source_transaction');
  if (destination.capabilities?.transfers !== 'active') {
    throw new StripeApiError(
      400,
      {
        type: 'invalid_request_error',
        code: 'insufficient_capabilities_for_transfer',
        message:
          'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        param: 'destination',
      },
      true,
    );
  }
  if (state.failingTransferDestinations.delete(destination.id)) {
    throw new StripeApiError(
      400,
      {
        type: 'invalid_request_error',
        code: 'balance_insufficient',
        message:
          'You have insufficient available funds in your Stripe account. Try adding funds directly to your available balance by creating Charges using the 4000000000000077 test card.',
      },
      true,
    );
  }
  const id = newId('tr');
  const transfer: Stripe.Transfer = {
    id,
    object: 'transfer',
    amount,
    amount_reversed: 0,
    balance_transaction: newId('txn'),
    created: nowSeconds(),
    currency,
    description: optionalString(params, 'description') ?? null,
    destination: destination.id,
    destination_payment: newId('py', 14),
    livemode: false,
    metadata: metadataOf(params),
    reversals: { object: 'list', data: [], has_more: false, url: `/v1/transfers/${id}/reversals` },
    reversed: false,
    source_transaction: sourceTransaction ?? null,
    source_type: 'card',
    transfer_group: optionalString(params, 'transfer_group') ?? null,
  };
  state.transfers.set(id, transfer);
  events.emit('transfer.created', transfer);
  return transfer;
}

/**
 * Takes money back from the connected account, all that is left (no amount) or part of it, as many times as
 * wished until nothing is left; each emits `transfer.reversed` with the transfer (its `amount_reversed` the
 * total so far), as Stripe does for partial reversals too.
 */
function reverse({ state, events, params, path }: RequestContext): Stripe.TransferReversal {
  const transfer = state.transfers.get(path.id ?? '');
  if (!transfer) throw resourceMissing('transfer', path.id ?? '');
  const left = transfer.amount - transfer.amount_reversed;
  const amount = optionalAmount(params) ?? left;
  if (left === 0) throw invalidRequest(`Transfer ${transfer.id} has already been fully reversed.`, 'amount');
  if (amount > left) {
    throw invalidRequest(`Amount must be no more than ${left} (what is left of the transfer).`, 'amount');
  }
  const reversal: Stripe.TransferReversal = {
    id: newId('trr'),
    object: 'transfer_reversal',
    amount,
    balance_transaction: newId('txn'),
    created: nowSeconds(),
    currency: transfer.currency,
    destination_payment_refund: newId('pyr'),
    metadata: metadataOf(params),
    source_refund: null,
    transfer: transfer.id,
  };
  transfer.amount_reversed += amount;
  transfer.reversed = transfer.amount_reversed === transfer.amount;
  transfer.reversals.data.unshift(reversal);
  events.emit('transfer.reversed', transfer);
  return reversal;
}

export const transferRoutes: Route[] = [
  { method: 'POST', pattern: '/v1/transfers', handle: create },
  { method: 'POST', pattern: '/v1/transfers/:id/reversals', handle: reverse },
  retrieveRoute('/v1/transfers/:id', 'transfer', (state) => state.transfers),
];
