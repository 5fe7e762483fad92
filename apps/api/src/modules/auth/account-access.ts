import { type DbOrTx, profiles } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';

/** The wording of a suspended (or deleted) account, on sign-in and on every request of a live session. */
export const SUSPENDED_DETAIL = 'This account is suspended. Contact support if you think this is a mistake.';

export const accountSuspended = () =>
  new AppError(403, 'account_suspended', 'Account Suspended', SUSPENDED_DETAIL);

/** Whether a profile may hold a session: not suspended by an admin, not deleted by its owner. */
export const isProfileActive = (p: Pick<typeof profiles.$inferSelect, 'suspendedAt' | 'deletedAt'>) =>
  p.suspendedAt === null && p.deletedAt === null;

/** null when the user has no profile yet (a first Google sign-in creates it right after the user). */
export async function findProfileAccess(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ suspendedAt: profiles.suspendedAt, deletedAt: profiles.deletedAt })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/** REQUIRE_EMAIL_VERIFICATION: booking and confirming wait until the person has used the mailed link. */
export function assertEmailVerified(required: boolean, auth: { emailVerified: boolean }) {
  if (required && !auth.emailVerified) {
    throw new AppError(
      403,
      'email_not_verified',
      'Email Not Verified',
      'Please confirm your e-mail address first: open the link we sent you, or ask for a new one in your profile.',
    );
  }
}
