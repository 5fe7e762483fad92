/** Query keys of bookings (decision 045): `all` is what a booking's change makes stale, for either side. */

export const all = ['bookings'] as const;
export const lists = ['bookings', 'list'] as const;
export const list = (when: string) => ['bookings', 'list', when] as const;
export const details = ['bookings', 'detail'] as const;
export const detail = (id: string) => ['bookings', 'detail', id] as const;
export const series = (id: string) => ['bookings', 'series', id] as const;
/** A booking's complaint (decision 070): under `all`, so any change to the booking reads it again. */
export const complaint = (id: string) => ['bookings', 'complaint', id] as const;
/** The customer home's next booking; the painted home's booking goes in the cache under it (041). */
export const next = ['bookings', 'next'] as const;
/** The header's badge of requests waiting for the cleaner. */
export const pendingCount = ['bookings', 'pending-count'] as const;
