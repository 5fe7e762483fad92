/** Query keys of the admin pages (decision 045): one root, so a change on one page refreshes the others. */

export const all = ['admin'] as const;
export const stats = ['admin', 'stats'] as const;
export const health = ['admin', 'health'] as const;
export const settings = ['admin', 'settings'] as const;
export const disputes = ['admin', 'disputes'] as const;
export const payouts = ['admin', 'payouts'] as const;
export const cleanerSearch = (q: string) => ['admin', 'cleaner-search', q] as const;
export const users = ['admin', 'users'] as const;
export const userLists = ['admin', 'users', 'list'] as const;
export const userList = <Filters extends object>(filters: Filters) =>
  ['admin', 'users', 'list', filters] as const;
export const user = (profileId: string) => ['admin', 'users', 'detail', profileId] as const;
export const bookings = ['admin', 'bookings'] as const;
export const bookingLists = ['admin', 'bookings', 'list'] as const;
export const bookingList = (search: string) => ['admin', 'bookings', 'list', search] as const;
export const booking = (id: string) => ['admin', 'bookings', 'detail', id] as const;
export const reviews = ['admin', 'reviews'] as const;
export const reviewLists = ['admin', 'reviews', 'list'] as const;
export const reviewList = (visibility: string) => ['admin', 'reviews', 'list', visibility] as const;
export const contentReports = ['admin', 'content-reports'] as const;
export const contentReportList = (status: string) => ['admin', 'content-reports', status] as const;
export const revenueReport = ['admin', 'reports', 'revenue'] as const;
export const serviceStandards = ['admin', 'service-standards'] as const;
export const services = ['admin', 'services'] as const;
export const taxRates = ['admin', 'tax-rates'] as const;
export const customerBookingOptions = (profileId: string) =>
  ['admin', 'users', 'booking-options', profileId] as const;
export const customerSlots = <Query extends object>(profileId: string, query: Query) =>
  ['admin', 'users', 'slots', profileId, query] as const;
export const cleanerOpenBookings = (profileId: string) =>
  ['admin', 'users', 'open-bookings', profileId] as const;
/** The complaints queue by status (decision 070); under `all`, so a decision refreshes bookings and payouts too. */
export const complaints = ['admin', 'complaints'] as const;
export const complaintList = (status: string) => ['admin', 'complaints', status] as const;
