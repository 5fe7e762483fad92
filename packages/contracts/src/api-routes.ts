/**
 * Every API path the web calls, as the Fastify template the API registers (decision 045). Each is a string
 * constant of its own, which the web build writes into the code that calls it (Rolldown's inlineConst): the
 * first screens carry no table of the others. The web fills parameters with `apiPath`; the methods it calls
 * each route with are in api-route-methods.ts, and an API test holds both to the registered routes.
 */

// Public: the shell, the catalogue, the platform.
export const health = '/api/health';
export const appConfig = '/api/v1/app-config';
export const paymentsConfig = '/api/v1/payments/config';
export const clientEvents = '/api/v1/client-events';
export const services = '/api/v1/services';
export const addOns = '/api/v1/add-ons';
export const pricing = '/api/v1/pricing';
export const faq = '/api/v1/faq';
export const unsubscribe = '/api/v1/unsubscribe';
export const pushPublicKey = '/api/v1/push/public-key';
export const legalTerms = '/api/v1/legal/terms';
export const legalPrivacy = '/api/v1/legal/privacy';
/** Development only (local mail transport, not production): the mails the app sent. */
export const devOutbox = '/api/dev/outbox';

// Signing in and out: the better-auth endpoints the API lets through (modules/auth).
export const signUpEmail = '/api/auth/sign-up/email';
export const signInEmail = '/api/auth/sign-in/email';
export const signInSocial = '/api/auth/sign-in/social';
export const requestPasswordReset = '/api/auth/request-password-reset';
export const resetPassword = '/api/auth/reset-password';
export const signOut = '/api/auth/sign-out';
export const session = '/api/v1/session';

// The signed-in person's own things.
export const me = '/api/v1/me';
export const profile = '/api/v1/me/profile';
export const avatar = '/api/v1/me/avatar';
export const password = '/api/v1/me/password';
export const dataExport = '/api/v1/me/export';
export const legalAcceptance = '/api/v1/me/legal-acceptance';
export const verificationEmail = '/api/v1/me/verification-email';
export const events = '/api/v1/events';
export const pushSubscriptions = '/api/v1/me/push-subscriptions';
export const addresses = '/api/v1/me/addresses';
export const address = '/api/v1/me/addresses/:id';
/** The tax a booking at the address on a day carries (decision 079). */
export const addressTax = '/api/v1/me/addresses/:id/tax';
export const paymentMethods = '/api/v1/me/payment-methods';
export const paymentMethod = '/api/v1/me/payment-methods/:id';
export const defaultPaymentMethod = '/api/v1/me/payment-methods/:id/default';
export const setupIntent = '/api/v1/me/payment-methods/setup-intent';
export const favorites = '/api/v1/me/favorites';
export const favorite = '/api/v1/me/favorites/:userId';
export const unreadMessages = '/api/v1/me/unread-messages';
export const conversations = '/api/v1/me/conversations';
/** The inbox again (GET), and opening a pre-booking conversation with a cleaner (POST; decision 056). */
export const preBookingConversations = '/api/v1/conversations';
export const preBookingConversation = '/api/v1/conversations/:id';
export const preBookingMessages = '/api/v1/conversations/:id/messages';
export const readPreBookingMessages = '/api/v1/conversations/:id/messages/read';
export const notifications = '/api/v1/me/notifications';
export const readNotifications = '/api/v1/me/notifications/read';
export const notificationPreferences = '/api/v1/me/notification-preferences';

// A cleaner's own things.
export const onboardingStep = '/api/v1/me/onboarding/steps/:step';
export const completeOnboarding = '/api/v1/me/onboarding/complete';
export const payoutAccount = '/api/v1/me/payout';
export const connectPayout = '/api/v1/me/payout/connect';
export const withdrawalStatus = '/api/v1/me/payouts/withdrawal';
export const withdraw = '/api/v1/me/payouts/withdraw';
export const availability = '/api/v1/me/availability';
export const timeOff = '/api/v1/me/time-off';
export const acceptingJobs = '/api/v1/me/accepting-jobs';
export const earnings = '/api/v1/me/earnings';
export const earningsCsv = '/api/v1/me/earnings.csv';
export const statementMonthCsv = '/api/v1/me/statements/:month.csv';
export const statementMonthPdf = '/api/v1/me/statements/:month.pdf';
export const statementYearCsv = '/api/v1/me/statements/year/:year.csv';
export const statementYearPdf = '/api/v1/me/statements/year/:year.pdf';
/** A customer's invoices and credit notes (decision 080). */
export const myInvoices = '/api/v1/me/invoices';
export const rating = '/api/v1/me/rating';
/** Every pending request addressed to the signed-in cleaner, soonest expiry first. */
export const bookingRequests = '/api/v1/me/booking-requests';
export const serviceStandards = '/api/v1/me/service-standards';

// Cards with the local processor (the stand-in for the processor's own pages).
export const localCardTokens = '/api/v1/payments/local/tokens';
export const localAuthenticate = '/api/v1/payments/local/authenticate';

