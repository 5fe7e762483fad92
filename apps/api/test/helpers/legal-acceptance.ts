import { type Database, profiles, users } from '@limpa/db';
import { eq } from 'drizzle-orm';

/** The terms and privacy versions an account accepted and when (decision 068), read by its e-mail. */
export async function legalAcceptanceOf(db: Database, email: string) {
  const [row] = await db
    .select({
      termsVersion: profiles.termsVersion,
      termsAcceptedAt: profiles.termsAcceptedAt,
      privacyVersion: profiles.privacyVersion,
      privacyAcceptedAt: profiles.privacyAcceptedAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(users.email, email));
  return row;
}
