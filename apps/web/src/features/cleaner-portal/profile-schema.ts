import { type CleanerProfileMessages, cleanerProfileFormSchema } from '@/lib/cleaner-profile-form';
import type en from '@/lib/locales/en/cleaner-portal.json';

/** Messages are i18n keys (`cleanerPortal.profile.errors.*`), translated under each field. */
export type ProfileErrorKey = `cleanerPortal.profile.errors.${keyof (typeof en)['profile']['errors']}`;
const msg = (key: ProfileErrorKey) => key;

/** The portal's profile tab edits the same profile as the profile page, in the portal's own words. */
const portalMessages: CleanerProfileMessages = {
  fullNameRequired: msg('cleanerPortal.profile.errors.fullNameRequired'),
  fullNameTooLong: msg('cleanerPortal.profile.errors.fullNameMax'),
  phone: msg('cleanerPortal.profile.errors.phoneInvalid'),
  phoneTooLong: msg('cleanerPortal.profile.errors.phoneInvalid'),
  bioTooLong: msg('cleanerPortal.profile.errors.bioMax'),
  hourlyRate: msg('cleanerPortal.profile.errors.hourlyRate'),
  workRadius: msg('cleanerPortal.profile.errors.workRadius'),
  homeTypes: msg('cleanerPortal.profile.errors.homeTypes'),
};

export const portalProfileSchema = cleanerProfileFormSchema(portalMessages);
