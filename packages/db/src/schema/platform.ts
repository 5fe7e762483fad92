import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, updatedAt } from './columns';
import { invoices } from './invoices';
import { profiles } from './profiles';

/** Settings, audit trail, mail outbox and rate-limit counters. */
export const settings = pgTable(
  'settings',
  {
    id: boolean('id').primaryKey().default(true),
    maintenanceMode: boolean('maintenance_mode').notNull().default(false),
    requireProviderApproval: boolean('require_provider_approval').notNull().default(true),
    /** How many hours ahead a new booking may start at the earliest (decision 047; bounds in @limpa/domain). */
    earliestStartHours: integer('earliest_start_hours').notNull().default(2),
    /** Approving a cleaner needs their identity document approved first (decision 071). */
    requireIdentityVerification: boolean('require_identity_verification').notNull().default(true),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('settings_single_row_ck', sql`${t.id}`),
    check('settings_earliest_start_ck', sql`${t.earliestStartHours} between 1 and 168`),
  ],
);

/**
 * The service standards cleaners are held to (decision 054): one plain text per language, written by admins
 * and shown to cleaners in their language (English when theirs is empty). Who changed it last is kept here,
 * each change in audit_log.
 */
export const serviceStandards = pgTable(
  'service_standards',
  {
    locale: text('locale').$type<'en' | 'pt-PT' | 'fr-CA'>().primaryKey(),
    body: text('body').notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('service_standards_locale_ck', sql`${t.locale} in ('en','pt-PT','fr-CA')`),
    check('service_standards_body_ck', sql`char_length(${t.body}) <= 20000`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetProfileId: uuid('target_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    /** Why, when the action asks for one (suspension). */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_target_created_idx').on(t.targetProfileId, t.createdAt.desc())],
);

/**
 * Every mail the product sends, written before it leaves (in the caller's transaction when it has one) and
 * delivered by the `mail-delivery` job with retries (decision 030). With the local transport the row is the
 * delivery (GET /api/dev/outbox); with SMTP it is the queue, and a sent row keeps no content.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers (List-Unsubscribe on optional mails), as the SMTP transport sends them. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** An invoice whose PDF the delivery renders and attaches, in `attach_locale` (decision 080). */
    attachInvoiceId: uuid('attach_invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    attachLocale: text('attach_locale'),
    transport: text('transport').notNull(),
    status: text('status').$type<'queued' | 'sending' | 'sent' | 'failed'>().notNull().default('sent'),
    attempts: integer('attempts').notNull().default(0),
    /** When a process took the row to deliver it; a stale claim (a process that stopped) is taken again. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt.desc()),
    index('mail_outbox_undelivered_idx').on(t.createdAt).where(sql`${t.status} in ('queued','sending')`),
    check('mail_outbox_status_ck', sql`${t.status} in ('queued','sending','sent','failed')`),
    check('mail_outbox_attach_ck', sql`(${t.attachInvoiceId} is null) = (${t.attachLocale} is null)`),
  ],
);

/** Fixed-window counters shared by every API process (docs/product-rules.md#rate-limits). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);
