/** Every table, one file per domain under schema/; this list is what Drizzle and drizzle-kit read. */

export * from './schema/addresses-and-cards';
export * from './schema/auth';
export * from './schema/booking-charges';
export * from './schema/booking-counts';
export * from './schema/bookings';
export * from './schema/catalogue';
export * from './schema/cleaner-documents';
export * from './schema/complaints';
export * from './schema/enquiries';
export * from './schema/invoices';
export * from './schema/lifecycle';
export * from './schema/live-events';
export * from './schema/local-payment-gateway';
export * from './schema/messages';
export * from './schema/payments';
export * from './schema/payouts';
export * from './schema/platform';
export * from './schema/profiles';
export * from './schema/push';
export * from './schema/reports';
export * from './schema/reviews-and-favorites';
export * from './schema/support';
export * from './schema/tax';
