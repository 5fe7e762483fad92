import type { Database } from '@limpa/db';
import type { SupportTopic } from '@limpa/domain';
import type { AuthContext } from '../../lib/auth-context';
import { insertSupportCase, insertSupportMessage, isOwnBooking } from './support.repository';
import { supportCaseNotFound } from './support-case-views';

/**
 * A customer or a cleaner asks the team for help (decision 064): a case with its first message, in one transaction.
 * A booking named must be one of theirs (as its customer or its cleaner); any other id is a 404.
 */
export async function openSupportCase(
  db: Database,
  viewer: AuthContext,
  input: { topic: SupportTopic; bookingId?: string; body: string },
) {
  return db.transaction(async (tx) => {
    if (input.bookingId && !(await isOwnBooking(tx, viewer.userId, input.bookingId)))
      throw supportCaseNotFound();
    const row = await insertSupportCase(tx, {
      requesterId: viewer.userId,
      topic: input.topic,
      bookingId: input.bookingId ?? null,
    });
    await insertSupportMessage(tx, {
      caseId: row.id,
      senderId: viewer.userId,
      fromTeam: false,
      body: input.body,
    });
    return { id: row.id, status: 'open' as const };
  });
}
