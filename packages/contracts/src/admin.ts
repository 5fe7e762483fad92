import { EARLIEST_START_MAX_HOURS, EARLIEST_START_MIN_HOURS } from '@limpa/domain';
import { z } from 'zod';
import { openBookingDecisionSchema } from './admin-customer-bookings';
import { bookingSchema, bookingStatusSchema, paymentStatusSchema } from './bookings';
import { currencySchema, roleSchema } from './common';

/** Admin API (docs/api.md#admin, docs/product-rules.md#admin). Every route is admin-only. */

export const ADMIN_USERS_PAGE_SIZE = 50;
export const ADMIN_BOOKINGS_PAGE_SIZE = 50;
export const ADMIN_REVIEWS_PAGE_SIZE = 50;

const cursorField = z.string().min(1).max(500).optional();
const searchField = z.string().trim().max(100).optional();

/** An amount per currency (admin money is always shown per currency). */
export const currencyAmountSchema = z.object({ currency: currencySchema, amountCents: z.number().int() });
export type CurrencyAmount = z.infer<typeof currencyAmountSchema>;

// ---------------------------------------------------------------- dashboard

export const adminStatsResponse = z.object({
  totalUsers: z.number().int(),
  /** Approved cleaners who completed onboarding (the listed, bookable ones). */
  activeCleaners: z.number().int(),
  totalBookings: z.number().int(),
  pendingBookings: z.number().int(),
  completedBookings: z.number().int(),
  /** Platform fees of paid bookings (the final fee once completed with a final total), per currency. */
  revenue: z.array(currencyAmountSchema),
  /** Unexpired sessions used within the last 15 minutes. */
  activeSessions: z.number().int(),
  /**
   * Visible reviews created within the last 7 days. Reviews are published at once (there is no approval
   * queue); an admin looks them over on the reviews page and hides any that break the rules.
   */
  reviewsThisWeek: z.number().int(),
  /** Bookings whose payment status is `failed`. */
  failedPayments: z.number().int(),
  /** Reports of reviews and people waiting for an admin's decision (decision 072). */
  openReports: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsResponse>;

// ---------------------------------------------------------------- users

export const profileIdParam = z.object({ profileId: z.uuid() });

export const adminUsersQuery = z.strictObject({
  /** Contains, case-insensitive, over full name, phone, city and e-mail. */
  q: searchField,
  role: roleSchema.optional(),
  cursor: cursorField,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

export const adminUserListItemSchema = z.object({
  /** The profile id (used by the detail and update calls). */
  id: z.uuid(),
  userId: z.string(),
  fullName: z.string(),
  role: roleSchema,
  phone: z.string().nullable(),
  city: z.string().nullable(),
  isApproved: z.boolean(),
  onboardingComplete: z.boolean(),
  /** Suspended by an admin: cannot sign in; a cleaner is out of search. */
  suspended: z.boolean(),
  /** Confirmed or pending bookings this person cancelled as their cleaner (0 for customers and admins). */
  cancellationCount: z.number().int(),
  /** Of those, the confirmed ones cancelled inside 24 h of their start (decision 069). */
  lateCancellationCount: z.number().int(),
  /** Blocked from new requests after three no-shows in 90 days, until an admin lifts it (decision 069). */
  noShowBlocked: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;

/** Newest first, ADMIN_USERS_PAGE_SIZE a page. */
export const adminUserPage = z.object({
  items: z.array(adminUserListItemSchema),
  nextCursor: z.string().nullable(),
});
export type AdminUserPage = z.infer<typeof adminUserPage>;

export const adminAuditEntrySchema = z.object({
  id: z.uuid(),
  /** The acting admin's name; null when that account no longer exists. */
  actorName: z.string().nullable(),
  field: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  /** Why (suspensions). */
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/** Every field of the "User details" dialog, plus the profile's change history (newest first). */
export const adminUserDetailSchema = z.object({
  id: z.uuid(),
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: roleSchema,
  isApproved: z.boolean(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  provinceOrDistrict: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.enum(['CA', 'PT']).nullable(),
  /** Currency units (cents / 100). */
  hourlyRate: z.number().nullable(),
  currency: currencySchema.nullable(),
  workRadiusKm: z.number().int(),
  onboardingComplete: z.boolean(),
  payoutConnected: z.boolean(),
  servicesOffered: z.array(z.string()),
  suspended: z.boolean(),
  suspendedAt: z.iso.datetime().nullable(),
  suspensionReason: z.string().nullable(),
  /** Bookings this person cancelled as their cleaner. */
  cancellationCount: z.number().int(),
  /** Of those, the confirmed ones cancelled inside 24 h of their start (decision 069). */
  lateCancellationCount: z.number().int(),
  /** No-shows reported against this cleaner (the other side said they did not come). */
  noShowCount: z.number().int(),
  /** When a third no-show in 90 days blocked new requests; null when not blocked (decision 069). */
  noShowBlockedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  audit: z.array(adminAuditEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** Said when a suspension comes without a reason (translated by the API, decision 027). */
export const SUSPENSION_REASON_REQUIRED = 'Please give a reason for the suspension.';

export const adminUpdateUserBody = z
  .strictObject({
    role: roleSchema.optional(),
    isApproved: z.boolean().optional(),
    suspended: z.boolean().optional(),
    /** Required when suspending: kept in the audit trail and shown to admins. */
    reason: z.string().trim().min(1).max(500).optional(),
    /**
     * Demoting a cleaner (another role, or approval withdrawn) who still has pending or confirmed bookings to
     * come: one decision per such booking, else 409 cleaner_has_open_bookings (decision 057).
     */
    openBookings: z.array(openBookingDecisionSchema).max(200).optional(),
    /** `false` lifts a cleaner's no-show block (decision 069); a block is only ever set by the reports. */
    noShowBlocked: z.literal(false).optional(),
  })
  .refine((b) => b.suspended !== true || b.reason !== undefined, {
    path: ['reason'],
    message: SUSPENSION_REASON_REQUIRED,
  });
export type AdminUpdateUserBody = z.infer<typeof adminUpdateUserBody>;

// ---------------------------------------------------------------- bookings

const adminBookingFilters = {
  status: bookingStatusSchema.optional(),
  paymentStatus: paymentStatusSchema.optional(),
  /** Customer or cleaner name (contains), or the start of a booking id. */
  q: searchField,
};

export const adminBookingsQuery = z.strictObject({ ...adminBookingFilters, cursor: cursorField });
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuery>;
export const adminBookingsCsvQuery = z.strictObject(adminBookingFilters);
export type AdminBookingsCsvQuery = z.infer<typeof adminBookingsCsvQuery>;

/**
 * Newest first (by creation). `counts` and `revenue` cover every booking matching `q` and `paymentStatus`
 * whatever `status` is, so the cards double as the status tabs' counts.
 */
export const adminBookingPage = z.object({
  items: z.array(bookingSchema),
  nextCursor: z.string().nullable(),
  counts: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    confirmed: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
    expired: z.number().int(),
  }),
  /** Platform fees of the paid bookings among them: one entry per currency of the matching bookings. */
  revenue: z.array(currencyAmountSchema),
});
export type AdminBookingPage = z.infer<typeof adminBookingPage>;

export const ADMIN_BOOKINGS_CSV_HEADER = [
  'ID',
  'Created',
  'Date',
  'Time',
  'Customer',
  'Cleaner',
  'Status',
  'Payment',
  'Total',
  'Currency',
] as const;

// ---------------------------------------------------------------- reviews

export const adminReviewsQuery = z.strictObject({
  cursor: cursorField,
  /** Only hidden (true) or only visible (false) reviews; both when absent. */
  hidden: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuery>;

const reviewPartySchema = z.object({ userId: z.string(), fullName: z.string() });

export const adminReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.iso.datetime(),
  isHidden: z.boolean(),
  cleaner: reviewPartySchema,
  customer: reviewPartySchema,
  bookingId: z.uuid().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewPage = z.object({
  items: z.array(adminReviewSchema),
  nextCursor: z.string().nullable(),
});
export type AdminReviewPage = z.infer<typeof adminReviewPage>;

/** Hidden reviews leave the cleaner's average, count and public review lists. */
export const adminUpdateReviewBody = z.strictObject({ isHidden: z.boolean() });

// ---------------------------------------------------------------- settings

export const adminSettingsBody = z.strictObject({
  maintenanceMode: z.boolean(),
  requireProviderApproval: z.boolean(),
  /** A new booking starts at least this many whole hours after it is made (the wizard offers nothing sooner). */
  earliestStartHours: z.int().min(EARLIEST_START_MIN_HOURS).max(EARLIEST_START_MAX_HOURS),
  /**
   * Approving a cleaner needs their identity document approved (decision 071). Left out, it stays as it is, so
   * a client that does not know it yet cannot turn it off by accident.
   */
  requireIdentityVerification: z.boolean().optional(),
});
export type AdminSettingsBody = z.infer<typeof adminSettingsBody>;

export const adminSettingsResponse = adminSettingsBody.extend({
  requireIdentityVerification: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type AdminSettings = z.infer<typeof adminSettingsResponse>;
