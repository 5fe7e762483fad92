import { HOME_TYPES } from '@limpa/domain';
import { z } from 'zod';
import { currencySchema, localeSchema, roleSchema } from './common';
import { legalStatusSchema } from './legal';

export const profileSchema = z.object({
  id: z.uuid(),
  userId: z.string(),
  role: roleSchema,
  fullName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  /** A customer's Portuguese tax number (NIF) for their invoices: nine digits, or null (always null for others). */
  taxId: z.string().nullable(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  country: z.enum(['CA', 'PT']).nullable(),
  /**
   * A cleaner's: the stored one their earnings are in (null before onboarding). Anyone else's: the currency
   * prices are shown in before an address says otherwise, from the profile's country, else its language
   * (domain currencyForPerson).
   */
  currency: currencySchema.nullable(),
  city: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  provinceOrDistrict: z.string().nullable(),
  postalCode: z.string().nullable(),
  isApproved: z.boolean(),
  onboardingComplete: z.boolean(),
  onboardingSteps: z.object({ 1: z.boolean(), 2: z.boolean(), 3: z.boolean() }),
  /** In currency units (e.g. 22.5); stored as cents. */
  hourlyRate: z.number().nullable(),
  workRadiusKm: z.number().int(),
  /** A cleaner's services: catalogue service keys (GET /api/v1/services `key`). */
  servicesOffered: z.array(z.string()),
  /** The home types a cleaner takes (T0…T4); every one by default. */
  homeTypes: z.array(z.enum(HOME_TYPES)),
  transportType: z.enum(['car', 'bus', 'biking']).nullable(),
  payoutConnected: z.boolean(),
  /** Cleaners: the "Available for new jobs" switch; false keeps them out of search and slots. */
  acceptingJobs: z.boolean(),
  /** The person's language for the app, errors, catalogue texts and e-mails. */
  locale: localeSchema,
  createdAt: z.iso.datetime(),
});
export type Profile = z.infer<typeof profileSchema>;

export const meResponse = z.object({
  /** emailVerified: whether the mailed link was used (only enforced when REQUIRE_EMAIL_VERIFICATION is on). */
  user: z.object({ id: z.string(), email: z.string(), emailVerified: z.boolean() }),
  profile: profileSchema,
});
export type MeResponse = z.infer<typeof meResponse>;

/**
 * `GET /api/v1/session`: what `/me` answers, or `null` signed out. The app's first request asks this one, so a
 * signed-out visit costs no 401 (which browsers log as an error in the console).
 */
export const sessionResponse = meResponse
  .extend({
    /**
     * The terms and privacy versions in force and whether this person accepted them. Always sent here; optional
     * because the web keeps the answers of profile writes (`meResponse`, without it) as the cached session, and
     * those writes succeed only once the person has accepted.
     */
    legal: legalStatusSchema.optional(),
  })
  .nullable();
