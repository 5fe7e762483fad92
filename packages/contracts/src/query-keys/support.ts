/** Query keys of the help desk (decisions 045, 064): a person's own cases, one case, the admins' queue. */

export const all = ['support'] as const;
export const mine = ['support', 'mine'] as const;
export const detail = (id: string) => ['support', 'case', id] as const;
export const queue = (filters: { status?: string; topic?: string }) =>
  ['support', 'queue', filters.status ?? 'all', filters.topic ?? 'all'] as const;
/** The bookings "Contact us" offers to name (a customer's or a cleaner's). */
export const contactBookings = (role: string) => ['support', 'contact-bookings', role] as const;
