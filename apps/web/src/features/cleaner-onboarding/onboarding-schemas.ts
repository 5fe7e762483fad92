import type { OnboardingStep1Body, Profile } from '@limpa/contracts';
import { wholeHourlyRateSchema } from '@limpa/contracts/hourly-rate';
import {
  CANADIAN_PROVINCES,
  HOURLY_RATE_MAX,
  HOURLY_RATE_MIN,
  isValidPostalCode,
  ONBOARDING_HOURLY_RATE_DEFAULT,
} from '@limpa/domain';
import { z } from 'zod';
import type en from '@/lib/locales/en/cleaner-onboarding.json';

/**
 * Step 1's own checks, mirroring the server's (contracts `onboardingStep1Body`) for fast feedback.
 * Messages are i18n keys, translated under each field; the server still has the last word.
 */

export type OnboardingValidationKey = `cleanerOnboarding.validation.${keyof (typeof en)['validation']}`;
const msg = (key: OnboardingValidationKey) => key;
export const REQUIRED_KEY = msg('cleanerOnboarding.validation.required');

export const TRANSPORT_TYPES = ['car', 'bus', 'biking'] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];
export const ONBOARDING_COUNTRIES = ['CA', 'PT'] as const;
export type OnboardingCountry = (typeof ONBOARDING_COUNTRIES)[number];

const PHONE_PATTERN = /^\+?[\d\s().-]{6,20}$/;

const requiredText = (max: number) =>
  z.string().trim().min(1, REQUIRED_KEY).max(max, msg('cleanerOnboarding.validation.tooLong'));
const optionalText = (max: number) => z.string().trim().max(max, msg('cleanerOnboarding.validation.tooLong'));

export const step1Schema = z
  .object({
    firstName: requiredText(99),
    lastName: requiredText(99),
    phone: requiredText(40).refine(
      (value) => PHONE_PATTERN.test(value),
      msg('cleanerOnboarding.validation.phone'),
    ),
    country: z.enum(ONBOARDING_COUNTRIES, { error: REQUIRED_KEY }),
    addressLine1: requiredText(200),
    addressLine2: optionalText(200),
    city: requiredText(120),
    provinceOrDistrict: optionalText(60),
    postalCode: optionalText(20),
    transportType: z
      .string()
      .refine((value) => (TRANSPORT_TYPES as readonly string[]).includes(value), REQUIRED_KEY),
  })
  .superRefine(
    (value, ctx) => {
      const postalCode = value.postalCode.trim();
      if (postalCode === '') return;
      if (value.country === 'CA' && !isValidPostalCode('CA', postalCode)) {
        ctx.addIssue({
          code: 'custom',
          path: ['postalCode'],
          message: msg('cleanerOnboarding.validation.canadianPostalCode'),
        });
      }
      if (value.country === 'PT' && !isValidPostalCode('PT', postalCode)) {
        ctx.addIssue({
          code: 'custom',
          path: ['postalCode'],
          message: msg('cleanerOnboarding.validation.portuguesePostalCode'),
        });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

export type Step1Values = z.input<typeof step1Schema>;
export type Step1Output = z.output<typeof step1Schema>;
export type Step1Field = keyof Step1Values;

/** The order the fields appear in, for focusing the first problem the server reports. */
export const STEP1_FIELDS: readonly Step1Field[] = [
  'firstName',
  'lastName',
  'phone',
  'country',
  'addressLine1',
  'addressLine2',
  'city',
  'provinceOrDistrict',
  'postalCode',
  'transportType',
];

/** `body.city` → `city`; anything that is not a step 1 field → null. */
export function step1FieldForPath(path: string): Step1Field | null {
  const [root, field] = path.split('.');
  if (root !== 'body' || field === undefined) return null;
  return (STEP1_FIELDS as readonly string[]).includes(field) ? (field as Step1Field) : null;
}

const isProvinceCode = (value: string | null) => CANADIAN_PROVINCES.some((p) => p.code === value);

/** The form's starting values: what the profile already holds (a new cleaner starts in Canada). */
export function step1Defaults(profile: Profile): Step1Values {
  const country: OnboardingCountry = profile.country ?? 'CA';
  const region = profile.provinceOrDistrict ?? '';
  const names = profile.fullName.trim().split(/\s+/);
  return {
    firstName: profile.firstName ?? (names.length > 1 ? names.slice(0, -1).join(' ') : (names[0] ?? '')),
    lastName: profile.lastName ?? (names.length > 1 ? names[names.length - 1]! : ''),
    phone: profile.phone ?? '',
    country,
    addressLine1: profile.addressLine1 ?? '',
    addressLine2: profile.addressLine2 ?? '',
    city: profile.city ?? '',
    provinceOrDistrict: country === 'CA' && !isProvinceCode(region) ? '' : region,
    postalCode: profile.postalCode ?? '',
    transportType: profile.transportType ?? '',
  };
}

/** Form output → PUT /api/v1/me/onboarding/steps/1 (empty optional fields as null; Canada-only unit). */
export function toStep1Body(values: Step1Output): OnboardingStep1Body {
  const orNull = (value: string) => (value === '' ? null : value);
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone,
    country: values.country,
    addressLine1: values.addressLine1,
    addressLine2: values.country === 'CA' ? orNull(values.addressLine2) : null,
    city: values.city,
    provinceOrDistrict: orNull(values.provinceOrDistrict),
    postalCode: values.postalCode === '' ? null : values.postalCode.toUpperCase(),
    transportType: values.transportType as TransportType,
  };
}

/** A whole rate within 20–25 (the contract's rule for step 2), or null. */
export function parseHourlyRate(text: string): number | null {
  if (text.trim() === '') return null;
  const checked = wholeHourlyRateSchema.safeParse(Number(text));
  return checked.success ? checked.data : null;
}

/** Keeps a rate inside the slider's bounds, in whole units. */
export function clampHourlyRate(value: number): number {
  if (!Number.isFinite(value)) return ONBOARDING_HOURLY_RATE_DEFAULT;
  return Math.min(HOURLY_RATE_MAX, Math.max(HOURLY_RATE_MIN, Math.round(value)));
}

/** The profile's rate as a starting point for the slider (20 when none is stored). */
export function initialHourlyRate(profile: Profile): number {
  return profile.hourlyRate === null ? ONBOARDING_HOURLY_RATE_DEFAULT : clampHourlyRate(profile.hourlyRate);
}
