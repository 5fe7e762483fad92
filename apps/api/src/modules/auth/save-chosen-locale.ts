import type { Locale } from '@limpa/contracts';
import { type Database, profiles, users } from '@limpa/db';
import { eq, inArray } from 'drizzle-orm';

/**
 * The language a person picked on the sign-in page becomes their account's: it is the latest explicit choice
 * (docs/product-rules.md#languages). Called only after the password was accepted, so nobody can change a
 * stranger's language by naming their e-mail. The profile's change feed tells the session cache.
 */
export async function saveChosenLocale(db: Database, email: string, locale: Locale): Promise<void> {
  await db
    .update(profiles)
    .set({ locale })
    .where(inArray(profiles.userId, db.select({ id: users.id }).from(users).where(eq(users.email, email))));
}
