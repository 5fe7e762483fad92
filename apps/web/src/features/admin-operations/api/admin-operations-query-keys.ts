/**
 * Every query of this feature starts with `['admin', …]`, so a change here (a payout run, a hidden review)
 * can refresh the other admin pages' figures too.
 */
export const ADMIN_QUERY_KEY = ['admin'] as const;
export const ADMIN_BOOKINGS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'bookings'] as const;
export const ADMIN_PAYOUTS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'payouts'] as const;
export const ADMIN_REVIEWS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'reviews'] as const;
