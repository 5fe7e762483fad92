import {
  CLEANER_SERVICE_OPTIONS,
  DEFAULT_SERVICES_OFFERED,
  HOME_TYPES,
  MAX_WORK_RADIUS_KM,
  MIN_WORK_RADIUS_KM,
} from '@limpa/domain';
import { z } from 'zod';
import { localeSchema, optionalText, requiredText } from './common';
import { hourlyRateSchema } from './hourly-rate';

/**
 * The services the profile forms offer: the 8 catalogue services plus the defaults every new cleaner starts
 * with. A cleaner lists services by key (their English name, what the search filters by); the API refuses one
 * the catalogue lacks or hides (decision 062).
 */
export const SERVICES_OFFERED_CHOICES: readonly string[] = Object.freeze([
  ...new Set([...CLEANER_SERVICE_OPTIONS, ...DEFAULT_SERVICES_OFFERED]),
]);
export const MAX_SERVICES_OFFERED = 20;

export const PROFILE_MESSAGES = Object.freeze({
  workRadius: `Work radius must be a whole number of kilometres from ${MIN_WORK_RADIUS_KM} to ${MAX_WORK_RADIUS_KM}`,
  homeTypesRequired: 'Choose at least one home type you take.',
});

/** Fields every role may set on its own profile (customer profile page). */
const commonFields = {
  fullName: requiredText(120).optional(),
  /** Optional; an empty string is stored as null. */
  phone: optionalText(40),
  /** The language picker (docs/product-rules.md#languages). */
  locale: localeSchema.optional(),
};

/**
 * Fields only a customer may set. The tax number is checked by the API with the domain's NIF rule (422
 * `invalid_tax_id` on `taxId`, not this schema's 400) and stored as its nine digits; an empty one clears it.
 */
const customerFields = {
  taxId: optionalText(20),
};

/** Fields only a cleaner may set (cleaner profile page / portal profile tab). */
const cleanerFields = {
  bio: optionalText(1000),
  hourlyRate: hourlyRateSchema.nullable().optional(),
  workRadiusKm: z
    .number({ error: PROFILE_MESSAGES.workRadius })
    .int({ error: PROFILE_MESSAGES.workRadius })
    .min(MIN_WORK_RADIUS_KM, { error: PROFILE_MESSAGES.workRadius })
    .max(MAX_WORK_RADIUS_KM, { error: PROFILE_MESSAGES.workRadius })
    .optional(),
  servicesOffered: z
    .array(z.string().trim().min(1).max(100))
    .max(MAX_SERVICES_OFFERED)
    .transform((list) => [...new Set(list)])
    .optional(),
  /** The home types the cleaner takes: at least one, kept in T0…T4 order. */
  homeTypes: z
    .array(z.enum(HOME_TYPES))
    .min(1, { error: PROFILE_MESSAGES.homeTypesRequired })
    .max(HOME_TYPES.length * 2)
    .transform((list) => HOME_TYPES.filter((type) => list.includes(type)))
    .optional(),
  addressLine1: optionalText(200),
  city: optionalText(120),
};

export const CLEANER_ONLY_PROFILE_FIELDS = Object.freeze(
  Object.keys(cleanerFields) as (keyof typeof cleanerFields)[],
);
export const CUSTOMER_ONLY_PROFILE_FIELDS = Object.freeze(
  Object.keys(customerFields) as (keyof typeof customerFields)[],
);

/** PATCH /api/v1/me/profile for customers (admins send the common fields only). */
export const customerProfileUpdateBody = z.strictObject({ ...commonFields, ...customerFields });
export type CustomerProfileUpdateBody = z.infer<typeof customerProfileUpdateBody>;

/** PATCH /api/v1/me/profile for cleaners. */
export const cleanerProfileUpdateBody = z.strictObject({ ...commonFields, ...cleanerFields });
export type CleanerProfileUpdateBody = z.infer<typeof cleanerProfileUpdateBody>;

/**
 * The route's body: every field any role may send (anything else is a 400). The API additionally refuses
 * the cleaner-only fields from customers and admins, and the customer-only ones from cleaners and admins.
 */
export const profileUpdateBody = z.strictObject({ ...commonFields, ...customerFields, ...cleanerFields });
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

/** PUT /api/v1/me/avatar answer: the new, cache-busting URL of the 400×400 JPEG. */
export const avatarResponse = z.object({ avatarUrl: z.string() });
