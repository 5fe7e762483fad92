import type { Profile } from '@limpa/contracts';
import type { profiles } from '@limpa/db';
import { centsToUnits, currencyForPerson } from '@limpa/domain';

type ProfileRow = typeof profiles.$inferSelect;

/** The `user` part of the me responses. */
export const toMeUser = (auth: { userId: string; email: string; emailVerified: boolean }) => ({
  id: auth.userId,
  email: auth.email,
  emailVerified: auth.emailVerified,
});

/** Maps a profile row to the API shape: cents become currency units, step flags become one object. */
export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    userId: row.userId,
    role: row.role,
    fullName: row.fullName,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    taxId: row.taxId,
    bio: row.bio,
    avatarUrl: row.avatarUrl,
    country: row.country,
    // A cleaner's is the stored one their earnings are in (none before onboarding says where they work); anyone
    // else is shown prices in their country's, else their language's currency (docs/product-rules.md#money).
    currency:
      row.role === 'cleaner'
        ? row.currency
        : (row.currency ?? currencyForPerson({ profileCountry: row.country, language: row.locale })),
    city: row.city,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    provinceOrDistrict: row.provinceOrDistrict,
    postalCode: row.postalCode,
    isApproved: row.isApproved,
    onboardingComplete: row.onboardingComplete,
    onboardingSteps: {
      1: row.onboardingStep1Complete,
      2: row.onboardingStep2Complete,
      3: row.onboardingStep3Complete,
    },
    hourlyRate: row.hourlyRateCents === null ? null : centsToUnits(row.hourlyRateCents),
    workRadiusKm: row.workRadiusKm,
    servicesOffered: row.servicesOffered,
    homeTypes: row.homeTypes,
    transportType: row.transportType,
    payoutConnected: row.payoutConnected,
    acceptingJobs: row.isAvailable,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
  };
}
