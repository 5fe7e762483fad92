import type { z } from 'zod';
import type { ApiMethod } from './api-paths';
import type { API_ROUTE_METHODS } from './api-route-methods';
import * as c from './index';

/**
 * What each route of api-routes.ts takes and answers, by method (the table of api-route-methods.ts with its
 * schemas). The API test holds every entry to the route the API registers (the same schema objects), and the
 * web's tests answer fetches only through it (test/fetch.ts): a form sending what the API refuses, or a
 * fixture the API could never answer, fails a test. The web's code never imports this table.
 *
 * - `query`, `body`: the schema the API validates them with. No `body`: the route reads none. `body: null`:
 *   a body the API hands on unread by a schema (better-auth's own endpoints).
 * - `response`: the schema of the success answer (`c.noContentResponse` for a 204). `null`: not JSON described
 *   by a schema (a CSV, an event stream, a file, better-auth's answers, an empty 204 of a route that says none).
 */
export interface RouteSchemas {
  query?: z.ZodType;
  body?: z.ZodType | null | ((params: Record<string, string>) => z.ZodType | undefined);
  response: z.ZodType | null;
}

/** Onboarding's steps share one template; each step has its own body. */
const onboardingStepBody = (params: Record<string, string>) =>
  ({ '1': c.onboardingStep1Body, '2': c.onboardingStep2Body, '3': c.onboardingStep3Body })[params.step ?? ''];

type RouteTable = {
  [Method in ApiMethod]: { [Name in (typeof API_ROUTE_METHODS)[Method][number]]: RouteSchemas };
};

