import type { AppContext } from '../../lib/app-context';
import type { MailMessage } from '../../lib/mailer';
import { type NotifyInput, notify } from './notify';

/**
 * Tells a person about an event that a retried job or a replayed webhook may report again: the in-app
 * notification under `dedupeKey` (unique) and, only when that row is new, the mail in the same transaction (the
 * local outbox stores it there; SMTP sends before the commit). So the event is told once, whatever repeats it.
 * `mail` is null when the person turned this optional e-mail off. Failures are logged, never thrown: the
 * change that caused the event has committed already.
 */
export async function tellOnce(
  ctx: AppContext,
  input: NotifyInput & { dedupeKey: string },
  mail: MailMessage | null,
): Promise<boolean> {
  try {
    return await ctx.db.transaction(async (tx) => {
      if (!(await notify(ctx, tx, input))) return false;
      if (mail) await ctx.mailer.send(mail, tx);
      return true;
    });
  } catch (err) {
    ctx.log.error({ err, event: input.dedupeKey }, 'notification e-mail failed');
    return false;
  }
}
