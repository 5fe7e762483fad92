import { type DbOrTx, profiles, users } from '@limpa/db';
import { eq } from 'drizzle-orm';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileChanges = Partial<
  Pick<
    typeof profiles.$inferInsert,
    | 'fullName'
    | 'phone'
    | 'taxId'
    | 'locale'
    | 'bio'
    | 'hourlyRateCents'
    | 'workRadiusKm'
    | 'servicesOffered'
    | 'homeTypes'
    | 'addressLine1'
    | 'city'
    | 'latitude'
    | 'longitude'
    | 'locationPrecision'
    | 'avatarUrl'
  >
>;

export async function findProfileByUserId(db: DbOrTx, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row;
}

/** Locks the user's profile row until the transaction ends (serialises that user's profile writes). */
export async function lockProfileByUserId(tx: DbOrTx, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).limit(1).for('update');
  return row;
}

export async function updateProfileByUserId(
  tx: DbOrTx,
  userId: string,
  changes: ProfileChanges,
): Promise<ProfileRow | undefined> {
  const [row] = await tx.update(profiles).set(changes).where(eq(profiles.userId, userId)).returning();
  return row;
}

/** Keeps the auth user's display name (better-auth `user.name`) equal to the profile's full name. */
export async function updateUserName(tx: DbOrTx, userId: string, name: string): Promise<void> {
  await tx.update(users).set({ name }).where(eq(users.id, userId));
}
