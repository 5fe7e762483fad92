import {
  type AvailabilityProblemCode,
  canadianProvinceCode,
  isValidPostalCode,
  normalizePostalCode,
  validateAvailability,
} from '@limpa/domain';
import { z } from 'zod';
import { ADDRESS_MESSAGES } from './addresses';
import { currencySchema, optionalText } from './common';
import { HOURLY_RATE_MESSAGES, wholeHourlyRateSchema } from './hourly-rate';

/** Upper bound of weekly availability rows (a guard against absurd bodies, far above any real week). */
export const AVAILABILITY_MAX_SLOTS = 100;

/** User-facing wording of the onboarding and availability rules (docs/product-rules.md#validation). */
export const ONBOARDING_MESSAGES = Object.freeze({
  required: 'Please fill in all required fields',
  hourlyRate: HOURLY_RATE_MESSAGES.wholeNumber,
  atLeastOneSlot: 'Add at least one time slot',
  tooManySlots: `You can add up to ${AVAILABILITY_MAX_SLOTS} time slots`,
  province: 'Please select a valid province',
  canadianPostalCode: ADDRESS_MESSAGES.canadianPostalCode,
  portuguesePostalCode: ADDRESS_MESSAGES.portuguesePostalCode,
  avatarUrl: 'Upload the photo with PUT /api/v1/me/avatar first',
  payoutFirst: 'Connect your payout account first.',
  completeAllSteps: 'Please complete all three steps first.',
});

/** Toast titles (docs/product-rules.md#wording) used as problem titles. */
export const ONBOARDING_TITLES = Object.freeze({
  save: 'Error saving progress',
  complete: 'Error completing profile',
});

const requiredError = (issue: { input?: unknown }) =>
  issue.input == null ? ONBOARDING_MESSAGES.required : undefined;
const requiredText = (max: number) =>
  z.string({ error: requiredError }).trim().min(1, ONBOARDING_MESSAGES.required).max(max);

// ---------------------------------------------------------------------------------------------
// Weekly availability

/** One weekly slot: weekday 0 (Sunday) … 6 (Saturday), 'HH:mm' start and end (end may be '24:00'). */
export const availabilitySlotSchema = z.strictObject({
  weekday: z.number(),
  startTime: z.string().max(10),
  endTime: z.string().max(10),
});
export type AvailabilitySlotInput = z.infer<typeof availabilitySlotSchema>;

/** Which field a problem of `validateAvailability` points at. */
const PROBLEM_FIELD: Record<AvailabilityProblemCode, keyof AvailabilitySlotInput> = {
  invalid_weekday: 'weekday',
  invalid_start_time: 'startTime',
  invalid_end_time: 'endTime',
  end_not_after_start: 'endTime',
  overlap: 'startTime',
};

/**
 * A whole weekly list, checked with the domain's `validateAvailability` (weekday 0..6, valid times, end after
 * start, no overlap within a weekday): every problem becomes one issue at `<index>.<field>`.
 */
const availabilityList = (min: number) =>
  z
    .array(availabilitySlotSchema, {
      error: (issue) => (issue.input == null ? ONBOARDING_MESSAGES.atLeastOneSlot : undefined),
    })
    .min(min, ONBOARDING_MESSAGES.atLeastOneSlot)
    .max(AVAILABILITY_MAX_SLOTS, ONBOARDING_MESSAGES.tooManySlots)
    .superRefine((rows, ctx) => {
      for (const problem of validateAvailability(rows)) {
        ctx.addIssue({
          code: 'custom',
          path: [problem.index, PROBLEM_FIELD[problem.code]],
          message: problem.message,
          input: rows[problem.index],
        });
      }
    });

/**
 * PUT /api/v1/me/availability: the whole week; [] is allowed and means "the default week"
 * (docs/product-rules.md#cleaners).
 */
export const availabilityPutBody = availabilityList(0);
export type AvailabilityPutBody = z.infer<typeof availabilityPutBody>;

export const availabilitySlotResponse = z.object({
  weekday: z.number().int().min(0).max(6),
  /** 'HH:mm' */
  startTime: z.string(),
  /** 'HH:mm'; '24:00' for a slot running to midnight. */
  endTime: z.string(),
});
/** GET and PUT /api/v1/me/availability: ordered by weekday, then start time. */
export const availabilityResponse = z.array(availabilitySlotResponse);
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;

// ---------------------------------------------------------------------------------------------
// Onboarding steps

/** Each name at most 99 characters, so "first last" fits the 200-character full name. */
const NAME_MAX = 99;

const step1Fields = {
  firstName: requiredText(NAME_MAX),
  lastName: requiredText(NAME_MAX),
  phone: requiredText(40),
  country: z.enum(['CA', 'PT'], { error: requiredError }),
  addressLine1: requiredText(200),
  addressLine2: optionalText(200),
  city: requiredText(120),
  /** Canada: one of the 13 province/territory codes or names (stored as the code). Portugal: free text. */
  provinceOrDistrict: optionalText(60),
  /** Canada 'A1A 1A1' (stored upper-case with the space); Portugal 'NNNN-NNN'. */
  postalCode: optionalText(20),
  transportType: z.enum(['car', 'bus', 'biking'], { error: requiredError }),
  /**
   * Accepted so the whole form can be sent, but the photo is uploaded with PUT /api/v1/me/avatar: absent or
   * null leaves the photo as it is, and a string must be the URL already stored on the profile (else 400).
   */
  avatarUrl: z.string().max(500).nullable().optional(),
};
type Step1Fields = z.output<z.ZodObject<typeof step1Fields>>;

