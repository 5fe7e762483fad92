/**
 * The signed-in customer home painted by the server per request, with the person's data (decision 086): the
 * API renders it with the web build's renderer, and the app takes it over at the visitor's first input.
 */
export const PAINTED_HOME = {
  /** The page it is painted at. */
  path: '/customer/dashboard',
  /** What #root's data-prerendered-page says, for the app to know which page it takes over. */
  page: 'customer-home',
  /** The first screen's own data: the next booking, whose card is the largest text a customer with a booking sees. */
  nextBookingRequest: '/api/v1/bookings?when=upcoming&limit=1',
  /**
   * The id of the JSON script with whose page it is and the answers it was drawn with, for the app's first
   * render to draw the same page.
   */
  dataId: 'painted-data',
} as const;
