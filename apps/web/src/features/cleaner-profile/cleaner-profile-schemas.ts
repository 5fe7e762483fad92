import type { CleanerProfileUpdateBody, Profile } from '@limpa/contracts';
import { HOME_TYPES, MAX_WORK_RADIUS_KM, MIN_WORK_RADIUS_KM } from '@limpa/domain';
import { z } from 'zod';
import { hourlyRateFromText, hourlyRateText, isHourlyRateText } from '@/lib/hourly-rate-text';
import type en from '@/lib/locales/en/cleaner-profile.json';

/**
 * The cleaner profile form's checks, mirroring the server's (contracts `cleanerProfileUpdateBody`).
 * Messages are i18n keys translated under each field. docs/product-rules.md#validation: the hourly rate
 * is 20–25 to the cent, checked by the contract's own schema (null when empty); the radius is a whole number.
 */

export type ProfileValidationKey = `cleanerProfile.validation.${keyof (typeof en)['validation']}`;
const msg = (key: ProfileValidationKey) => key;

const PHONE_PATTERN = /^\+?[\d\s().-]{6,20}$/;
const RADIUS_PATTERN = /^\d+$/;
export const WORK_RADIUS_MIN_KM = MIN_WORK_RADIUS_KM;
export const WORK_RADIUS_MAX_KM = MAX_WORK_RADIUS_KM;

const tooLong = msg('cleanerProfile.validation.tooLong');

export const profileFormSchema = z.object({
  fullName: z.string().trim().min(1, msg('cleanerProfile.validation.fullNameRequired')).max(120, tooLong),
  phone: z
    .string()
    .trim()
    .max(40, tooLong)
    .refine((value) => value === '' || PHONE_PATTERN.test(value), msg('cleanerProfile.validation.phone')),
  bio: z.string().trim().max(1000, tooLong),
  hourlyRate: z.string().refine(isHourlyRateText, msg('cleanerProfile.validation.hourlyRate')),
  workRadiusKm: z
    .string()
    .trim()
    .refine(
      (value) =>
        RADIUS_PATTERN.test(value) &&
        Number(value) >= WORK_RADIUS_MIN_KM &&
        Number(value) <= WORK_RADIUS_MAX_KM,
      msg('cleanerProfile.validation.workRadius'),
    ),
  servicesOffered: z.array(z.string()),
  homeTypes: z.array(z.enum(HOME_TYPES)).min(1, msg('cleanerProfile.validation.homeTypes')),
});

export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

/** The form's values for a profile (numbers as the text the inputs hold). */
export function profileFormValues(profile: Profile): ProfileFormValues {
  return {
    fullName: profile.fullName,
    phone: profile.phone ?? '',
    bio: profile.bio ?? '',
    hourlyRate: hourlyRateText(profile.hourlyRate),
    workRadiusKm: String(profile.workRadiusKm),
    servicesOffered: [...profile.servicesOffered],
    homeTypes: [...profile.homeTypes],
  };
}

/** Form output → PATCH body: empty phone and bio as null, empty rate as null, numbers parsed. */
export function toProfileUpdateBody(values: ProfileFormOutput): CleanerProfileUpdateBody {
  return {
    fullName: values.fullName,
    phone: values.phone === '' ? null : values.phone,
    bio: values.bio === '' ? null : values.bio,
    hourlyRate: hourlyRateFromText(values.hourlyRate),
    workRadiusKm: Number.parseInt(values.workRadiusKm, 10),
    servicesOffered: values.servicesOffered,
    homeTypes: values.homeTypes,
  };
}
