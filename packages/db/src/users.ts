import { randomUUID } from 'node:crypto';
import { CURRENT_LEGAL_VERSIONS, type LegalVersions } from '@limpa/domain';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
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
  /**
   * The terms and privacy versions the person accepted, now: the sign-up route passes the ones it showed.
   * Seeded, test and operator-made accounts default to those in force; null keeps an account unaccepted.
   */
  acceptedLegal?: LegalVersions | null;
}

/** The profile columns of an acceptance made at `at` (the database's clock when absent). */
export function legalAcceptanceColumns(versions: LegalVersions | null, at?: Date) {
  if (!versions) return {};
  const when = at ?? sql`now()`;
  return {
    termsVersion: versions.terms,
    termsAcceptedAt: when,
    privacyVersion: versions.privacy,
    privacyAcceptedAt: when,
  };
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
      ...legalAcceptanceColumns(
        input.acceptedLegal === undefined ? CURRENT_LEGAL_VERSIONS : input.acceptedLegal,
      ),
      ...input.profile,
    })
    .returning();
  return { user: user!, profile: profile! };
}
