import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { DbOrTx } from './client';
import { accounts, profiles, type Role, users } from './schema';

export type NewProfileFields = Partial<
  Omit<typeof profiles.$inferInsert, 'id' | 'userId' | 'role' | 'fullName'>
>;

export interface CreateUserInput {
  email: string;
  name: string;
  role: Role;
  /** Plain password (hashed here) or an already computed better-auth hash (tests reuse one hash). */
  password?: string;
  passwordHash?: string;
  phone?: string | null;
  profile?: NewProfileFields;
}

/**
 * Inserts the auth user, its credential account and its profile. Call inside a transaction so the three
 * rows exist together or not at all (sign-up, admin creation, seed and test factories all share this).
 */
export async function createUserWithProfile(tx: DbOrTx, input: CreateUserInput) {
  const userId = randomUUID();
  const email = input.email.trim().toLowerCase();
  const [user] = await tx
    .insert(users)
    .values({ id: userId, email, name: input.name, emailVerified: false })
    .returning();
  const hash = input.passwordHash ?? (input.password ? await hashPassword(input.password) : null);
  if (hash) {
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: hash,
    });
  }
  const [profile] = await tx
    .insert(profiles)
    .values({
      userId,
      role: input.role,
      fullName: input.name,
      phone: input.phone ?? null,
      ...input.profile,
    })
    .returning();
  return { user: user!, profile: profile! };
}
