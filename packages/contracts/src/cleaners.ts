import { z } from 'zod';
import { homeTypeSchema, timeSchema } from './bookings';
import { CLEANER_SORTS } from './cleaner-sorts';
import { currencySchema } from './common';

export const cleanerSortSchema = z.enum(CLEANER_SORTS);

export const CLEANER_LIST_MESSAGES = Object.freeze({
  nearestNeedsAddress: 'Choose an address to sort by distance',
});
export type { CleanerSort } from './cleaner-sorts';

/** A cleaner is addressed by their user id (text, uuid-shaped). */
export const cleanerUserIdParam = z.object({ userId: z.string().min(1).max(64) });

const cursorField = z.string().min(1).max(2000).optional();

/**
 * GET /api/v1/providers. `homeType` keeps the cleaners who take that home type (the filter sheet's choice), and
 * `service` those who offer that catalogue service. `servesAddressId` (customers
 * only) keeps the cleaners serving that saved address (docs/product-rules.md#who-serves-an-address: their work
 * radius reaches it) and gives each their distance; `sort=nearest` needs it.
 */
export const cleanerListQuery = z
  .strictObject({
    q: z.string().trim().max(100).optional(),
    service: z.string().trim().max(100).optional(),
    city: z.string().trim().max(120).optional(),
    homeType: homeTypeSchema.optional(),
    sort: cleanerSortSchema.default('rating'),
    servesAddressId: z.uuid().optional(),
    cursor: cursorField,
    limit: z.coerce.number().int().min(1).max(50).default(20),
  })
  .refine((q) => q.sort !== 'nearest' || q.servesAddressId !== undefined, {
    message: CLEANER_LIST_MESSAGES.nearestNeedsAddress,
    path: ['sort'],
  });
export type CleanerListQuery = z.infer<typeof cleanerListQuery>;

export const cleanerListItemSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  city: z.string().nullable(),
  country: z.enum(['CA', 'PT']).nullable(),
  currency: currencySchema.nullable(),
  /** Currency units (cents / 100); null when the cleaner has not set one (the UI shows the default 25). */
  hourlyRate: z.number().nullable(),
  servicesOffered: z.array(z.string()),
  /** Live average of the visible reviews, one decimal; null without reviews. */
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  bio: z.string().nullable(),
  /** Whether the signed-in viewer saved this cleaner (always false for cleaners and admins). */
  isFavorite: z.boolean(),
  /**
   * Whole kilometres from the cleaner's base to the address the list was asked for (`servesAddressId`); null
   * otherwise. Never the cleaner's point itself.
   */
  distanceKm: z.number().int().nullable(),
  /** An admin approved the cleaner's identity document (decision 071): the cards' "Verified" badge. */
  verified: z.boolean(),
});
export type CleanerListItem = z.infer<typeof cleanerListItemSchema>;

export const cleanerPage = z.object({
  items: z.array(cleanerListItemSchema),
  nextCursor: z.string().nullable(),
});
export type CleanerPage = z.infer<typeof cleanerPage>;

/** GET /api/v1/providers: a page, and how many cleaners match the filters over all pages (whatever the cursor). */
export const cleanerSearchPage = cleanerPage.extend({ total: z.number().int().min(0) });
export type CleanerSearchPage = z.infer<typeof cleanerSearchPage>;

export const cleanerReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.iso.datetime(),
  reviewerFirstName: z.string(),
});
export type CleanerReview = z.infer<typeof cleanerReviewSchema>;

export const cleanerAvailabilitySchema = z.object({
  weekday: z.number().int().min(0).max(6),
  startTime: timeSchema,
  /** 'HH:mm'; '24:00' for a slot running to midnight. */
  endTime: z.string(),
});

export const cleanerProfileSchema = cleanerListItemSchema.extend({
  transportType: z.enum(['car', 'bus', 'biking']).nullable(),
  /** Ordered by weekday (0 Sunday) then start time. */
  availability: z.array(cleanerAvailabilitySchema),
  /** The first 5 visible reviews, newest first. */
  reviews: z.array(cleanerReviewSchema),
  memberSince: z.iso.datetime(),
});
export type CleanerProfile = z.infer<typeof cleanerProfileSchema>;

export const cleanerReviewsQuery = z.strictObject({
  cursor: cursorField,
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const cleanerReviewPage = z.object({
  items: z.array(cleanerReviewSchema),
  nextCursor: z.string().nullable(),
});
export type CleanerReviewPage = z.infer<typeof cleanerReviewPage>;

/** GET /api/v1/me/favorites: newest favourite first. */
export const favoritesQuery = z.strictObject({
  cursor: cursorField,
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
