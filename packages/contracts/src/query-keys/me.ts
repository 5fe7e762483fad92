/** Query keys of the signed-in person's own things (decision 045). */

export const addresses = ['me', 'addresses'] as const;
export const paymentMethods = ['me', 'payment-methods'] as const;
export const payoutAccount = ['me', 'payout'] as const;
export const availability = ['me', 'availability'] as const;
export const rating = ['me', 'rating'] as const;
/** Which notifications the person wants, per channel (a root of its own: `notifications.all` leaves it). */
export const notificationPreferences = ['notification-preferences'] as const;
/** The service standards in the cleaner's language (decision 054). */
export const serviceStandards = ['me', 'service-standards'] as const;
/** The tax a booking at one of the person's addresses on a day carries (decision 079). */
export const addressTax = (addressId: string, date: string | null) =>
  ['me', 'addresses', addressId, 'tax', date ?? 'today'] as const;
