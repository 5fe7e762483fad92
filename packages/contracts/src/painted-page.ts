/**
 * The signed-in customer home painted by the server (decision 039): the web build renders it once per language
 * with the name tokens in place of the person's names, and the API puts the escaped names in per request.
 */
export const PAINTED_HOME = {
  /** The page it is painted at. */
  path: '/customer/dashboard',
  /** What #root's data-prerendered-page says, for the app to know which page it takes over. */
  page: 'customer-home',
  /**
   * The first screen's own data: the next booking, whose card is the largest text a customer with a booking
   * sees. The API paints the card with what this request answers (decision 041).
   */
  nextBookingRequest: '/api/v1/bookings?when=upcoming&limit=1',
  /**
   * Around the next booking's skeleton in the page the build renders: the API puts the card in their place,
   * rendered per request (decision 041), or leaves the skeleton.
   */
  nextBookingSlot: ['%%limpa:next-booking%%', '%%limpa:/next-booking%%'],
  /** The id of the JSON script with the booking the card shows, for the app's first render to draw the same. */
  nextBookingDataId: 'painted-next-booking',
} as const;

/** Plain ASCII that React's escaping leaves as it is and that the API replaces in one pass. */
export const PAINTED_NAME_TOKENS = {
  /** What the header shows: the full name, else the e-mail address. */
  displayName: '%%limpa:display-name%%',
  /** The greeting's first name. */
  firstName: '%%limpa:first-name%%',
} as const;
