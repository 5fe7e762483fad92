import shell from '../fr-CA.json';
import account from './account.json';
import addresses from './addresses.json';
import adminConsole from './admin-console.json';
import adminOperations from './admin-operations.json';
import booking from './booking.json';
import bookingWizard from './booking-wizard.json';
import customerHome from './customer-home.json';
import customerProfile from './customer-profile.json';
import faq from './faq.json';
import myBookings from './my-bookings.json';
import paymentCard from './payment-card.json';
import paymentMethods from './payment-methods.json';
import providerDashboard from './provider-dashboard.json';
import providerJobs from './provider-jobs.json';
import providerOnboarding from './provider-onboarding.json';
import providerPortal from './provider-portal.json';
import providerProfile from './provider-profile.json';
import providerSchedule from './provider-schedule.json';
import providerWallet from './provider-wallet.json';
import providers from './providers.json';
import services from './services.json';
import weeklyAvailability from './weekly-availability.json';

/**
 * fr-CA strings, mirroring en/ file for file (a test keeps every key in step); loaded on demand by
 * lib/i18n.ts as one chunk.
 */
export const resources = {
  ...shell,
  account,
  addresses,
  adminConsole,
  adminOperations,
  booking,
  bookingWizard,
  customerHome,
  customerProfile,
  faq,
  myBookings,
  paymentCard,
  paymentMethods,
  providerDashboard,
  providerJobs,
  providerOnboarding,
  providerPortal,
  providerProfile,
  providerSchedule,
  providerWallet,
  providers,
  services,
  weeklyAvailability,
};
