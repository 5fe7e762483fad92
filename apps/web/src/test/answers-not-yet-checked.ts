/**
 * Test files whose hand-written answers are not yet ones the API could give (fields missing, ids that are
 * not UUIDs), found when the fetch stub began holding answers to the contract (decision 048). Their requests
 * are checked like everyone's; their answers are not, until their fixtures are fixed. The list only shrinks:
 * a file leaves it once its answers pass, and no file joins it.
 */
export const ANSWERS_NOT_YET_CHECKED: readonly string[] = [
  'src/app/offline-notice.test.tsx',
  'src/app/router.test.tsx',
  'src/app/sign-in-screen.test.tsx',
  'src/components/account/account-privacy-section.test.tsx',
  'src/components/booking/booking-conversation.test.tsx',
  'src/components/notification-preferences/notification-preferences-card.test.tsx',
  'src/components/payment-card/stripe-card-form.test.tsx',
  'src/features/auth/api/refresh-session.test.ts',
  'src/features/cleaner-dashboard/routes/cleaner-dashboard-page.test.tsx',
  'src/features/cleaner-jobs/routes/cleaner-jobs-page.test.tsx',
  'src/features/cleaner-onboarding/components/payment-step.test.tsx',
  'src/features/cleaner-onboarding/routes/complete-profile-page.test.tsx',
  'src/features/cleaner-schedule/routes/cleaner-schedule-page.test.tsx',
  'src/features/cleaners/routes/find-cleaners-page.test.tsx',
  'src/features/cleaners/routes/service-cleaners-page.test.tsx',
  'src/features/customer-home/routes/customer-home-page.test.tsx',
  'src/features/my-bookings/components/booking-lifecycle-panel.test.tsx',
  'src/features/my-bookings/routes/my-bookings-page.test.tsx',
];
