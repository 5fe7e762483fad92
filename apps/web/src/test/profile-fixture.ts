import type { MeResponse, Profile } from '@limpa/contracts';

/** A whole profile as GET /api/v1/session answers it: Ana Silva, a customer in Lisbon, set up and approved. */
export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    id: '5f0c6d1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f',
    userId: 'u1',
    role: 'customer',
    fullName: 'Ana Silva',
    firstName: 'Ana',
    lastName: 'Silva',
    phone: null,
    taxId: null,
    bio: null,
    avatarUrl: null,
    country: 'PT',
    currency: 'EUR',
    city: 'Lisboa',
    addressLine1: null,
    addressLine2: null,
    provinceOrDistrict: null,
    postalCode: null,
    isApproved: true,
    onboardingComplete: true,
    onboardingSteps: { 1: true, 2: true, 3: true },
    hourlyRate: null,
    workRadiusKm: 10,
    servicesOffered: [],
    homeTypes: ['T0', 'T1', 'T2', 'T3', 'T4'],
    transportType: null,
    payoutConnected: false,
    acceptingJobs: true,
    locale: 'en',
    createdAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

/** A cleaner's profile: 22 €/h, two services, payouts connected. */
export function cleanerProfileFixture(overrides: Partial<Profile> = {}): Profile {
  return profileFixture({
    role: 'cleaner',
    hourlyRate: 22,
    servicesOffered: ['Regular House Cleaning', 'Deep Cleaning'],
    transportType: 'bus',
    payoutConnected: true,
    ...overrides,
  });
}

/** The session of that profile. */
export function sessionFixture(profile: Profile = profileFixture()): MeResponse {
  return { user: { id: profile.userId, email: 'ana@example.com', emailVerified: true }, profile };
}
