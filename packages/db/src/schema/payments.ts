import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bookings } from './bookings';
import { createdAt, updatedAt } from './columns';

/** Card-processor records of our side: customers, webhook events, payout accounts, disputes, money audit. */

/** The processor's customer of a user (Stripe cus_…): one per user, created on first use. */
export const gatewayCustomers = pgTable('gateway_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  gateway: text('gateway').$type<'local' | 'stripe'>().notNull(),
  gatewayCustomerId: text('gateway_customer_id').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Webhook events, stored once by their processor id before anything is done with them: a replay finds the row
 * and changes nothing; a job applies the event in one transaction and stamps processed_at.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_webhook_events_unprocessed_idx').on(t.receivedAt).where(sql`${t.processedAt} is null`),
  ],
);

/** A cleaner's payout account at the processor (Stripe Connect Express acct_…). */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  gateway: text('gateway').$type<'local' | 'stripe'>().notNull(),
  gatewayAccountId: text('gateway_account_id').notNull().unique(),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type DisputeStatus = 'open' | 'won' | 'lost';

/** A customer's chargeback of a booking's charge; the cleaner's earning is held from payouts while open or lost. */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    gatewayDisputeId: text('gateway_dispute_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').$type<'CAD' | 'EUR'>().notNull(),
    status: text('status').$type<DisputeStatus>().notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('disputes_status_ck', sql`${t.status} in ('open','won','lost')`),
    index('disputes_booking_idx').on(t.bookingId),
    index('disputes_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

export type MoneyAuditAction =
  | 'refund'
  | 'cancel'
  | 'payment_retry'
  | 'payout_run'
  | 'payout_resend'
  | 'payout_withdrawal'
  | 'payout_monday'
  | 'overtime_decision'
  | 'reassign'
  | 'complaint_decision';

/** Who moved money, when, why and what: every admin money action, withdrawal and Monday payout leaves one row. */
export const moneyAuditEvents = pgTable(
  'money_audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<MoneyAuditAction>().notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents'),
    reason: text('reason'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'money_audit_action_ck',
      sql`${t.action} in ('refund','cancel','payment_retry','payout_run','payout_resend','payout_withdrawal','payout_monday','overtime_decision','reassign','complaint_decision')`,
    ),
    index('money_audit_booking_idx').on(t.bookingId, t.createdAt),
  ],
);
