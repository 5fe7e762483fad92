import account from './account.json';
import addresses from './addresses.json';
import adminComplaints from './admin-complaints.json';
import adminConsole from './admin-console.json';
import adminDocuments from './admin-documents.json';
import adminInvoices from './admin-invoices.json';
import adminOperations from './admin-operations.json';
import adminSupport from './admin-support.json';
import adminTaxRates from './admin-tax-rates.json';
import booking from './booking.json';
import bookingWizard from './booking-wizard.json';
import canadianProvinces from './canadian-provinces.json';
import cleanerDashboard from './cleaner-dashboard.json';
import cleanerDocuments from './cleaner-documents.json';
import cleanerJobs from './cleaner-jobs.json';
import cleanerOnboarding from './cleaner-onboarding.json';
import cleanerPortal from './cleaner-portal.json';
import cleanerProfile from './cleaner-profile.json';
import cleanerSchedule from './cleaner-schedule.json';
import cleanerWallet from './cleaner-wallet.json';
import cleaners from './cleaners.json';
import complaint from './complaint.json';
import contact from './contact.json';
import conversation from './conversation.json';
import conversations from './conversations.json';
import customerHome from './customer-home.json';
import customerProfile from './customer-profile.json';
import devOutbox from './dev-outbox.json';
import faq from './faq.json';
import help from './help.json';
import homeTypes from './home-types.json';
import invoice from './invoice.json';
import legal from './legal.json';
import myBookings from './my-bookings.json';
import notificationPreferences from './notification-preferences.json';
import notifications from './notifications.json';
import paymentCard from './payment-card.json';
import paymentMethods from './payment-methods.json';
import receipts from './receipts.json';
import report from './report.json';
import services from './services.json';
import { englishShell } from './shell';
import signUpTerms from './sign-up-terms.json';
import { englishSignedInShell } from './signed-in-shell';
import support from './support.json';
import unsubscribe from './unsubscribe.json';
import weeklyAvailability from './weekly-availability.json';

/**
 * All English strings: the shell's (en.json: shell.ts, signed-in-shell.ts) plus one file per feature, each under its own top-level
 * key, so features add their texts without touching each other's files. A new language mirrors this folder.
 * The app bundles only `englishShell` (and the routed app `englishSignedInShell`); the types, the tests and the other languages' checks use this whole.
 */
export const en = {
  ...englishShell,
  ...englishSignedInShell,
  account,
  addresses,
  adminComplaints,
  adminConsole,
  adminDocuments,
  adminOperations,
  adminSupport,
  adminTaxRates,
  booking,
  bookingWizard,
  canadianProvinces,
  contact,
  complaint,
  conversation,
  conversations,
  customerHome,
  customerProfile,
  devOutbox,
  faq,
  help,
  homeTypes,
  invoice,
  receipts,
  adminInvoices,
  legal,
  myBookings,
  notificationPreferences,
  notifications,
  paymentCard,
  paymentMethods,
  cleanerDashboard,
  cleanerDocuments,
  cleanerJobs,
  cleanerOnboarding,
  cleanerPortal,
  cleanerProfile,
  cleanerSchedule,
  cleanerWallet,
  cleaners,
  services,
  report,
  signUpTerms,
  support,
  unsubscribe,
  weeklyAvailability,
};
