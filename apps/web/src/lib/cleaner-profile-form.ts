import type { CleanerProfileUpdateBody, Profile } from '@limpa/contracts';
import { HOME_TYPES, MAX_WORK_RADIUS_KM, MIN_WORK_RADIUS_KM } from '@limpa/domain';
import { z } from 'zod';
import { hourlyRateFromText, hourlyRateText, isHourlyRateText } from './hourly-rate-text';

/**
 * The cleaner's profile form, as the profile page and the portal's profile tab both edit it: the checks mirror the
 * server's (contracts `cleanerProfileUpdateBody`; docs/product-rules.md#validation: the hourly rate 20–25 to the
 * cent or empty, the radius a whole number of km). Each screen names its own messages (its i18n keys).
 */
export interface CleanerProfileMessages {
  fullNameRequired: string;
  fullNameTooLong: string;
  phone: string;
  phoneTooLong: string;
  bioTooLong: string;
  hourlyRate: string;
  workRadius: string;
  homeTypes: string;
}

const PHONE_PATTERN = /^\+?[\d\s().-]{6,20}$/;
const RADIUS_PATTERN = /^\d+$/;

export const cleanerProfileFormSchema = (m: CleanerProfileMessages) =>
  z.object({
    fullName: z.string().trim().min(1, m.fullNameRequired).max(120, m.fullNameTooLong),
    phone: z
      .string()
      .trim()
      .max(40, m.phoneTooLong)
      .refine((value) => value === '' || PHONE_PATTERN.test(value), m.phone),
    bio: z.string().trim().max(1000, m.bioTooLong),
    hourlyRate: z.string().refine(isHourlyRateText, m.hourlyRate),
    workRadiusKm: z
      .string()
      .trim()
      .refine(
        (value) =>
          RADIUS_PATTERN.test(value) &&
          Number(value) >= MIN_WORK_RADIUS_KM &&
          Number(value) <= MAX_WORK_RADIUS_KM,
        m.workRadius,
      ),
    servicesOffered: z.array(z.string()),
    homeTypes: z.array(z.enum(HOME_TYPES)).min(1, m.homeTypes),
  });

export type CleanerProfileFormValues = z.input<ReturnType<typeof cleanerProfileFormSchema>>;

/** The form's values for a profile (numbers as the text the inputs hold). */
export function cleanerProfileFormValues(profile: Profile): CleanerProfileFormValues {
  return {
    fullName: profile.fullName ?? '',
    phone: profile.phone ?? '',
    bio: profile.bio ?? '',
    hourlyRate: hourlyRateText(profile.hourlyRate),
    workRadiusKm: String(profile.workRadiusKm),
    servicesOffered: [...profile.servicesOffered],
    homeTypes: [...profile.homeTypes],
  };
}

/** What the form saves: every field it shows. */
export type CleanerProfileFormBody = Required<
  Pick<
    CleanerProfileUpdateBody,
    'fullName' | 'phone' | 'bio' | 'hourlyRate' | 'workRadiusKm' | 'servicesOffered' | 'homeTypes'
  >
>;

/** Form → PATCH body: empty phone and bio as null, an empty rate as null, numbers parsed. */
export function toCleanerProfileBody(values: CleanerProfileFormValues): CleanerProfileFormBody {
  return {
    fullName: values.fullName.trim(),
    phone: values.phone.trim() || null,
    bio: values.bio.trim() || null,
    hourlyRate: hourlyRateFromText(values.hourlyRate),
    workRadiusKm: Number.parseInt(values.workRadiusKm.trim(), 10),
    servicesOffered: values.servicesOffered,
    homeTypes: values.homeTypes,
  };
}
