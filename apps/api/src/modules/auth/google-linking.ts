import { accounts, type Database, sessions, users } from '@limpa/db';
import { and, eq } from 'drizzle-orm';

/**
 * Runs just before a Google identity is stored for a user (better-auth's `account.create.before`). When it
 * joins an existing account whose e-mail was never verified, whoever chose that account's password never proved
 * the address was theirs (anyone can sign up with someone else's e-mail): the password is removed and every
 * session of the account ends, in one transaction, before the link exists. The Google holder, whose address
 * Google verified, then gets the account's only session; a password comes back through "Forgot password"
 * (decision 016). An account whose e-mail was verified keeps its password and sessions.
 *
 * A first Google sign-in stores the identity with a user that is either not committed yet or created verified
 * (unverified Google addresses are refused), so this finds nothing to do then.
 */
export async function endUnprovenPasswordBeforeLink(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked so a verification landing at the same moment is decided before or after, never in between.
    const [user] = await tx
      .select({ emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user || user.emailVerified) return;
    await tx.delete(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}
