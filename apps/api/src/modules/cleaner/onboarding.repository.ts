import { type DbOrTx, profiles } from '@limpa/db';
import { and, eq } from 'drizzle-orm';
import type { ProfileRow } from '../profile/profile.repository';

/** The profile columns the onboarding steps write. */
export type OnboardingChanges = Partial<
  Pick<
    typeof profiles.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'fullName'
    | 'phone'
    | 'country'
    | 'currency'
    | 'addressLine1'
    | 'addressLine2'
    | 'city'
    | 'provinceOrDistrict'
    | 'postalCode'
    | 'latitude'
    | 'longitude'
    | 'locationPrecision'
    | 'transportType'
    | 'hourlyRateCents'
    | 'onboardingStep1Complete'
    | 'onboardingStep2Complete'
  >
>;

export async function updateOnboardingFields(
  tx: DbOrTx,
  userId: string,
  changes: OnboardingChanges,
): Promise<ProfileRow | undefined> {
  const [row] = await tx.update(profiles).set(changes).where(eq(profiles.userId, userId)).returning();
  return row;
}

/** Step 3 as a compare-and-swap: marks it only while payouts are connected; undefined otherwise. */
export async function markStep3IfPayoutConnected(
  db: DbOrTx,
  userId: string,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ onboardingStep3Complete: true })
    .where(and(eq(profiles.userId, userId), eq(profiles.payoutConnected, true)))
    .returning();
  return row;
}

/** The simulated payout connect: idempotent. */
export async function setPayoutConnected(db: DbOrTx, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ payoutConnected: true })
    .where(eq(profiles.userId, userId))
    .returning();
  return row;
}

/** Completion as a compare-and-swap on the three step flags; undefined when a step is missing. */
export async function completeIfAllStepsDone(db: DbOrTx, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ onboardingComplete: true })
    .where(
      and(
        eq(profiles.userId, userId),
        eq(profiles.onboardingStep1Complete, true),
        eq(profiles.onboardingStep2Complete, true),
        eq(profiles.onboardingStep3Complete, true),
      ),
    )
    .returning();
  return row;
}
