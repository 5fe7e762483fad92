/** Query keys of customers' invoices and credit notes (decisions 045, 080). */

export const all = ['invoices'] as const;
export const mine = ['invoices', 'mine'] as const;
export const ofBooking = (bookingId: string) => ['invoices', 'booking', bookingId] as const;
export const byNumber = (number: string) => ['invoices', 'number', number] as const;
