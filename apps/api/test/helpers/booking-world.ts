import {
  bookingBody,
  cleanerSignedIn,
  customerWithAddressAndCard,
  postBooking as postFixture,
} from './booking-fixtures';
import { useTestApp } from './test-app';

type Booker = Parameters<typeof bookingBody>[0] & { cookie: string };

/**
 * The app of a test file that books, with the booking fixtures bound to it: most booking tests sign a cleaner
 * in, give a customer an address and a card and post bookings, and would otherwise pass the app and database
 * along at every step. Like useTestApp's, `t` is filled in by beforeAll: call these inside tests and hooks only.
 */
export function useBookingWorld(options: Parameters<typeof useTestApp>[0] = {}) {
  const t = useTestApp(options);
  const signInCleaner = (input?: Parameters<typeof cleanerSignedIn>[2]) =>
    cleanerSignedIn(t.app, t.db, input);
  const newCustomer = (address?: Parameters<typeof customerWithAddressAndCard>[2]) =>
    customerWithAddressAndCard(t.app, t.db, address);
  const postBooking = (cookie: string, body: object, headers?: Record<string, string>) =>
    postFixture(t.app, cookie, body, headers);
  return {
    t,
    signInCleaner,
    newCustomer,
    postBooking,
    /** A cleaner signed in (with `input`), then a customer with an address and a card: most tests' opening. */
    cleanerAndCustomer: async (input?: Parameters<typeof cleanerSignedIn>[2]) => {
      const cleaner = await signInCleaner(input);
      return { cleaner, c: await newCustomer() };
    },
    /** `c` books `cleanerId` with bookingBody's defaults, `over` laid on top. */
    book: (c: Booker, cleanerId: string, over?: Record<string, unknown>) =>
      postBooking(c.cookie, bookingBody(c, cleanerId, over)),
  };
}
