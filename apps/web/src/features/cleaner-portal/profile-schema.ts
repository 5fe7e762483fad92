import { HOME_TYPES, MAX_WORK_RADIUS_KM, MIN_WORK_RADIUS_KM } from '@limpa/domain';
import { z } from 'zod';
import { hourlyRateFromText, isHourlyRateText } from '@/lib/hourly-rate-text';
import type en from '@/lib/locales/en/cleaner-portal.json';

/** Messages are i18n keys (`cleanerPortal.profile.errors.*`), translated under each field. */
export type ProfileErrorKey = `cleanerPortal.profile.errors.${keyof (typeof en)['profile']['errors']}`;
const msg = (key: ProfileErrorKey) => key;

/** The API's limits (contracts `cleanerProfileUpdateBody`; the hourly rate is checked by its own schema). */
const FULL_NAME_MAX = 120;
const BIO_MAX = 1000;
const PHONE_PATTERN = /^\+?[\d\s().-]{6,20}$/;

/** docs/product-rules.md#validation: hourly rate 20–25 to the cent (null if empty); radius whole. */
export const portalProfileSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, msg('cleanerPortal.profile.errors.fullNameRequired'))
    .max(FULL_NAME_MAX, msg('cleanerPortal.profile.errors.fullNameMax')),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || PHONE_PATTERN.test(v), msg('cleanerPortal.profile.errors.phoneInvalid')),
  bio: z.string().trim().max(BIO_MAX, msg('cleanerPortal.profile.errors.bioMax')),
  hourlyRate: z.string().refine(isHourlyRateText, msg('cleanerPortal.profile.errors.hourlyRate')),
  workRadiusKm: z
    .string()
    .trim()
    .refine(
      (v) => /^\d+$/.test(v) && Number(v) >= MIN_WORK_RADIUS_KM && Number(v) <= MAX_WORK_RADIUS_KM,
      msg('cleanerPortal.profile.errors.workRadius'),
    ),
  servicesOffered: z.array(z.string()),
  homeTypes: z.array(z.enum(HOME_TYPES)).min(1, msg('cleanerPortal.profile.errors.homeTypes')),
});
export type PortalProfileValues = z.input<typeof portalProfileSchema>;

/** Form text → the PATCH body: empty phone and bio become null, the rate a number or null. */
export function toProfileBody(values: PortalProfileValues) {
  return {
    fullName: values.fullName.trim(),
    phone: values.phone.trim() || null,
    bio: values.bio.trim() || null,
    hourlyRate: hourlyRateFromText(values.hourlyRate),
    workRadiusKm: Number(values.workRadiusKm.trim()),
    servicesOffered: values.servicesOffered,
    homeTypes: values.homeTypes,
  };
}