/** Country rules; runs even when other fields failed, so one answer lists every problem. */
function checkStep1CountryRules(value: Partial<Step1Fields>, ctx: z.RefinementCtx) {
  const hasText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
  const issue = (path: keyof Step1Fields, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message, input: value[path] });
  if (value.country === 'CA') {
    if (hasText(value.provinceOrDistrict) && canadianProvinceCode(value.provinceOrDistrict) === null) {
      issue('provinceOrDistrict', ONBOARDING_MESSAGES.province);
    }
    if (hasText(value.postalCode) && !isValidPostalCode('CA', value.postalCode)) {
      issue('postalCode', ONBOARDING_MESSAGES.canadianPostalCode);
    }
  } else if (value.country === 'PT') {
    if (hasText(value.postalCode) && !isValidPostalCode('PT', value.postalCode)) {
      issue('postalCode', ONBOARDING_MESSAGES.portuguesePostalCode);
    }
  }
}

/**
 * PUT /api/v1/me/onboarding/steps/1 "Basic Profile Info". Currency is never sent: it follows the country.
 * The output is normalised: Canadian province as its code, postal code as stored ('M5V 3A4').
 */
export const onboardingStep1Body = z
  .strictObject(step1Fields)
  .superRefine(checkStep1CountryRules, {
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
  .transform((v) => ({
    ...v,
    addressLine2: v.addressLine2 ?? null,
    provinceOrDistrict:
      v.country === 'CA' ? canadianProvinceCode(v.provinceOrDistrict) : (v.provinceOrDistrict ?? null),
    postalCode: v.postalCode ? normalizePostalCode(v.country, v.postalCode) : null,
  }));
export type OnboardingStep1Body = z.input<typeof onboardingStep1Body>;
export type OnboardingStep1Input = z.output<typeof onboardingStep1Body>;

/** PUT /api/v1/me/onboarding/steps/2 "Hours & Hourly Rate": also replaces the weekly availability. */
export const onboardingStep2Body = z.strictObject({
  hourlyRate: wholeHourlyRateSchema,
  availability: availabilityList(1),
});
export type OnboardingStep2Body = z.infer<typeof onboardingStep2Body>;

/** PUT /api/v1/me/onboarding/steps/3 "Payment Information": accepted once payouts are connected. */
export const onboardingStep3Body = z.strictObject({});
export type OnboardingStep3Body = z.infer<typeof onboardingStep3Body>;

// ---------------------------------------------------------------------------------------------
// Earnings (wallet)

export const EARNINGS_PAGE_SIZE = 20;
export const EARNINGS_PAGE_MAX = 100;

export const earningsQuery = z.strictObject({
  /** Opaque keyset cursor from the previous page's `nextCursor`. */
  cursor: z.string().min(1).max(500).optional(),
  limit: z.coerce.number().int().min(1).max(EARNINGS_PAGE_MAX).default(EARNINGS_PAGE_SIZE),
});
export type EarningsQuery = z.infer<typeof earningsQuery>;

/** All amounts in cents of `currency`. */
export const earningsTotalsSchema = z.object({
  currency: currencySchema,
  /** Earnings of all completed bookings (final earnings when the job was completed with a final total). */
  totalEarnedCents: z.number().int(),
  /** Completed bookings of the current / previous UTC month (by completion time, else start time). */
  thisMonthCents: z.number().int(),
  lastMonthCents: z.number().int(),
  /** (this − last) / last × 100, one decimal; null when last month is 0. */
  monthOverMonthPercent: z.number().nullable(),
  /** Completed but not yet paid by the customer, plus confirmed jobs not yet completed. */
  pendingCents: z.number().int(),
  /** Sum of completed payouts. */
  paidOutCents: z.number().int(),
  /** Completed and paid bookings not yet in a payout: what the next payout run would pay. */
  availableCents: z.number().int(),
});
export type EarningsTotals = z.infer<typeof earningsTotalsSchema>;

export const earningsTransactionSchema = z.object({
  /** The booking id (payments) or the payout id (withdrawals). */
  id: z.uuid(),
  type: z.enum(['payment', 'withdrawal']),
  status: z.enum(['completed', 'pending', 'failed']),
  /** Always positive; `type` tells the direction. */
  amountCents: z.number().int(),
  currency: currencySchema,
  date: z.iso.datetime(),
  /** Payments only. */
  bookingId: z.uuid().optional(),
  description: z.string(),
  /** Payments only: the earning is held while the booking's complaint is open (decision 070). */
  onHold: z.enum(['complaint']).optional(),
});
export type EarningsTransaction = z.infer<typeof earningsTransactionSchema>;

/** GET /api/v1/me/earnings. */
export const earningsResponse = z.object({
  /** The cleaner's currency (profile, else the most used, else EUR); `totals` always has a row for it. */
  currency: currencySchema,
  /** One row per currency, `currency` first. */
  totals: z.array(earningsTotalsSchema),
  completedCount: z.number().int(),
  thisMonthCompletedCount: z.number().int(),
  /** Pending, confirmed or in-progress bookings starting within the next 7 days. */
  nextWeekCount: z.number().int(),
  /** Newest first. */
  transactions: z.array(earningsTransactionSchema),
  nextCursor: z.string().nullable(),
});
export type EarningsResponse = z.infer<typeof earningsResponse>;

/** Header of GET /api/v1/me/earnings.csv. */
export const EARNINGS_CSV_HEADER = ['Date', 'Type', 'Status', 'Description', 'Amount', 'Currency'] as const;
