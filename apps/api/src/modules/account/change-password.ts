import type { ChangePasswordBody } from '@limpa/contracts';
import { accounts } from '@limpa/db';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { assertPassword, endSessions } from './account-password';

/**
 * Sets a new password once the current one is proven, and ends the person's other sessions (a phone left signed
 * in somewhere) while this one stays. One transaction: the credential row lock orders concurrent changes.
 */
export async function changePassword(
  ctx: Pick<AppContext, 'db' | 'limiter'>,
  auth: AuthContext,
  body: ChangePasswordBody,
) {
  if (body.currentPassword === body.newPassword) {
    throw new AppError(
      422,
      'same_password',
      'Password not changed',
      'The new password must be different from the current one.',
    );
  }
  await ctx.db.transaction(async (tx) => {
    const credential = await assertPassword(tx, ctx.limiter, auth.userId, body.currentPassword);
    await tx
      .update(accounts)
      .set({ password: await hashPassword(body.newPassword), updatedAt: new Date() })
      .where(eq(accounts.id, credential.id));
    await endSessions(tx, auth.userId, auth.sessionId);
  });
}
