import { accounts, type DbOrTx, sessions } from '@limpa/db';
import { verifyPassword } from 'better-auth/crypto';
import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { MINUTE, type RateLimiter } from '../../lib/rate-limiter';

export const wrongPassword = () =>
  new AppError(422, 'wrong_password', 'Incorrect Password', 'The password you entered is not correct.');

const noPassword = () =>
  new AppError(
    422,
    'no_password',
    'No Password',
    'This account signs in with Google and has no password. Set one with "Forgot password" first.',
  );

/** The e-mail/password credential of a user, locked for the rest of the transaction. */
async function lockCredential(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .for('update');
  return row ?? null;
}

/**
 * Proves the caller knows the account's password (password change, account deletion). Guesses are limited per
 * account like sign-in failures, so a borrowed session cannot be used to find the password.
 */
export async function assertPassword(tx: DbOrTx, limiter: RateLimiter, userId: string, password: string) {
  const credential = await lockCredential(tx, userId);
  if (!credential?.password) throw noPassword();
  await limiter.enforce(`password-check:${userId}`, 5, 15 * MINUTE);
  if (!(await verifyPassword({ hash: credential.password, password }))) throw wrongPassword();
  return credential;
}

/** Ends every session of a user but one (all of them when `keepSessionId` is null). */
export async function endSessions(tx: DbOrTx, userId: string, keepSessionId: string | null) {
  await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
}
