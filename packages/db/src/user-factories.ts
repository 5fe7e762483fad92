import { randomUUID } from 'node:crypto';
import { cleanerBasePlace, geocodePlace } from '@limpa/domain/geocode';
import type { DbOrTx } from './client';
import { locationColumns } from './locations';
import { cleanerAvailability } from './schema';
import { type CreateUserInput, createUserWithProfile, type NewProfileFields } from './users';

/** Factories of people (customers, cleaners with their availability), shared by the seed and the tests. */

type UserInput = Partial<Omit<CreateUserInput, 'role'>>;

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

export function createCustomer(tx: DbOrTx, input: UserInput = {}) {
  return createUserWithProfile(tx, {
    email: input.email ?? uniqueEmail('customer'),
    name: input.name ?? 'Test Customer',
    role: 'customer',
    password: input.password,
    passwordHash: input.passwordHash,
    phone: input.phone ?? null,
    profile: input.profile,
  });
}

export interface CleanerInput extends UserInput {
  city?: string;
  country?: 'CA' | 'PT';
  approved?: boolean;
  onboarded?: boolean;
  hourlyRateCents?: number;
  /** Weekly availability; defaults to Monday–Saturday 08:00–19:00. Pass [] for none. */
  availability?: { weekday: number; startTime: string; endTime: string }[];
  profile?: NewProfileFields;
}

export async function createCleaner(tx: DbOrTx, input: CleanerInput = {}) {
  const country = input.country ?? 'PT';
  const onboarded = input.onboarded ?? true;
  const city = input.city ?? (country === 'CA' ? 'Toronto' : 'Lisboa');
  // A Toronto cleaner has a Toronto postal code (Canada is placed by it); a Portuguese one lives in the district
  // of their city's name. Anything else gets its point from the profile fields it is given.
  const inToronto = country === 'CA' && city.trim().toLowerCase() === 'toronto';
  const base = {
    country,
    city,
    postalCode: inToronto ? 'M5X 1A9' : null,
    provinceOrDistrict: country === 'CA' ? (inToronto ? 'ON' : null) : city,
    ...input.profile,
  };
  const created = await createUserWithProfile(tx, {
    email: input.email ?? uniqueEmail('cleaner'),
    name: input.name ?? 'Test Cleaner',
    role: 'cleaner',
    password: input.password,
    passwordHash: input.passwordHash,
    phone: input.phone ?? '+351 912 345 678',
    profile: {
      firstName: (input.name ?? 'Test Cleaner').split(' ')[0],
      lastName: (input.name ?? 'Test Cleaner').split(' ').slice(1).join(' ') || null,
      country,
      currency: country === 'CA' ? 'CAD' : 'EUR',
      city,
      postalCode: base.postalCode,
      provinceOrDistrict: base.provinceOrDistrict,
      ...locationColumns(geocodePlace(cleanerBasePlace(base))),
      addressLine1: '1 Demo Street',
      bio: 'Experienced, careful and friendly. I bring my own eco-friendly products.',
      hourlyRateCents: input.hourlyRateCents ?? 2200,
      servicesOffered: ['Regular House Cleaning', 'Deep Cleaning'],
      transportType: 'bus',
      isApproved: input.approved ?? true,
      onboardingComplete: onboarded,
      onboardingStep1Complete: onboarded,
      onboardingStep2Complete: onboarded,
      onboardingStep3Complete: onboarded,
      payoutConnected: onboarded,
      ...input.profile,
    },
  });
  const availability =
    input.availability ??
    [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '08:00', endTime: '19:00' }));
  if (availability.length > 0) {
    await tx.insert(cleanerAvailability).values(availability.map((a) => ({ ...a, userId: created.user.id })));
  }
  return created;
}
