import type { NotificationPreferences } from '@limpa/contracts';
import { type DbOrTx, notificationPreferences } from '@limpa/db';
import { isNotificationFor, notificationTypesFor } from '@limpa/domain';
import { eq, sql } from 'drizzle-orm';
import { badRequest, unprocessable } from '../../lib/app-error';
import type { Role } from '../../lib/auth-context';
import { NOTIFICATION_TYPE_NAMES, NOTIFICATION_TYPES, type NotificationType } from './notification-types';

export type NotificationChannel = 'email' | 'push';
type StoredChoices = Record<string, boolean>;

/**
 * Whether the person wants to be told about `type` on `channel`. Everything is on until they turn it off;
 * transactional e-mails are always sent (docs/product-rules.md#notifications-and-e-mails). One indexed read
 * by primary key.
 */
export async function wantsNotification(
  db: DbOrTx,
  userId: string,
  type: NotificationType,
  channel: NotificationChannel,
): Promise<boolean> {
  if (channel === 'email' && NOTIFICATION_TYPES[type].transactional) return true;
  const [row] = await db
    .select({ choices: channel === 'email' ? notificationPreferences.email : notificationPreferences.push })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.choices[type] !== false;
}

/**
 * Every type the person's role is told of, on both channels, the stored choices applied. Without a role, every
 * type: an unsubscribe link's signed type is proof enough that the person was mailed about it.
 */
export async function readNotificationPreferences(
  db: DbOrTx,
  userId: string,
  role?: Role,
): Promise<NotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return fillPreferences(role, row?.email ?? {}, row?.push ?? {});
}

function fillPreferences(
  role: Role | undefined,
  email: StoredChoices,
  push: StoredChoices,
): NotificationPreferences {
  const out: NotificationPreferences = { email: {}, push: {} };
  const types = role ? notificationTypesFor(role, NOTIFICATION_TYPE_NAMES) : NOTIFICATION_TYPE_NAMES;
  for (const type of types) {
    out.email[type] = NOTIFICATION_TYPES[type].transactional || email[type] !== false;
    out.push[type] = push[type] !== false;
  }
  return out;
}

/**
 * Stores the given switches (merged into the stored ones in one upsert, so two tabs saving different types both
 * win). Unknown types and turning a transactional e-mail off are refused (400), a type the person's role is
 * never told of too (422: it has no switch to turn); nothing written. Without a role (an unsubscribe link),
 * any type.
 */
export async function updateNotificationPreferences(
  db: DbOrTx,
  userId: string,
  changes: { email?: StoredChoices; push?: StoredChoices },
  role?: Role,
): Promise<NotificationPreferences> {
  const email = changes.email ?? {};
  const push = changes.push ?? {};
  refuseInvalidChoices(email, push);
  if (role) refuseOtherRolesTypes(role, email, push);
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, email, push })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: {
        email: sql`${notificationPreferences.email} || excluded.email`,
        push: sql`${notificationPreferences.push} || excluded.push`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return fillPreferences(role, row!.email, row!.push);
}

function refuseOtherRolesTypes(role: Role, email: StoredChoices, push: StoredChoices) {
  const types = [...Object.keys(email), ...Object.keys(push)];
  if (types.some((type) => !isNotificationFor(type, role))) {
    throw unprocessable(
      'Not Your Notification',
      'You do not receive this kind of notification, so it has no setting.',
      'notification_not_for_you',
    );
  }
}

function refuseInvalidChoices(email: StoredChoices, push: StoredChoices) {
  const unknown = [
    ...Object.keys(email).map((t) => ['email', t] as const),
    ...Object.keys(push).map((t) => ['push', t] as const),
  ].filter(([, t]) => !Object.hasOwn(NOTIFICATION_TYPES, t));
  if (unknown.length > 0) {
    throw badRequest(
      'Unknown Notification Type',
      'One of these notification types does not exist.',
      'unknown_notification_type',
      unknown.map(([channel, t]) => ({ path: `${channel}.${t}`, message: 'Unknown notification type' })),
    );
  }
  const required = Object.entries(email).filter(
    ([t, on]) => !on && NOTIFICATION_TYPES[t as NotificationType].transactional,
  );
  if (required.length > 0) {
    throw badRequest(
      'Preferences Not Saved',
      'E-mails about your bookings and payments cannot be turned off.',
      'transactional_email_required',
      required.map(([t]) => ({ path: `email.${t}`, message: 'Always sent by e-mail' })),
    );
  }
}
