import {
  ADDRESS_MESSAGES,
  AVAILABILITY_MAX_SLOTS,
  CLEANER_DOCUMENT_MESSAGES,
  CLEANER_LIST_MESSAGES,
  HOURLY_RATE_MESSAGES,
  type Locale,
  MESSAGE_REQUIRED,
  ONBOARDING_MESSAGES,
  PROFILE_MESSAGES,
  REPORT_MESSAGES,
  SUSPENSION_REASON_REQUIRED,
  TIME_OFF_MAX_RANGES,
  TIME_OFF_MESSAGES,
} from '@limpa/contracts';
import {
  HOURLY_RATE_MAX,
  HOURLY_RATE_MIN,
  MAX_ADDITIONAL_ADDRESSES,
  MAX_WORK_RADIUS_KM,
  MIN_WORK_RADIUS_KM,
  NIF_MESSAGE,
  numberFormat,
  validateAvailability,
} from '@limpa/domain';
import { translate } from './i18n';

type Vars = Record<string, string | number>;

/** Said by our own code (not zod) when a customer may not set a cleaner's field. */
export const CLEANER_ONLY_FIELD = 'Only cleaners can set this field';
/** Said by our own code when a cleaner or an admin sends a customer's field (the tax number). */
export const CUSTOMER_ONLY_FIELD = 'Only customers can set this field';
/** Said by the text-input guard (decision 014). */
export const UNSTORABLE_TEXT = 'contains a character that is not allowed';

/**
 * The weekly-availability rule messages, by problem code, as the domain writes them: one list with every
 * kind of problem (bad weekday and times, end before start, an overlap) so the wording stays the domain's.
 */
const AVAILABILITY = Object.fromEntries(
  validateAvailability([
    { weekday: 9, startTime: 'x', endTime: 'y' },
    { weekday: 1, startTime: '10:00', endTime: '09:00' },
    { weekday: 1, startTime: '09:00', endTime: '12:00' },
    { weekday: 1, startTime: '10:00', endTime: '11:00' },
  ]).map((p) => [p.code, p.message]),
) as Record<string, string>;

/**
 * Every field message our own rules write (the product's wording, docs/product-rules.md#wording, in English
 * in the contracts and the domain), with its key under `problems.fields.` and the values of its placeholders
 * (decision 027). A test checks that English says exactly these texts and that every message constant is
 * listed.
 */
const OWN_FIELD_MESSAGES: readonly (readonly [text: string, key: string, vars?: Vars])[] = [
  [ADDRESS_MESSAGES.required, 'required'],
  [ADDRESS_MESSAGES.email, 'email'],
  [ADDRESS_MESSAGES.canadianPostalCode, 'canadian_postal_code'],
  [ADDRESS_MESSAGES.portuguesePostalCode, 'portuguese_postal_code'],
  [ADDRESS_MESSAGES.district, 'district'],
  [ADDRESS_MESSAGES.duplicateRoom, 'duplicate_room'],
  [ADDRESS_MESSAGES.additionalLimit, 'additional_address_limit', { max: MAX_ADDITIONAL_ADDRESSES }],
  [ADDRESS_MESSAGES.primaryLimit, 'primary_address_limit'],
  [ONBOARDING_MESSAGES.hourlyRate, 'hourly_rate', { min: HOURLY_RATE_MIN, max: HOURLY_RATE_MAX }],
  [HOURLY_RATE_MESSAGES.toTheCent, 'hourly_rate_to_the_cent', { min: HOURLY_RATE_MIN, max: HOURLY_RATE_MAX }],
  [ONBOARDING_MESSAGES.atLeastOneSlot, 'at_least_one_slot'],
  [ONBOARDING_MESSAGES.tooManySlots, 'too_many_slots', { max: AVAILABILITY_MAX_SLOTS }],
  [ONBOARDING_MESSAGES.province, 'province'],
  [ONBOARDING_MESSAGES.avatarUrl, 'avatar_url'],
  [ONBOARDING_MESSAGES.payoutFirst, 'payout_first'],
  [ONBOARDING_MESSAGES.completeAllSteps, 'complete_all_steps'],
  [TIME_OFF_MESSAGES.invalidDate, 'invalid_date'],
  [TIME_OFF_MESSAGES.endBeforeStart, 'end_before_start'],
  [TIME_OFF_MESSAGES.tooMany, 'too_many_time_off', { max: TIME_OFF_MAX_RANGES }],
  [AVAILABILITY.invalid_weekday ?? '', 'invalid_weekday'],
  [AVAILABILITY.invalid_start_time ?? '', 'invalid_start_time'],
  [AVAILABILITY.invalid_end_time ?? '', 'invalid_end_time'],
  [AVAILABILITY.end_not_after_start ?? '', 'end_not_after_start'],
  [AVAILABILITY.overlap ?? '', 'slots_overlap'],
  [MESSAGE_REQUIRED, 'message_required'],
  [SUSPENSION_REASON_REQUIRED, 'suspension_reason_required'],
  [PROFILE_MESSAGES.workRadius, 'work_radius', { min: MIN_WORK_RADIUS_KM, max: MAX_WORK_RADIUS_KM }],
  [PROFILE_MESSAGES.homeTypesRequired, 'home_types_required'],
  [CLEANER_LIST_MESSAGES.nearestNeedsAddress, 'nearest_needs_address'],
  [REPORT_MESSAGES.oneTarget, 'report_one_target'],
  [REPORT_MESSAGES.reasonRequired, 'report_reason_required'],
  [CLEANER_DOCUMENT_MESSAGES.reasonRequired, 'document_reason_required'],
  [CLEANER_ONLY_FIELD, 'cleaner_only'],
  [CUSTOMER_ONLY_FIELD, 'customer_only'],
  [NIF_MESSAGE, 'invalid_tax_id'],
  [UNSTORABLE_TEXT, 'unstorable_text'],
];

const BY_TEXT = new Map(OWN_FIELD_MESSAGES.map(([text, key, vars]) => [text, { key, vars }]));

/** The English text, key and values of every own field message (for the test that keeps them in step). */
export const ownFieldMessages = () => OWN_FIELD_MESSAGES;

/** One of our own field messages in the language; undefined for a text we did not write (zod's). */
export function translateOwnFieldMessage(locale: Locale, english: string): string | undefined {
  const own = BY_TEXT.get(english);
  if (!own) return undefined;
  const vars = Object.fromEntries(
    Object.entries(own.vars ?? {}).map(([name, value]) => [
      name,
      typeof value === 'number' ? numberFormat(locale).format(value) : value,
    ]),
  );
  return translate(locale, `problems.fields.${own.key}`, vars);
}
