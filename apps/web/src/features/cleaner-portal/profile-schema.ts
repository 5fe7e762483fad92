import { z } from 'zod';
import type en from '@/lib/locales/en/cleaner-portal.json';

/** Messages are i18n keys (`cleanerPortal.profile.errors.*`), translated under each field. */
export type ProfileErrorKey = `cleanerPortal.profile.errors.${keyof (typeof en)['profile']['errors']}`;
const msg = (key: ProfileErrorKey) => key;

/** The API's limits (contracts `cleanerProfileUpdateBody`). */
const FULL_NAME_MAX = 120;
const BIO_MAX = 1000;
const HOURLY_RATE_MAX = 1000;
const WORK_RADIUS_MAX = 500;
const PHONE_PATTERN = /^\+?[\d\s().-]{6,20}$/;
/** At most two decimals, "." or "," as the separator. */
const RATE_PATTERN = /^\d+([.,]\d{1,2})?$/;

/** docs/product-rules.md#validation: hourly rate a decimal with step 0.01 (null if empty); radius whole. */
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
  hourlyRate: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (RATE_PATTERN.test(v) && Number(v.replace(',', '.')) <= HOURLY_RATE_MAX),
      msg('cleanerPortal.profile.errors.hourlyRate'),
    ),
  workRadiusKm: z
    .string()
    .trim()
    .refine(
      (v) => /^\d+$/.test(v) && Number(v) <= WORK_RADIUS_MAX,
      msg('cleanerPortal.profile.errors.workRadius'),
    ),
  servicesOffered: z.array(z.string()),
});
export type PortalProfileValues = z.input<typeof portalProfileSchema>;

/** Form text → the PATCH body: empty phone and bio become null, the rate a number or null. */
export function toProfileBody(values: PortalProfileValues) {
  const rate = values.hourlyRate.trim();
  return {
    fullName: values.fullName.trim(),
    phone: values.phone.trim() || null,
    bio: values.bio.trim() || null,
    hourlyRate: rate === '' ? null : Math.round(Number(rate.replace(',', '.')) * 100) / 100,
    workRadiusKm: Number(values.workRadiusKm.trim()),
    servicesOffered: values.servicesOffered,
  };
}
