import { HOURLY_RATE_MAX, HOURLY_RATE_MIN } from '@limpa/domain';
import { z } from 'zod';
import { ADDRESS_MESSAGES } from './addresses';

/** The wording of the hourly-rate rule (docs/product-rules.md#validation), one text per precision. */
export const HOURLY_RATE_MESSAGES = Object.freeze({
  toTheCent: `Hourly rate must be between ${HOURLY_RATE_MIN} and ${HOURLY_RATE_MAX}, with at most two decimals.`,
  wholeNumber: `Hourly rate must be a whole number between ${HOURLY_RATE_MIN} and ${HOURLY_RATE_MAX}.`,
});

/**
 * The one hourly-rate rule: 20 to 25 in currency units, to the cent (the profile) or in whole units (the
 * onboarding slider). Every failure of a precision says that precision's one sentence, so the web can show
 * before sending exactly what the API would answer.
 */
function hourlyRateIn(precision: 'cent' | 'whole') {
  const message = precision === 'cent' ? HOURLY_RATE_MESSAGES.toTheCent : HOURLY_RATE_MESSAGES.wholeNumber;
  // One failure is one sentence: the first check that fails ends the others.
  const check = { error: message, abort: true };
  const bounded = z
    .number({ error: (issue) => (issue.input == null ? ADDRESS_MESSAGES.required : message) })
    .min(HOURLY_RATE_MIN, check)
    .max(HOURLY_RATE_MAX, check);
  return precision === 'cent' ? bounded.multipleOf(0.01, check) : bounded.int(check);
}

/** PATCH /me/profile's hourly rate: 20.00 to 25.00, at most two decimals (22.50 is stored as 2250 cents). */
export const hourlyRateSchema = hourlyRateIn('cent');
/** Onboarding step 2's hourly rate: the same range in whole units. */
export const wholeHourlyRateSchema = hourlyRateIn('whole');
