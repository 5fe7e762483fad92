import { describe, expect, it } from 'vitest';
import { onboardingStep2Body } from './cleaner';
import { HOURLY_RATE_MESSAGES, hourlyRateSchema, wholeHourlyRateSchema } from './hourly-rate';
import { cleanerProfileUpdateBody } from './profile';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the hourly rate on the profile: 20 to 25, to the cent', () => {
  it.each([20, 20.01, 22.5, 22.05, 24.99, 25])('accepts %s', (rate) => {
    expect(hourlyRateSchema.parse(rate)).toBe(rate);
    expect(cleanerProfileUpdateBody.parse({ hourlyRate: rate })).toEqual({ hourlyRate: rate });
  });

  // The profile form's hint says "For example 22.50": its own example must be a rate the API takes.
  it('accepts the form’s example 22.50 as typed', () => {
    expect(cleanerProfileUpdateBody.safeParse({ hourlyRate: Number('22.50') }).success).toBe(true);
  });

  it.each([19.99, 25.01, 0, 1000, 22.505, -20, Number.NaN])('refuses %s with the range sentence', (rate) => {
    expect(messages(hourlyRateSchema.safeParse(rate))).toEqual([HOURLY_RATE_MESSAGES.toTheCent]);
  });

  it('refuses a rate sent as text', () => {
    expect(messages(cleanerProfileUpdateBody.safeParse({ hourlyRate: '22.50' }))).toEqual([
      HOURLY_RATE_MESSAGES.toTheCent,
    ]);
  });

  it('lets a cleaner clear the rate with null', () => {
    expect(cleanerProfileUpdateBody.parse({ hourlyRate: null })).toEqual({ hourlyRate: null });
  });

  it('says its range in its sentence', () => {
    expect(HOURLY_RATE_MESSAGES.toTheCent).toBe(
      'Hourly rate must be between 20 and 25, with at most two decimals.',
    );
  });
});

describe('the hourly rate in onboarding: the same range in whole units', () => {
  const week = [{ weekday: 1, startTime: '09:00', endTime: '17:00' }];

  it.each([20, 21, 25])('accepts %s', (rate) => {
    expect(onboardingStep2Body.parse({ hourlyRate: rate, availability: week }).hourlyRate).toBe(rate);
  });

  it.each([22.5, 22.05, 19.99, 25.01, 19, 26])('refuses %s with the whole-number sentence', (rate) => {
    expect(messages(wholeHourlyRateSchema.safeParse(rate))).toEqual([HOURLY_RATE_MESSAGES.wholeNumber]);
    expect(onboardingStep2Body.safeParse({ hourlyRate: rate, availability: week }).success).toBe(false);
  });

  it('asks for a missing rate as a required field', () => {
    expect(messages(wholeHourlyRateSchema.safeParse(undefined))).toEqual([
      'Please fill in all required fields',
    ]);
  });
});
