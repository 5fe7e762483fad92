import { DEFAULT_LOCALE, type Locale } from '@limpa/contracts';
import { type DbOrTx, notifications, profiles } from '@limpa/db';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { toLocale } from '../../lib/i18n';
import { type LiveEvent, liveEventSql } from '../../lib/live-events';
import { enqueuePush, pushWanted } from '../push/push-queue';
import { notificationTexts } from './notification-texts';
import type { NotificationType } from './notification-types';

export interface NotifyInput {
  userId: string;
  type: NotificationType;
  /**
   * The parameters the texts are made from when read ({{name}}; raw values: `date` 'YYYY-MM-DD' and `time`
   * 'HH:mm' local to the booking, money as `amountCents` + `currency`), kept with the row.
   */
  vars?: Record<string, string | number | null>;
  /** The app path the entry opens. */
  link?: string | null;
  /** The recipient's language; their profile's when not given. */
  locale?: string;
  /** Another live event to publish in the same statement (e.g. the booking change the notification is about). */
  alsoPublish?: LiveEvent;
  /**
   * For an event a retried job may report again (a payment's failure): the first notification with this key is
   * written, any later one is skipped and `notify` returns null (a unique index holds it).
   */
  dedupeKey?: string;
}

/**
 * The one way a person is told about something: the in-app row, the live event and the web-push job (when the
 * person has a subscribed browser and wants this type pushed, on the context's job queue), written in the
 * caller's transaction, so a rolled-back change notifies nobody and a committed one always does (outbox
 * pattern: PostgreSQL delivers NOTIFY only on commit).
 */
export async function notify(
  ctx: Pick<AppContext, 'jobs'>,
  tx: DbOrTx,
  input: NotifyInput,
): Promise<string | null> {
  const locale = toLocale(input.locale ?? (await recipientLocale(tx, input.userId)));
  const vars = input.vars ?? {};
  // The texts are made again whenever the row is read; these copies serve a type a later version drops.
  const texts = notificationTexts(locale, { type: input.type, data: vars, title: '', body: '' });
  // One statement: the row, its live event (which carries the new id) and whether a push is wanted.
  const inserted = tx.$with('inserted').as(
    tx
      .insert(notifications)
      .values({
        userId: input.userId,
        type: input.type,
        title: texts.title,
        body: texts.body,
        link: input.link ?? null,
        data: vars,
        dedupeKey: input.dedupeKey ?? null,
      })
      .onConflictDoNothing({
        target: notifications.dedupeKey,
        where: sql`${notifications.dedupeKey} is not null`,
      })
      .returning({ id: notifications.id }),
  );
  const [row] = await tx
    .with(inserted)
    .select({
      id: inserted.id,
      published: liveEventSql(
        [input.userId],
        'notification',
        sql`json_build_object('id', ${inserted.id}, 'type', ${input.type}::text)`,
      ),
      pushWanted: pushWanted(input.userId, input.type),
      ...(input.alsoPublish && {
        alsoPublished: liveEventSql(
          input.alsoPublish.userIds,
          input.alsoPublish.event,
          sql`${JSON.stringify(input.alsoPublish.data)}::json`,
        ),
      }),
    })
    .from(inserted);
  // A skipped duplicate (dedupeKey) inserts nothing, so the select has no row and nothing is published.
  if (!row) return null;
  await enqueuePush(ctx, tx, { notificationId: row.id, wanted: row.pushWanted });
  return row.id;
}

/** The language a person reads in: their profile's, English when they have none. */
export async function recipientLocale(tx: DbOrTx, userId: string): Promise<Locale> {
  const [row] = await tx
    .select({ locale: profiles.locale })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.locale ?? DEFAULT_LOCALE;
}
