/**
 * Query keys of the cleaners who serve an address: the customer home's nearby ones, the booking wizard's
 * (decision 045). Under cleaners.ts's root, so a change to a cleaner refreshes them, in a module of their own
 * so the customer home does not carry the directory's keys.
 */

export const near = (addressId: string) => ['cleaners', 'near', addressId] as const;
export const serving = (addressId: string) => ['cleaners', 'serving', addressId] as const;
