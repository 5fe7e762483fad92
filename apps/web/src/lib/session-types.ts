/**
 * The shapes of the signed-in person, apart from the code that fetches them (auth.tsx), so the offline copy of a
 * session (offline-bookings.ts) can name them without importing the fetcher that imports it back.
 */

export const ROLES = ['customer', 'cleaner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface SessionUser {
  id: string;
  email: string;
  /** Whether the mailed confirmation link was used (enforced only with REQUIRE_EMAIL_VERIFICATION). */
  emailVerified?: boolean;
}

export interface Profile {
  id: string;
  userId: string;
  role: Role;
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  /** A customer's Portuguese tax number (NIF), nine digits; absent from the trimmed offline copy. */
  taxId?: string | null;
  avatarUrl: string | null;
  isApproved: boolean;
  onboardingComplete: boolean;
  /** The currency prices are shown in before an address says otherwise (the server works it out). */
  currency?: 'CAD' | 'EUR' | null;
  [field: string]: unknown;
}

/** Whether the terms in force are accepted (GET /session sends it; answers of profile writes do not). */
export interface SessionLegal {
  termsVersion: string;
  privacyVersion: string;
  accepted: boolean;
}

export interface Session {
  user: SessionUser;
  profile: Profile | null;
  legal?: SessionLegal;
}
