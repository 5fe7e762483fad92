import shell from '../en.json';
import account from './account.json';
import booking from './booking.json';
import conversation from './conversation.json';
import notificationPreferences from './notification-preferences.json';
import paymentCard from './payment-card.json';
import weeklyAvailability from './weekly-availability.json';

/**
 * The English the first screen needs: the shell's (en.json) and what shared components show. Each feature's
 * own file is registered by the feature's pages when they load (features/<f>/strings.ts, decision 023), so
 * the first screen does not carry every screen's English.
 */
export const englishShell = {
  ...shell,
  account,
  booking,
  conversation,
  notificationPreferences,
  paymentCard,
  weeklyAvailability,
};
