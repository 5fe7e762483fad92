import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** The built-in test card processor's own tables (PAYMENTS=local). */
// The built-in test card processor's own vault: it plays the card provider's side, so it is never joined to
// our tables. Only brand, last four, expiry and the simulated outcome are kept; never a card number or CVC.
export type LocalCardOutcome = 'succeed' | 'card_declined' | 'insufficient_funds' | 'authentication_required';

export const localGatewayCards = pgTable(
  'local_gateway_cards',
  {
    /** The token the browser receives, which also serves as the saved card's gateway id once attached. */
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    outcome: text('outcome').$type<LocalCardOutcome>().notNull(),
    attached: boolean('attached').notNull().default(false),
    /** Who it was attached to (the provider's "customer"); set once, with `attached`. */
    customerUserId: text('customer_user_id'),
    /** A detached card can never be attached or charged again. */
    detachedAt: timestamp('detached_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('local_gateway_cards_last_four_ck', sql`${t.lastFour} ~ '^[0-9]{4}$'`),
    check('local_gateway_cards_month_ck', sql`${t.expMonth} between 1 and 12`),
    check(
      'local_gateway_cards_outcome_ck',
      sql`${t.outcome} in ('succeed','card_declined','insufficient_funds','authentication_required')`,
    ),
  ],
);

export const localGatewayCharges = pgTable(
  'local_gateway_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The caller's idempotency key: PostgreSQL guarantees one attempt per key, whatever the concurrency. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Transfers are payouts to a cleaner's (simulated) account: ledger entries only. */
    kind: text('kind').$type<'charge' | 'refund' | 'transfer'>().notNull(),
    /** Charges: the card charged. Refunds: null. */
    gatewayPaymentMethodId: text('gateway_payment_method_id'),
    /** Refunds: the reference of the refunded charge. Charges: null. */
    refundedReference: text('refunded_reference'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description'),
    /** requires_action: card 4000 0027 6000 3184 waits for the local authenticate page (client_secret). */
    status: text('status').$type<'succeeded' | 'failed' | 'requires_action'>().notNull(),
    clientSecret: text('client_secret').unique(),
    /** Transfers: the destination account. */
    destination: text('destination'),
    /** The processor's id for this attempt (ch_local_… / re_local_…). */
    reference: text('reference').notNull().unique(),
    failureCode: text('failure_code'),
    createdAt: createdAt(),
  },
  (t) => [
    check('local_gateway_charges_kind_ck', sql`${t.kind} in ('charge','refund','transfer')`),
    check('local_gateway_charges_status_ck', sql`${t.status} in ('succeeded','failed','requires_action')`),
    check('local_gateway_charges_amount_ck', sql`${t.amountCents} > 0`),
    index('local_gateway_charges_refunded_idx').on(t.refundedReference),
  ],
);
