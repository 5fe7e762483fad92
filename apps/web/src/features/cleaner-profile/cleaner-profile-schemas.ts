import { MAX_WORK_RADIUS_KM, MIN_WORK_RADIUS_KM } from '@limpa/domain';
import { type CleanerProfileMessages, cleanerProfileFormSchema } from '@/lib/cleaner-profile-form';
import type en from '@/lib/locales/en/cleaner-profile.json';

/** Messages are i18n keys translated under each field (the checks themselves: lib/cleaner-profile-form.ts). */
export type ProfileValidationKey = `cleanerProfile.validation.${keyof (typeof en)['validation']}`;
const msg = (key: ProfileValidationKey) => key;

export const WORK_RADIUS_MIN_KM = MIN_WORK_RADIUS_KM;
export const WORK_RADIUS_MAX_KM = MAX_WORK_RADIUS_KM;

const tooLong = msg('cleanerProfile.validation.tooLong');

const profileMessages: CleanerProfileMessages = {
  fullNameRequired: msg('cleanerProfile.validation.fullNameRequired'),
  fullNameTooLong: tooLong,
  phone: msg('cleanerProfile.validation.phone'),
  phoneTooLong: tooLong,
  bioTooLong: tooLong,
  hourlyRate: msg('cleanerProfile.validation.hourlyRate'),
  workRadius: msg('cleanerProfile.validation.workRadius'),
  homeTypes: msg('cleanerProfile.validation.homeTypes'),
};

export const profileFormSchema = cleanerProfileFormSchema(profileMessages);