export const API_ROUTE_SCHEMAS: RouteTable = {
  GET: {
    health: { response: c.healthResponse },
    appConfig: { response: c.appConfigResponse },
    paymentsConfig: { response: c.paymentsConfigResponse },
    services: { response: c.servicesResponse },
    addOns: { response: c.addOnsResponse },
    pricing: { response: c.pricingResponse },
    faq: { response: c.faqResponse },
    unsubscribe: { query: c.unsubscribeQuery, response: c.unsubscribeResponse },
    pushPublicKey: { response: c.pushPublicKeySchema },
    session: { response: c.sessionResponse },
    dataExport: { response: null },
    events: { response: null },
    addresses: { response: c.addressListResponse },
    paymentMethods: { response: c.paymentMethodListResponse },
    favorites: { query: c.favoritesQuery, response: c.cleanerPage },
    unreadMessages: { response: c.unreadMessagesSchema },
    notifications: { query: c.listNotificationsQuery, response: c.notificationPage },
    notificationPreferences: { response: c.notificationPreferencesSchema },
    payoutAccount: { response: c.payoutAccountResponse },
    availability: { response: c.availabilityResponse },
    timeOff: { response: c.timeOffResponse },
    earnings: { query: c.earningsQuery, response: c.earningsResponse },
    earningsCsv: { response: null },
    rating: { response: c.ratingResponse },
    providers: { query: c.cleanerListQuery, response: c.cleanerSearchPage },
    provider: { response: c.cleanerProfileSchema },
    providerReviews: { query: c.cleanerReviewsQuery, response: c.cleanerReviewPage },
    slots: { query: c.slotsQuery, response: c.slotsResponse },
    bookings: { query: c.listBookingsQuery, response: c.bookingPage },
    booking: { response: c.bookingSchema },
    bookingPayment: { response: c.bookingPaymentSchema },
    bookingMessages: { query: c.listMessagesQuery, response: c.messagePage },
    series: { response: c.bookingSeriesSchema },
    adminStats: { response: c.adminStatsResponse },
    adminSettings: { response: c.adminSettingsResponse },
    adminUsers: { query: c.adminUsersQuery, response: c.adminUserPage },
    adminUser: { response: c.adminUserDetailSchema },
    adminCustomerBookingOptions: { response: c.adminCustomerBookingOptions },
    adminCustomerSlots: { query: c.adminCustomerSlotsQuery, response: c.adminCustomerSlotsResponse },
    adminCleanerOpenBookings: { response: c.adminOpenBookingsResponse },
    adminBookings: { query: c.adminBookingsQuery, response: c.adminBookingPage },
    adminBookingsCsv: { query: c.adminBookingsCsvQuery, response: null },
    adminBooking: { response: c.bookingSchema },
    adminDisputes: { response: c.adminDisputesResponse },
    adminPayouts: { response: c.adminPayoutsResponse },
    adminPayoutsCsv: { response: null },
    adminReviews: { query: c.adminReviewsQuery, response: c.adminReviewPage },
    devOutbox: { response: c.outboxResponse },
    conversations: { query: c.listConversationsQuery, response: c.conversationPage },
    preBookingConversations: { query: c.listConversationsQuery, response: c.conversationPage },
    preBookingConversation: { response: c.enquirySchema },
    preBookingMessages: { query: c.listMessagesQuery, response: c.enquiryMessagePage },
    withdrawalStatus: { response: c.withdrawalStatusResponse },
    bookingRequests: { query: c.bookingRequestsQuery, response: c.bookingRequestsPage },
    serviceStandards: { response: c.cleanerServiceStandardsResponse },
    adminRevenueReport: { query: c.adminRevenueQuery, response: c.adminRevenueResponse },
    adminRevenueReportCsv: { query: c.adminRevenueQuery, response: null },
    adminServiceStandards: { response: c.adminServiceStandardsResponse },
    adminServices: { response: c.adminServicesResponse },
    supportCases: { query: c.supportCasesQuery, response: c.supportCasePage },
    supportCase: { response: c.supportCaseDetailSchema },
    adminSupportCases: { query: c.adminSupportCasesQuery, response: c.adminSupportCasePage },
    myDocuments: { response: c.cleanerDocumentsResponse },
    adminDocuments: { query: c.adminCleanerDocumentsQuery, response: c.adminCleanerDocumentsResponse },
  },
  POST: {
    withdraw: { response: c.withdrawResponse },
    clientEvents: { body: c.clientEventBody, response: null },
    unsubscribe: { query: c.unsubscribeQuery, body: c.unsubscribeBody, response: c.unsubscribeResponse },
    signUpEmail: { body: c.signUpBody, response: null },
    signInEmail: { body: c.signInBody, response: null },
    signInSocial: { body: c.googleSignInBody, response: null },
    requestPasswordReset: { body: c.requestPasswordResetBody, response: null },
    resetPassword: { body: null, response: null },
    signOut: { body: null, response: null },
    password: { body: c.changePasswordBody, response: c.noContentResponse },
    verificationEmail: { response: c.noContentResponse },
    pushSubscriptions: { body: c.pushSubscriptionBody, response: c.noContentResponse },
    addresses: { body: c.addressBody, response: c.addressSchema },
    paymentMethods: { body: c.addPaymentMethodBody, response: c.paymentMethodSchema },
    defaultPaymentMethod: { response: c.paymentMethodSchema },
    setupIntent: { response: c.setupIntentResponse },
    readNotifications: { body: c.readNotificationsRequest, response: c.noContentResponse },
    completeOnboarding: { response: c.meResponse },
    connectPayout: { response: c.connectPayoutResponse },
    localCardTokens: { body: c.localCardTokenBody, response: c.localCardTokenResponse },
    localAuthenticate: { body: c.localAuthenticateBody, response: c.localAuthenticateResponse },
    bookings: { body: c.createBookingBody, response: c.bookingSchema },
    retryBookingPayment: { body: c.retryPaymentRequest, response: c.bookingWithPaymentResponse },
    reviewBooking: { body: c.reviewBody, response: c.reviewCreatedResponse },
    cancelBooking: { body: c.cancelBookingRequest, response: c.bookingResponse },
    confirmBooking: { response: c.bookingActionResponse },
    completeBooking: { body: c.completeBookingBody, response: c.bookingActionResponse },
    rescheduleBooking: { body: c.rescheduleBody, response: c.rescheduleResponse },
    acceptReschedule: { response: c.bookingResponse },
    declineReschedule: { response: c.bookingResponse },
    approveOvertime: { response: c.bookingActionResponse },
    disputeOvertime: { body: c.overtimeDisputeBody, response: c.bookingResponse },
    bookingMessages: { body: c.postMessageBody, response: c.bookingMessageSchema },
    readBookingMessages: { response: c.noContentResponse },
    preBookingConversations: { body: c.openEnquiryBody, response: c.openEnquiryResponse },
    preBookingMessages: { body: c.postMessageBody, response: c.enquiryMessageSchema },
    readPreBookingMessages: { response: c.noContentResponse },
    cancelSeries: { response: c.bookingSeriesSchema },
    adminCustomerBookings: { body: c.adminCreateCustomerBookingBody, response: c.bookingSchema },
    adminRefundBooking: { body: c.adminRefundBody, response: c.adminRefundResponse },
    adminCancelBooking: { body: c.adminCancelBody, response: c.bookingResponse },
    adminRetryBookingCharge: { response: c.bookingWithPaymentResponse },
    adminDecideOvertime: { body: c.adminOvertimeDecisionBody, response: c.bookingResponse },
    adminReassignBooking: { body: c.adminReassignBody, response: c.bookingResponse },
    adminRunPayouts: { response: c.runPayoutsResponse },
    adminResendPayout: { response: c.resendPayoutResponse },
    supportCases: { body: c.openSupportCaseBody, response: c.openSupportCaseResponse },
    supportMessages: { body: c.supportMessageBody, response: c.supportMessageSchema },
    supportPhotos: { response: c.supportPhotoSchema },
    adminAssignSupportCase: { response: c.supportCaseDetailSchema },
    adminCloseSupportCase: { response: c.supportCaseDetailSchema },
    adminReviewDocument: { body: c.reviewCleanerDocumentBody, response: c.adminCleanerDocumentSchema },
    adminDocumentLink: { response: c.cleanerDocumentLinkResponse },
  },
  PUT: {
    avatar: { response: c.avatarResponse },
    favorite: { response: c.noContentResponse },
    notificationPreferences: {
      body: c.putNotificationPreferencesBody,
      response: c.notificationPreferencesSchema,
    },
    onboardingStep: { body: onboardingStepBody, response: c.meResponse },
    availability: { body: c.availabilityPutBody, response: c.availabilityResponse },
    timeOff: { body: c.timeOffBody, response: c.timeOffResponse },
    acceptingJobs: { body: c.acceptingJobsBody, response: c.acceptingJobsResponse },
    adminSettings: { body: c.adminSettingsBody, response: c.adminSettingsResponse },
    adminServiceStandards: { body: c.adminServiceStandardsBody, response: c.adminServiceStandardsResponse },
    myDocument: { response: c.cleanerDocumentSchema },
  },
  PATCH: {
    profile: { body: c.profileUpdateBody, response: c.meResponse },
    adminService: { body: c.adminServiceBody, response: c.adminServiceSchema },
    address: { body: c.addressPatchBody, response: c.addressSchema },
    adminUser: { body: c.adminUpdateUserBody, response: c.adminUserListItemSchema },
    adminReview: { body: c.adminUpdateReviewBody, response: c.adminReviewSchema },
  },
  DELETE: {
    me: { body: c.deleteAccountBody, response: c.noContentResponse },
    pushSubscriptions: { body: c.deletePushSubscriptionBody, response: c.noContentResponse },
    address: { response: c.noContentResponse },
    paymentMethod: { response: null },
    favorite: { response: c.noContentResponse },
  },
};
