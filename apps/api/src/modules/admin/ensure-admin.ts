import { createUserWithProfile, type Database, users } from '@limpa/db';
import { eq } from 'drizzle-orm';

/** Creates the operator's admin account when absent (ADMIN_EMAIL at start, or `npm run create-admin`). */
export async function ensureAdmin(
  db: Database,
  input: { email: string; password: string; name: string },
): Promise<'created' | 'exists'> {
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (existing) return 'exists';
    await createUserWithProfile(tx, { email, password: input.password, name: input.name, role: 'admin' });
    return 'created';
  });
}
