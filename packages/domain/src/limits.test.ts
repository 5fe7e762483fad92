import { describe, expect, it } from 'vitest';
import * as limits from './limits';

/** The product's list of services a cleaner can offer, in its order. */
const SERVICE_OPTIONS =
  'Regular House Cleaning | Deep Cleaning | Move-in/Move-out Cleaning | Post-Construction Cleaning | ' +
  'Office Cleaning | Carpet Cleaning | Window Cleaning | Laundry Services';

describe('limits', () => {
  it.each([
    ['MAX_ADDITIONAL_ADDRESSES', limits.MAX_ADDITIONAL_ADDRESSES, 5],
    ['AVATAR_MAX_BYTES', limits.AVATAR_MAX_BYTES, 10 * 1024 * 1024],
    ['AVATAR_SIZE_PX', limits.AVATAR_SIZE_PX, 400],
    ['AVATAR_JPEG_QUALITY', limits.AVATAR_JPEG_QUALITY, 90],
    ['PASSWORD_MIN_LENGTH', limits.PASSWORD_MIN_LENGTH, 8],
    ['PASSWORD_MAX_LENGTH', limits.PASSWORD_MAX_LENGTH, 128],
    ['RESET_REDIRECT_DELAY_MS', limits.RESET_REDIRECT_DELAY_MS, 3000],
    ['MOBILE_BREAKPOINT_PX', limits.MOBILE_BREAKPOINT_PX, 768],
    ['INSTALL_PROMPT_DELAY_MS', limits.INSTALL_PROMPT_DELAY_MS, 2500],
    ['HOURLY_RATE_MIN', limits.HOURLY_RATE_MIN, 20],
    ['HOURLY_RATE_MAX', limits.HOURLY_RATE_MAX, 25],
    ['ONBOARDING_HOURLY_RATE_DEFAULT', limits.ONBOARDING_HOURLY_RATE_DEFAULT, 20],
    ['ONBOARDING_HOURLY_RATE_STEP', limits.ONBOARDING_HOURLY_RATE_STEP, 1],
    ['CLEANER_DEFAULT_HOURLY_RATE', limits.CLEANER_DEFAULT_HOURLY_RATE, 25],
    ['DEFAULT_WORK_RADIUS_KM', limits.DEFAULT_WORK_RADIUS_KM, 10],
    ['PAYOUT_CONNECT_DELAY_MS', limits.PAYOUT_CONNECT_DELAY_MS, 1000],
    ['PROFILE_REVIEWS_SHOWN', limits.PROFILE_REVIEWS_SHOWN, 5],
    ['CLEANER_BOOKINGS_LIMIT', limits.CLEANER_BOOKINGS_LIMIT, 10],
    ['CLEANER_DASHBOARD_BOOKINGS', limits.CLEANER_DASHBOARD_BOOKINGS, 3],
    ['RECENT_TASKS_FETCH', limits.RECENT_TASKS_FETCH, 5],
    ['RECENT_TASKS_SHOWN', limits.RECENT_TASKS_SHOWN, 2],
    ['UPCOMING_JOBS_SHOWN', limits.UPCOMING_JOBS_SHOWN, 5],
    ['ADMIN_USERS_PAGE_SIZE', limits.ADMIN_USERS_PAGE_SIZE, 50],
    ['WIZARD_STEPS', limits.WIZARD_STEPS, 6],
    ['ONBOARDING_STEPS', limits.ONBOARDING_STEPS, 3],
    ['REVIEW_RATING_MIN', limits.REVIEW_RATING_MIN, 1],
    ['REVIEW_RATING_MAX', limits.REVIEW_RATING_MAX, 5],
    ['REVIEW_COMMENT_MAX', limits.REVIEW_COMMENT_MAX, 1000],
    ['FIRST_CLEANING_DISCOUNT_PERCENT', limits.FIRST_CLEANING_DISCOUNT_PERCENT, 20],
  ] as const)('%s = %d', (_name, actual, value) => {
    expect(actual).toBe(value);
  });

  it('keeps the onboarding default inside its range and the shown counts inside their fetches', () => {
    expect(limits.ONBOARDING_HOURLY_RATE_DEFAULT).toBeGreaterThanOrEqual(limits.HOURLY_RATE_MIN);
    expect(limits.ONBOARDING_HOURLY_RATE_DEFAULT).toBeLessThanOrEqual(limits.HOURLY_RATE_MAX);
    expect(limits.RECENT_TASKS_SHOWN).toBeLessThanOrEqual(limits.RECENT_TASKS_FETCH);
    expect(limits.CLEANER_DASHBOARD_BOOKINGS).toBeLessThanOrEqual(limits.CLEANER_BOOKINGS_LIMIT);
  });

  it.each([
    [
      'DEFAULT_SERVICES_OFFERED',
      limits.DEFAULT_SERVICES_OFFERED,
      ['Regular House Cleaning', 'Office Cleaning'],
    ],
    ['DEFAULT_AVAILABILITY_SLOT', limits.DEFAULT_AVAILABILITY_SLOT, { startTime: '09:00', endTime: '17:00' }],
    ['CLEANER_SERVICE_OPTIONS', limits.CLEANER_SERVICE_OPTIONS, SERVICE_OPTIONS.split(' | ')],
  ] as const)('%s is frozen and equals %j', (_name, actual, value) => {
    expect(actual).toEqual(value);
    expect(Object.isFrozen(actual)).toBe(true);
  });
});
