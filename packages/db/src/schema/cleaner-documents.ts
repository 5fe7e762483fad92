import {
  CLEANER_DOCUMENT_KINDS,
  CLEANER_DOCUMENT_NAME_MAX_CHARS,
  CLEANER_DOCUMENT_REASON_MAX_CHARS,
  CLEANER_DOCUMENT_STATUSES,
} from '@limpa/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userReference, users } from './auth';
import { createdAt } from './columns';

const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(','))})`;

/**
 * A cleaner's identity document or proof of insurance (decision 071): the file in private storage under a key
 * the server made, and where its review stands. One row per cleaner and kind (the unique index): a new upload
 * replaces a pending or rejected one under the cleaner's profile row lock. The user row outlives a deleted
 * account (it is anonymised), so the documents stay for the retention period.
 */
export const cleanerDocuments = pgTable(
  'cleaner_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cleanerId: userReference('cleaner_id', 'cascade'),
    kind: text('kind').$type<(typeof CLEANER_DOCUMENT_KINDS)[number]>().notNull(),
    status: text('status').$type<(typeof CLEANER_DOCUMENT_STATUSES)[number]>().notNull().default('pending'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').$type<'image/jpeg' | 'application/pdf'>().notNull(),
    byteSize: integer('byte_size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** Why an admin asked again: shown to the cleaner; only on a rejected document. */
    reason: text('reason'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('cleaner_documents_kind_ck', oneOf(t.kind, CLEANER_DOCUMENT_KINDS)),
    check('cleaner_documents_status_ck', oneOf(t.status, CLEANER_DOCUMENT_STATUSES)),
    check('cleaner_documents_type_ck', sql`${t.contentType} in ('image/jpeg','application/pdf')`),
    check(
      'cleaner_documents_reason_ck',
      sql`(${t.status} = 'rejected') = (${t.reason} is not null) and char_length(${t.reason}) <= ${sql.raw(String(CLEANER_DOCUMENT_REASON_MAX_CHARS))}`,
    ),
    check(
      'cleaner_documents_name_ck',
      sql`char_length(${t.fileName}) between 1 and ${sql.raw(String(CLEANER_DOCUMENT_NAME_MAX_CHARS))}`,
    ),
    uniqueIndex('cleaner_documents_cleaner_kind_uq').on(t.cleanerId, t.kind),
    // The admins' queue: pending documents, oldest first.
    index('cleaner_documents_queue_idx').on(t.status, t.createdAt, t.id),
  ],
);
