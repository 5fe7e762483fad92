import { type DbOrTx, mailOutbox } from '@limpa/db';
import { desc } from 'drizzle-orm';

/** The newest 50 mails of the outbox, for the development outbox page (GET /api/dev/outbox). */
export const listRecentOutboxMails = (db: DbOrTx) =>
  db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(50);
