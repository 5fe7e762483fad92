import type { Locale } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import type { SupportTopic } from '@limpa/domain';
import { insertSupportCase, insertSupportMessage } from './support.repository';

/**
 * A signed-out visitor writes to the team (decision 073): above all a suspended person, who cannot sign in and is
 * told to contact support. The case holds what they say and where to answer (by e-mail, in their language); it
 * is tied to no account and no booking, since nothing proves who wrote it. Case and message in one transaction.
 */
export async function openGuestSupportCase(
  db: Database,
  input: { email: string; name: string; topic: SupportTopic; body: string; locale: Locale },
) {
  await db.transaction(async (tx) => {
    const row = await insertSupportCase(tx, {
      requesterId: null,
      guestEmail: input.email,
      guestName: input.name,
      guestLocale: input.locale,
      topic: input.topic,
      bookingId: null,
    });
    await insertSupportMessage(tx, { caseId: row.id, senderId: null, fromTeam: false, body: input.body });
  });
  return { status: 'received' as const };
}
