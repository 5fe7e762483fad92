import type { UnsubscribeResponse } from '@limpa/contracts';
import type { DbOrTx } from '@limpa/db';
import { badRequest, pgCode } from '../../lib/app-error';
import { readNotificationPreferences, updateNotificationPreferences } from './notification-preferences';
import { readUnsubscribeToken } from './unsubscribe-links';

export const invalidUnsubscribeLink = () =>
  badRequest(
    'Invalid Unsubscribe Link',
    'This unsubscribe link is not valid. You can change which e-mails you receive in your profile.',
    'invalid_unsubscribe_link',
  );

function personAndType(secret: string, token: string | undefined) {
  const named = token ? readUnsubscribeToken(secret, token) : null;
  if (!named) throw invalidUnsubscribeLink();
  return named;
}

/** What the token would turn off and whether it is off already. Reads only: mail scanners prefetch links. */
export async function describeUnsubscribe(
  db: DbOrTx,
  secret: string,
  token: string | undefined,
): Promise<UnsubscribeResponse> {
  const { userId, type } = personAndType(secret, token);
  const prefs = await readNotificationPreferences(db, userId);
  return { type, unsubscribed: prefs.email[type] === false };
}

/**
 * Turns off the e-mails of the token's type for its person (their e-mail preference), without a session:
 * the signed token is the proof. Idempotent (the switch is merged in). A transactional type is refused by the
 * preferences (400 transactional_email_required); a person who no longer exists is an invalid link.
 */
export async function unsubscribe(
  db: DbOrTx,
  secret: string,
  token: string | undefined,
): Promise<UnsubscribeResponse> {
  const { userId, type } = personAndType(secret, token);
  try {
    const prefs = await updateNotificationPreferences(db, userId, { email: { [type]: false } });
    return { type, unsubscribed: prefs.email[type] === false };
  } catch (err) {
    if (pgCode(err) === '23503') throw invalidUnsubscribeLink();
    throw err;
  }
}