// Cleaners, free times, bookings and their conversations.
export const providers = '/api/v1/providers';
export const provider = '/api/v1/providers/:userId';
export const providerReviews = '/api/v1/providers/:userId/reviews';
export const slots = '/api/v1/slots';
export const bookings = '/api/v1/bookings';
export const booking = '/api/v1/bookings/:id';
export const bookingPayment = '/api/v1/bookings/:id/payment';
export const retryBookingPayment = '/api/v1/bookings/:id/payment/retry';
export const reviewBooking = '/api/v1/bookings/:id/review';
export const cancelBooking = '/api/v1/bookings/:id/cancel';
export const reportNoShow = '/api/v1/bookings/:id/no-show';
export const addTip = '/api/v1/bookings/:id/tip';
export const confirmBooking = '/api/v1/bookings/:id/confirm';
export const completeBooking = '/api/v1/bookings/:id/complete';
export const rescheduleBooking = '/api/v1/bookings/:id/reschedule';
export const acceptReschedule = '/api/v1/bookings/:id/reschedule/accept';
export const declineReschedule = '/api/v1/bookings/:id/reschedule/decline';
export const approveOvertime = '/api/v1/bookings/:id/overtime/approve';
export const disputeOvertime = '/api/v1/bookings/:id/overtime/dispute';
export const bookingMessages = '/api/v1/bookings/:id/messages';
export const readBookingMessages = '/api/v1/bookings/:id/messages/read';
export const bookingInvoices = '/api/v1/bookings/:id/invoices';
export const invoicePdf = '/api/v1/invoices/:id.pdf';
export const bookingComplaint = '/api/v1/bookings/:id/complaint';
export const complaintAnswer = '/api/v1/bookings/:id/complaint/answer';
export const complaintPhotos = '/api/v1/bookings/:id/complaint/photos';
export const series = '/api/v1/booking-series/:id';
export const cancelSeries = '/api/v1/booking-series/:id/cancel';

// The admin console and operations.
export const adminStats = '/api/v1/admin/stats';
export const adminSettings = '/api/v1/admin/settings';
export const adminUsers = '/api/v1/admin/users';
export const adminUser = '/api/v1/admin/users/:profileId';
export const adminCustomerBookings = '/api/v1/admin/users/:profileId/bookings';
export const adminCustomerBookingOptions = '/api/v1/admin/users/:profileId/booking-options';
export const adminCustomerSlots = '/api/v1/admin/users/:profileId/slots';
export const adminCleanerOpenBookings = '/api/v1/admin/users/:profileId/open-bookings';
export const adminBookings = '/api/v1/admin/bookings';
export const adminBookingsCsv = '/api/v1/admin/bookings.csv';
export const adminBooking = '/api/v1/admin/bookings/:id';
export const adminRefundBooking = '/api/v1/admin/bookings/:id/refunds';
export const adminCancelBooking = '/api/v1/admin/bookings/:id/cancel';
export const adminRetryBookingCharge = '/api/v1/admin/bookings/:id/payment/retry';
export const adminDecideOvertime = '/api/v1/admin/bookings/:id/overtime';
export const adminReassignBooking = '/api/v1/admin/bookings/:id/reassign';
export const adminDecideComplaint = '/api/v1/admin/bookings/:id/complaint';
export const adminComplaints = '/api/v1/admin/complaints';
export const adminDisputes = '/api/v1/admin/disputes';
export const adminPayouts = '/api/v1/admin/payouts';
export const adminPayoutsCsv = '/api/v1/admin/payouts.csv';
export const adminRunPayouts = '/api/v1/admin/payouts/run';
export const adminResendPayout = '/api/v1/admin/payouts/:id/resend';
export const adminReviews = '/api/v1/admin/reviews';
export const adminReview = '/api/v1/admin/reviews/:id';
export const adminRevenueReport = '/api/v1/admin/reports/revenue';
export const adminRevenueReportCsv = '/api/v1/admin/reports/revenue.csv';
export const adminContentReports = '/api/v1/admin/reports';
export const adminContentReport = '/api/v1/admin/reports/:id';
export const adminServiceStandards = '/api/v1/admin/service-standards';
export const adminServices = '/api/v1/admin/services';
export const adminService = '/api/v1/admin/services/:id';
export const adminTaxRates = '/api/v1/admin/tax-rates';
export const adminInvoices = '/api/v1/admin/invoices';

// Reports of reviews and people (decision 072).
export const reports = '/api/v1/reports';

// The help desk (decision 064).
export const supportCases = '/api/v1/support/cases';
export const supportCase = '/api/v1/support/cases/:id';
export const guestSupportCases = '/api/v1/support/guest-cases';
export const supportMessages = '/api/v1/support/cases/:id/messages';
export const supportPhotos = '/api/v1/support/cases/:id/photos';
export const adminSupportCases = '/api/v1/admin/support/cases';
export const adminAssignSupportCase = '/api/v1/admin/support/cases/:id/assign';
export const adminCloseSupportCase = '/api/v1/admin/support/cases/:id/close';
export const myDocuments = '/api/v1/me/documents';
export const myDocument = '/api/v1/me/documents/:kind';
export const adminDocuments = '/api/v1/admin/documents';
export const adminReviewDocument = '/api/v1/admin/documents/:id/review';
export const adminDocumentLink = '/api/v1/admin/documents/:id/link';
