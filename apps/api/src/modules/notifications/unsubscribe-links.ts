import { createHmac, timingSafeEqual } from 'node:crypto';
import { isNotificationType, type NotificationType } from '@limpa/contracts';

/**
 * Unsubscribe tokens (decision 026): `u1.<base64url(userId:type)>.<HMAC-SHA256>` under the app's secret
 * (AUTH_SECRET), with a purpose prefix so no other signed value of the app can pass for one. No expiry (a link
 * in an old mail keeps working); the version lets a later format or key coexist with this one.
 */
const VERSION = 'u1';

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`limpa-unsubscribe:${VERSION}:${payload}`).digest('base64url');

export function signUnsubscribeToken(secret: string, userId: string, type: NotificationType): string {
  const payload = Buffer.from(`${userId}:${type}`).toString('base64url');
  return `${VERSION}.${payload}.${mac(secret, payload)}`;
}

/** The person and type a token names, or null for anything forged, garbled or of an unknown version. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; type: NotificationType } | null {
  const [version, payload, signature, ...rest] = token.split('.');
  if (version !== VERSION || !payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const text = Buffer.from(payload, 'base64url').toString('utf8');
  const at = text.lastIndexOf(':');
  const userId = text.slice(0, at);
  const type = text.slice(at + 1);
  return at > 0 && isNotificationType(type) ? { userId, type } : null;
}

/** Where an optional mail's unsubscribe leads: the web page (footer link) and the one-click API (headers). */
export interface UnsubscribeLink {
  page: string;
  oneClick: string;
}

/** Makes the unsubscribe link of one person and type. */
export type UnsubscribeLinks = (userId: string, type: NotificationType) => UnsubscribeLink;

export function unsubscribeLinks(config: { authSecret: string; publicUrl: string }): UnsubscribeLinks {
  return (userId, type) => {
    const token = encodeURIComponent(signUnsubscribeToken(config.authSecret, userId, type));
    return {
      page: `${config.publicUrl}/unsubscribe?token=${token}`,
      oneClick: `${config.publicUrl}/api/v1/unsubscribe?token=${token}`,
    };
  };
}
