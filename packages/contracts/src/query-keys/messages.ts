/** Query keys of bookings' conversations (decision 045). */

export const all = ['messages'] as const;
export const booking = (bookingId: string) => ['messages', bookingId] as const;
export const unread = ['messages', 'unread'] as const;
