/**
 * Query keys of the cleaner's dashboard and portal lists of bookings (decision 045): under bookings.ts's root,
 * so a booking's change refreshes them, in a module of their own so the customer's screens do not carry them.
 */

export const pendingCount = ['bookings', 'cleaner', 'pending-count'] as const;
export const recentTasks = ['bookings', 'cleaner', 'recent-tasks'] as const;
export const portal = (view: string) => ['bookings', 'cleaner', 'portal', view] as const;
/** Every pending request to the cleaner, paged soonest expiry first (the portal's Requests to answer). */
export const requests = ['bookings', 'cleaner', 'requests'] as const;
/** How many requests wait in all (the portal dashboard's count), whatever the pages hold. */
export const requestsTotal = ['bookings', 'cleaner', 'requests-total'] as const;
