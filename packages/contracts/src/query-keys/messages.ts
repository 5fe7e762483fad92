/** Query keys of bookings' conversations (decision 045). */

export const all = ['messages'] as const;
export const booking = (bookingId: string) => ['messages', bookingId] as const;
export const unread = ['messages', 'unread'] as const;
/** A pre-booking conversation's messages; its detail sits under them, so a message refreshes both. */
export const enquiry = (id: string) => ['messages', 'enquiries', id] as const;
export const enquiryDetail = (id: string) => ['messages', 'enquiries', id, 'detail'] as const;
