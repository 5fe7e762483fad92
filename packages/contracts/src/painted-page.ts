/**
 * The signed-in pages the server paints per request, with the person's data (decision 086): the API renders them
 * with the web build's renderer, and the app takes the page over at the visitor's first input. Each is painted
 * for one kind of person only (the others get the app as usual); a cleaner's profile is painted at its id.
 */
export type PaintedRole = 'customer' | 'cleaner';

interface PaintedPage {
  /** What #root's data-prerendered-page says: which page the app takes over. */
  page: string;
  role: PaintedRole;
}

const BY_PATH: Record<string, PaintedPage> = {
  '/customer/dashboard': { page: 'customer-home', role: 'customer' },
  '/customer/book': { page: 'booking-wizard', role: 'customer' },
  '/customer/find-cleaners': { page: 'cleaner-search', role: 'customer' },
  '/provider/dashboard': { page: 'cleaner-dashboard', role: 'cleaner' },
  '/provider/portal': { page: 'cleaner-portal', role: 'cleaner' },
};
/** /provider/<a cleaner's id>: the profile a customer opens (the cleaner's own pages are named in full above). */
const CLEANER_PROFILE = /^\/provider\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The painted page at `path` (no query, no trailing slash), or undefined where nothing is painted. */
export function paintedPageAt(path: string): PaintedPage | undefined {
  return (
    BY_PATH[path] ?? (CLEANER_PROFILE.test(path) ? { page: 'cleaner-profile', role: 'customer' } : undefined)
  );
}

export const PAINTED_PAGE = {
  /** The id of the JSON script with whose page it is and the answers it was drawn with, for the app's first render. */
  dataId: 'painted-data',
} as const;

/** The customer home's first screen's own data: the next booking, the largest text a customer with one sees. */
export const NEXT_BOOKING_REQUEST = '/api/v1/bookings?when=upcoming&limit=1';
