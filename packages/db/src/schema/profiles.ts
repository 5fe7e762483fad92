import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { userReference, users } from './auth';
import { cleanerReachBox } from './cleaner-reach';
import { coordinate, createdAt, locationPrecision, updatedAt } from './columns';

/** Profiles of every role and the cleaners' weekly availability. */
export const ROLES = ['customer', 'cleaner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull(),
    fullName: text('full_name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    /** A customer's Portuguese tax number (NIF) for their invoices: nine digits, or null (decision 075). */
    taxId: text('tax_id'),
    bio: text('bio'),
    avatarUrl: text('avatar_url'),
    country: text('country').$type<'CA' | 'PT'>(),
    currency: text('currency').$type<'CAD' | 'EUR'>(),
    city: text('city'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    provinceOrDistrict: text('province_or_district'),
    postalCode: text('postal_code'),
    latitude: coordinate('latitude'),
    longitude: coordinate('longitude'),
    /** A cleaner's base point (their own address, geocoded when saved); never shown to anyone else. */
    locationPrecision: locationPrecision(),
    isApproved: boolean('is_approved').notNull().default(false),
    onboardingComplete: boolean('onboarding_complete').notNull().default(false),
    onboardingStep1Complete: boolean('onboarding_step1_complete').notNull().default(false),
    onboardingStep2Complete: boolean('onboarding_step2_complete').notNull().default(false),
    onboardingStep3Complete: boolean('onboarding_step3_complete').notNull().default(false),
    hourlyRateCents: integer('hourly_rate_cents'),
    workRadiusKm: integer('work_radius_km').notNull().default(10),
    servicesOffered: text('services_offered').array().notNull().default(sql`'{}'::text[]`),
    /** The home types a cleaner takes (decision 062); every one unless they say otherwise. */
    homeTypes: text('home_types')
      .array()
      .$type<('T0' | 'T1' | 'T2' | 'T3' | 'T4')[]>()
      .notNull()
      .default(sql`'{T0,T1,T2,T3,T4}'::text[]`),
    transportType: text('transport_type').$type<'car' | 'bus' | 'biking'>(),
    payoutConnected: boolean('payout_connected').notNull().default(false),
    /** The person's language (docs/product-rules.md#languages); the web's picker sets it. */
    locale: text('locale').$type<'en' | 'pt-PT' | 'fr-CA'>().notNull().default('en'),
    isAvailable: boolean('is_available').notNull().default(true),
    /** Set by an admin: the person cannot sign in, a cleaner is out of search and slots (issue 13). */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /**
     * Set when a cleaner's third no-show in 90 days is reported (decision 069): no new requests reach them until
     * an admin lifts it. Lifting keeps the time, so only no-shows reported after it count toward the next block.
     */
    noShowBlockedAt: timestamp('no_show_blocked_at', { withTimezone: true }),
    noShowBlockLiftedAt: timestamp('no_show_block_lifted_at', { withTimezone: true }),
    /** Set when the person deleted their account: the row stays, anonymised, for bookings and money records. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * The terms of service and privacy policy this person accepted, and when (decision 068). Null: never
     * accepted (an account a Google sign-in made without the Sign Up tab's box, or one older than the terms).
     */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    privacyVersion: text('privacy_version'),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    /**
     * A cleaner's visible reviews, kept by a trigger on reviews (migration 0008, hand-written part) so the
     * provider search can sort by rating from an index instead of aggregating every cleaner's reviews.
     */
    reviewCount: integer('review_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    averageRating: numeric('average_rating', { precision: 2, scale: 1 }).generatedAlwaysAs(
      sql`case when review_count > 0 then round(rating_total::numeric / review_count, 1) end`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('profiles_role_ck', sql`${t.role} in ('customer','cleaner','admin')`),
    check('profiles_country_ck', sql`${t.country} is null or ${t.country} in ('CA','PT')`),
    check('profiles_currency_ck', sql`${t.currency} is null or ${t.currency} in ('CAD','EUR')`),
    check(
      'profiles_transport_ck',
      sql`${t.transportType} is null or ${t.transportType} in ('car','bus','biking')`,
    ),
    check(
      'profiles_hourly_rate_ck',
      sql`${t.hourlyRateCents} is null or ${t.hourlyRateCents} between 0 and 100000`,
    ),
    check('profiles_home_types_ck', sql`${t.homeTypes} <@ '{T0,T1,T2,T3,T4}'::text[]`),
    check('profiles_locale_ck', sql`${t.locale} in ('en','pt-PT','fr-CA')`),
    // A version is never stored without the moment it was accepted, nor the reverse.
    check('profiles_terms_accepted_ck', sql`(${t.termsVersion} is null) = (${t.termsAcceptedAt} is null)`),
    check(
      'profiles_privacy_accepted_ck',
      sql`(${t.privacyVersion} is null) = (${t.privacyAcceptedAt} is null)`,
    ),
    check('profiles_tax_id_ck', sql`${t.taxId} is null or ${t.taxId} ~ '^[0-9]{9}$'`),
    check('profiles_radius_ck', sql`${t.workRadiusKm} between 1 and 100`),
    check(
      'profiles_location_ck',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null) = (${t.locationPrecision} is null) and (${t.locationPrecision} is null or ${t.locationPrecision} in ('postal_area','locality','region'))`,
    ),
    check('profiles_full_name_ck', sql`length(${t.fullName}) between 1 and 200`),
    index('profiles_role_approved_idx').on(t.role, t.isApproved),
    index('profiles_city_lower_idx').on(sql`lower(${t.city})`),
    // The distance search's way in: the cleaners whose radius's box holds the address (cleaner-reach.ts).
    index('profiles_cleaner_reach_idx').using('gist', cleanerReachBox(t)).where(sql`${t.role} = 'cleaner'`),
    index('profiles_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('profiles_full_name_trgm_idx').using('gin', sql`${t.fullName} gin_trgm_ops`),
    index('profiles_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('profiles_city_trgm_idx').using('gin', sql`${t.city} gin_trgm_ops`),
  ],
);

export const cleanerAvailability = pgTable(
  'provider_availability',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userReference('user_id', 'cascade'),
    weekday: smallint('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    check('availability_weekday_ck', sql`${t.weekday} between 0 and 6`),
    check('availability_range_ck', sql`${t.startTime} < ${t.endTime}`),
    index('availability_user_idx').on(t.userId, t.weekday, t.startTime),
  ],
);
