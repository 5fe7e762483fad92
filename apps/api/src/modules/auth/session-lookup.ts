import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Database, profiles, sessions, users } from '@limpa/db';
import { eq, sql } from 'drizzle-orm';
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './create-auth';

/** The value of the cookie named exactly `name` (the deployment's one session cookie name), built once per name. */
const cookiePatterns = new Map<string, RegExp>();
function cookiePattern(name: string): RegExp {
  let pattern = cookiePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?:^|;\\s*)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}=([^;]*)`, 'g');
    cookiePatterns.set(name, pattern);
  }
  return pattern;
}
/** better-call signs cookies as `${value}.${base64 HMAC-SHA256}`: 44 characters ending in '='. */
const SIGNATURE_LENGTH = 44;

/**
 * The session token of a request whose cookie header carries exactly one session cookie under the deployment's
 * name (lib/session-cookie.ts: sessionCookieName) with a valid signature; null when there is none or anything is
 * unusual (two cookies, bad encoding), which the caller then leaves to better-auth itself. The same cookie under
 * another name (without `__Secure-` over HTTPS) is not a session: better-auth reads only its own name too.
 */
export function signedSessionToken(
  cookieHeader: string | undefined,
  secret: string,
  cookieName: string,
): string | null {
  if (!cookieHeader || !secret) return null;
  const values = [...cookieHeader.matchAll(cookiePattern(cookieName))].map((m) => m[1] ?? '');
  if (values.length !== 1) return null;
  let value: string;
  try {
    value = decodeURIComponent(values[0] ?? '');
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  if (signature.length !== SIGNATURE_LENGTH) return null;
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return expected.length === signature.length && timingSafeEqual(expected, signature) ? token : null;
}

export type SessionWithProfile = NonNullable<Awaited<ReturnType<ReturnType<typeof prepareSessionLookup>>>>;

/**
 * One prepared, joined read of a session, its user and the user's profile by token: what better-auth's session
 * lookup and the profile query did in three round trips (docs/decisions/024-performance.md).
 */
export function prepareSessionLookup(db: Database) {
  const query = db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      profile: profiles,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    // Unnamed: the connection names it when statements are prepared (DATABASE_PREPARED_STATEMENTS), and a
    // name of its own would prepare it behind a PgBouncer that cannot keep it.
    .prepare('');
  return async (token: string) => (await query.execute({ token }))[0] ?? null;
}

/**
 * Whether the read alone answers the request: a live session that better-auth would not refresh now (it
 * extends a session once a day; that write, and deleting expired sessions, stay better-auth's).
 */
export function isServedWithoutRefresh(expiresAt: Date, now = Date.now()): boolean {
  if (expiresAt.getTime() <= now) return false;
  const refreshDueAt =
    expiresAt.getTime() - SESSION_EXPIRES_IN_SECONDS * 1000 + SESSION_UPDATE_AGE_SECONDS * 1000;
  return refreshDueAt > now;
}
