import type { Database } from '@limpa/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../../lib/mailer';
import { type NotifyInput, notify } from './notify';

export interface TellOnceDeps {
  db: Database;
  mailer: Mailer;
  log?: FastifyBaseLogger;
}

/**
 * Tells a person about an event that a retried job or a replayed webhook may report again: the in-app
 * notification under `dedupeKey` (unique) and, only when that row is new, the mail in the same transaction (the
 * local outbox stores it there; SMTP sends before the commit). So the event is told once, whatever repeats it.
 * `mail` is null when the person turned this optional e-mail off. Failures are logged, never thrown: the
 * change that caused the event has committed already.
 */
export async function tellOnce(
  deps: TellOnceDeps,
  input: NotifyInput & { dedupeKey: string },
  mail: MailMessage | null,
): Promise<boolean> {
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await notify(tx, input))) return false;
      if (mail) await deps.mailer.send(mail, tx);
      return true;
    });
  } catch (err) {
    deps.log?.error({ err, event: input.dedupeKey }, 'notification e-mail failed');
    return false;
  }
}
