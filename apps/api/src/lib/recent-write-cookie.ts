import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Read-your-writes across API processes (decision 081): a session that has just written carries this short-lived
 * cookie, and its reads go to the primary until the cookie's time is up. The cookie holds its end time, signed,
 * so that nobody can hold one for longer (every read of theirs on the primary) — it says nothing else.
 */
export const RECENT_WRITE_COOKIE = 'limpa_recent_write';
const PATTERN = new RegExp(`(?:^|;\\s*)${RECENT_WRITE_COOKIE}=(\\d{1,15})\\.([A-Za-z0-9_-]{22})(?:;|$)`);

/** The signing key, apart from the one better-auth signs sessions with although drawn from the same secret. */
export function recentWriteKey(authSecret: string): Buffer {
  return createHmac('sha256', authSecret).update('limpa read-your-writes').digest();
}

const signature = (key: Buffer, until: number) =>
  createHmac('sha256', key).update(String(until)).digest('base64url').slice(0, 22);

/** The Set-Cookie value that keeps this session's reads on the primary for `seconds` from `now`. */
export function recentWriteCookie(key: Buffer, seconds: number, now: number, secure: boolean): string {
  const until = now + seconds * 1000;
  const flags = `Path=/; Max-Age=${seconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return `${RECENT_WRITE_COOKIE}=${until}.${signature(key, until)}; ${flags}`;
}

/** Whether the Cookie header carries a recent-write mark of ours that has not run out at `now`. */
export function wroteRecently(cookieHeader: string | undefined, key: Buffer, now: number): boolean {
  const match = cookieHeader ? PATTERN.exec(cookieHeader) : null;
  if (!match) return false;
  const until = Number(match[1]);
  if (until <= now) return false;
  return timingSafeEqual(Buffer.from(match[2]!), Buffer.from(signature(key, until)));
}
