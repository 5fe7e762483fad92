/** Business constants and limits of the product (docs/product-rules.md). */

/** Additional addresses per customer (besides the one primary); not applied when editing. */
export const MAX_ADDITIONAL_ADDRESSES = 5;
/**
 * Open (pending) booking requests one customer may hold at once, so nobody can block every calendar. Each
 * pending visit of a recurring series is one (decision 019).
 */
export const MAX_PENDING_BOOKINGS = 5;

/** Avatar upload: at most 10 MB; output is a centred 400×400 JPEG at quality 0.9. */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_SIZE_PX = 400;
/** JPEG quality as a percentage (0.9 for canvas.toBlob, 90 for server encoders). */
export const AVATAR_JPEG_QUALITY = 90;

/** One password rule everywhere (docs/product-rules.md#roles-and-accounts). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Redirect after a successful password reset. */
export const RESET_REDIRECT_DELAY_MS = 3000;

/** Mobile layout below this width. */
export const MOBILE_BREAKPOINT_PX = 768;
/** The install prompt opens this long after the browser offers installation. */
export const INSTALL_PROMPT_DELAY_MS = 2500;

/**
 * A cleaner's hourly rate, in currency units: 20 to 25 wherever it is set. The profile takes it to the cent,
 * onboarding's slider in whole units (steps of 1, default 20).
 */
export const HOURLY_RATE_MIN = 20;
export const HOURLY_RATE_MAX = 25;
export const ONBOARDING_HOURLY_RATE_DEFAULT = 20;
export const ONBOARDING_HOURLY_RATE_STEP = 1;
/** Hourly rate shown by the cleaner profile when none is stored. */
export const CLEANER_DEFAULT_HOURLY_RATE = 25;
export const DEFAULT_WORK_RADIUS_KM = 10;
/** The catalogue names of the services a new cleaner offers (stored as the services' ids). */
export const DEFAULT_SERVICES_OFFERED: readonly string[] = Object.freeze([
  'Regular House Cleaning',
  'Office Cleaning',
]);
/** A new availability slot starts as 09:00–17:00. */
export const DEFAULT_AVAILABILITY_SLOT: Readonly<{ startTime: string; endTime: string }> = Object.freeze({
  startTime: '09:00',
  endTime: '17:00',
});
/** Simulated payout connect (when Stripe is not configured). */
export const PAYOUT_CONNECT_DELAY_MS = 1000;

/** List sizes. */
export const PROFILE_REVIEWS_SHOWN = 5;
export const CLEANER_BOOKINGS_LIMIT = 10;
export const CLEANER_DASHBOARD_BOOKINGS = 3;
export const RECENT_TASKS_FETCH = 5;
export const RECENT_TASKS_SHOWN = 2;
export const UPCOMING_JOBS_SHOWN = 5;
export const ADMIN_USERS_PAGE_SIZE = 50;

/** Step counts. */
export const WIZARD_STEPS = 6;
export const ONBOARDING_STEPS = 3;

/** Reviews: 1 to 5 stars, optional comment up to 1,000 characters. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_COMMENT_MAX = 1000;

/** Display only: never applied to any amount. */
export const FIRST_CLEANING_DISCOUNT_PERCENT = 20;

/** Services a cleaner can offer, in display order. */
export const CLEANER_SERVICE_OPTIONS: readonly string[] = Object.freeze([
  'Regular House Cleaning',
  'Deep Cleaning',
  'Move-in/Move-out Cleaning',
  'Post-Construction Cleaning',
  'Office Cleaning',
  'Carpet Cleaning',
  'Window Cleaning',
  'Laundry Services',
]);
