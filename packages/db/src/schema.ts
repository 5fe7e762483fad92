import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Shared column helpers. Money is always integer minor units (cents) beside a currency.
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });
/** numeric columns come back from pg as strings; hours are small decimals, so map them to numbers. */
const hours = customType<{ data: number; driverData: string }>({
  dataType: () => 'numeric(5,2)',
  fromDriver: (v) => Number(v),
  toDriver: (v) => String(v),
});
const coordinate = customType<{ data: number; driverData: string }>({
  dataType: () => 'numeric(9,6)',
  fromDriver: (v) => Number(v),
  toDriver: (v) => String(v),
});

// ---------------------------------------------------------------- better-auth (shape from better-auth/db getAuthTables)
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_updated_at_idx').on(t.updatedAt)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('accounts_user_id_idx').on(t.userId),
    uniqueIndex('accounts_provider_account_uq').on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

// ---------------------------------------------------------------- profiles
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
    isApproved: boolean('is_approved').notNull().default(false),
    onboardingComplete: boolean('onboarding_complete').notNull().default(false),
    onboardingStep1Complete: boolean('onboarding_step1_complete').notNull().default(false),
    onboardingStep2Complete: boolean('onboarding_step2_complete').notNull().default(false),
    onboardingStep3Complete: boolean('onboarding_step3_complete').notNull().default(false),
    hourlyRateCents: integer('hourly_rate_cents'),
    workRadiusKm: integer('work_radius_km').notNull().default(10),
    servicesOffered: text('services_offered').array().notNull().default(sql`'{}'::text[]`),
    transportType: text('transport_type').$type<'car' | 'bus' | 'biking'>(),
    payoutConnected: boolean('payout_connected').notNull().default(false),
    isAvailable: boolean('is_available').notNull().default(true),
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
    check('profiles_radius_ck', sql`${t.workRadiusKm} between 0 and 500`),
    check('profiles_full_name_ck', sql`length(${t.fullName}) between 1 and 200`),
    index('profiles_role_approved_idx').on(t.role, t.isApproved),
    index('profiles_city_lower_idx').on(sql`lower(${t.city})`),
    index('profiles_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('profiles_full_name_trgm_idx').using('gin', sql`${t.fullName} gin_trgm_ops`),
    index('profiles_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('profiles_city_trgm_idx').using('gin', sql`${t.city} gin_trgm_ops`),
  ],
);

export const providerAvailability = pgTable(
  'provider_availability',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

// ---------------------------------------------------------------- catalogue
export const services = pgTable('services', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  basePriceCents: integer('base_price_cents').notNull(),
  durationHours: hours('duration_hours').notNull(),
  createdAt: createdAt(),
});

export const addOns = pgTable(
  'add_ons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('add_ons_price_ck', sql`${t.priceCents} >= 0`)],
);

export const faqItems = pgTable('faq_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  question: text('question').notNull().unique(),
  answer: text('answer').notNull(),
  category: text('category').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

// ---------------------------------------------------------------- customer addresses and cards
export type PropertyRoom = { type: string; count: number; size: 'small' | 'medium' | 'large' };

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressType: text('address_type').$type<'primary' | 'additional'>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    country: text('country').$type<'canada' | 'portugal'>().notNull(),
    streetAddress: text('street_address').notNull(),
    unitNumber: text('unit_number'),
    city: text('city'),
    province: text('province'),
    postalCode: text('postal_code').notNull(),
    locality: text('locality'),
    district: text('district'),
    currency: text('currency').$type<'CAD' | 'EUR'>().notNull(),
    timeZone: text('time_zone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    label: text('label'),
    propertyType: text('property_type').$type<'apartment' | 'house'>().notNull().default('apartment'),
    propertyRooms: jsonb('property_rooms').$type<PropertyRoom[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('addresses_type_ck', sql`${t.addressType} in ('primary','additional')`),
    check('addresses_country_ck', sql`${t.country} in ('canada','portugal')`),
    check('addresses_currency_ck', sql`${t.currency} in ('CAD','EUR')`),
    check('addresses_property_ck', sql`${t.propertyType} in ('apartment','house')`),
    uniqueIndex('addresses_one_primary_uq').on(t.userId).where(sql`${t.addressType} = 'primary'`),
    uniqueIndex('addresses_one_default_uq').on(t.userId).where(sql`${t.isDefault}`),
    index('addresses_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway').$type<'local' | 'stripe'>().notNull(),
    /** The gateway's reference to the card (Stripe pm_…, or the local processor's token id); never a card number. */
    gatewayPaymentMethodId: text('gateway_payment_method_id').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLastFour: text('card_last_four').notNull(),
    cardExpMonth: smallint('card_exp_month').notNull(),
    cardExpYear: smallint('card_exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('payment_methods_last_four_ck', sql`${t.cardLastFour} ~ '^[0-9]{4}$'`),
    check('payment_methods_month_ck', sql`${t.cardExpMonth} between 1 and 12`),
    uniqueIndex('payment_methods_one_default_uq').on(t.userId).where(sql`${t.isDefault}`),
    index('payment_methods_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

// ---------------------------------------------------------------- local payment gateway (PAYMENTS=local)
// The built-in test card processor's own vault: it plays the card provider's side, so it is never joined to
// our tables. Only brand, last four, expiry and the simulated outcome are kept; never a card number or CVC.
export type LocalCardOutcome = 'succeed' | 'card_declined' | 'insufficient_funds' | 'authentication_required';

export const localGatewayCards = pgTable(
  'local_gateway_cards',
  {
    /** The token the browser receives, which also serves as the saved card's gateway id once attached. */
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    outcome: text('outcome').$type<LocalCardOutcome>().notNull(),
    attached: boolean('attached').notNull().default(false),
    /** Who it was attached to (the provider's "customer"); set once, with `attached`. */
    customerUserId: text('customer_user_id'),
    /** A detached card can never be attached or charged again. */
    detachedAt: timestamp('detached_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('local_gateway_cards_last_four_ck', sql`${t.lastFour} ~ '^[0-9]{4}$'`),
    check('local_gateway_cards_month_ck', sql`${t.expMonth} between 1 and 12`),
    check(
      'local_gateway_cards_outcome_ck',
      sql`${t.outcome} in ('succeed','card_declined','insufficient_funds','authentication_required')`,
    ),
  ],
);

export const localGatewayCharges = pgTable(
  'local_gateway_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The caller's idempotency key: PostgreSQL guarantees one attempt per key, whatever the concurrency. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind').$type<'charge' | 'refund'>().notNull(),
    /** Charges: the card charged. Refunds: null. */
    gatewayPaymentMethodId: text('gateway_payment_method_id'),
    /** Refunds: the reference of the refunded charge. Charges: null. */
    refundedReference: text('refunded_reference'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description'),
    status: text('status').$type<'succeeded' | 'failed'>().notNull(),
    /** The processor's id for this attempt (ch_local_… / re_local_…). */
    reference: text('reference').notNull().unique(),
    failureCode: text('failure_code'),
    createdAt: createdAt(),
  },
  (t) => [
    check('local_gateway_charges_kind_ck', sql`${t.kind} in ('charge','refund')`),
    check('local_gateway_charges_status_ck', sql`${t.status} in ('succeeded','failed')`),
    check('local_gateway_charges_amount_ck', sql`${t.amountCents} > 0`),
    index('local_gateway_charges_refunded_idx').on(t.refundedReference),
  ],
);

// ---------------------------------------------------------------- bookings
export type BookingAddOn = { id: string; name: string; priceCents: number };

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    cleanerId: text('cleaner_id').references(() => users.id, { onDelete: 'restrict' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    homeType: text('home_type').$type<'T0' | 'T1' | 'T2' | 'T3' | 'T4'>().notNull(),
    isRecurring: boolean('is_recurring').notNull().default(false),
    estimatedTime: text('estimated_time').notNull(),
    currency: text('currency').$type<'CAD' | 'EUR'>().notNull(),
    basePriceCents: integer('base_price_cents').notNull(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    bookingTime: text('booking_time').notNull(),
    timeZone: text('time_zone').notNull(),
    durationHours: hours('duration_hours').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeRange: tstzrange('time_range').generatedAlwaysAs(sql`tstzrange(starts_at, ends_at, '[)')`),
    customerAddress: text('customer_address').notNull(),
    customerLatitude: coordinate('customer_latitude'),
    customerLongitude: coordinate('customer_longitude'),
    addressId: uuid('address_id').references(() => customerAddresses.id, { onDelete: 'set null' }),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    selectedRooms: jsonb('selected_rooms').$type<PropertyRoom[]>().notNull().default([]),
    addOns: jsonb('add_ons').$type<BookingAddOn[]>().notNull().default([]),
    addOnsTotalCents: integer('add_ons_total_cents').notNull().default(0),
    extras: text('extras').array().notNull().default(sql`'{}'::text[]`),
    specialInstructions: text('special_instructions'),
    totalAmountCents: integer('total_amount_cents').notNull(),
    platformFeeCents: integer('platform_fee_cents').notNull(),
    cleanerEarningsCents: integer('cleaner_earnings_cents').notNull(),
    status: text('status')
      .$type<'pending' | 'confirmed' | 'in_progress' | 'completed' | 'cancelled'>()
      .notNull()
      .default('pending'),
    paymentStatus: text('payment_status')
      .$type<'unpaid' | 'paid' | 'failed' | 'refunded'>()
      .notNull()
      .default('unpaid'),
    actualHoursWorked: hours('actual_hours_worked'),
    overtimeMinutes: integer('overtime_minutes'),
    overtimeFeeCents: integer('overtime_fee_cents'),
    finalTotalCents: integer('final_total_cents'),
    finalPlatformFeeCents: integer('final_platform_fee_cents'),
    finalCleanerEarningsCents: integer('final_cleaner_earnings_cents'),
    cancelledBy: text('cancelled_by').$type<'customer' | 'cleaner' | 'admin'>(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('bookings_home_type_ck', sql`${t.homeType} in ('T0','T1','T2','T3','T4')`),
    check('bookings_currency_ck', sql`${t.currency} in ('CAD','EUR')`),
    check(
      'bookings_status_ck',
      sql`${t.status} in ('pending','confirmed','in_progress','completed','cancelled')`,
    ),
    check('bookings_payment_status_ck', sql`${t.paymentStatus} in ('unpaid','paid','failed','refunded')`),
    check('bookings_time_ck', sql`${t.bookingTime} ~ '^([01][0-9]|2[0-3]):00$'`),
    check('bookings_range_ck', sql`${t.startsAt} < ${t.endsAt}`),
    check(
      'bookings_money_ck',
      sql`${t.basePriceCents} >= 0 and ${t.addOnsTotalCents} >= 0 and ${t.totalAmountCents} = ${t.basePriceCents} + ${t.addOnsTotalCents} and ${t.platformFeeCents} + ${t.cleanerEarningsCents} = ${t.totalAmountCents}`,
    ),
    check(
      'bookings_final_money_ck',
      sql`${t.finalTotalCents} is null or (${t.finalPlatformFeeCents} + ${t.finalCleanerEarningsCents} = ${t.finalTotalCents})`,
    ),
    check(
      'bookings_hours_worked_ck',
      sql`${t.actualHoursWorked} is null or ${t.actualHoursWorked} between 0.1 and 12`,
    ),
    index('bookings_customer_starts_idx').on(t.customerId, t.startsAt),
    index('bookings_cleaner_starts_idx').on(t.cleanerId, t.startsAt),
    index('bookings_status_starts_idx').on(t.status, t.startsAt),
    index('bookings_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // The exclusion constraint that makes double-booking a cleaner impossible is added in SQL
    // (migrations/0002_bookings_no_overlap.sql): drizzle cannot express EXCLUDE.
  ],
);

export const bookingCharges = pgTable(
  'booking_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'charge' | 'overtime' | 'refund'>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').$type<'CAD' | 'EUR'>().notNull(),
    /** 'pending' marks an attempt in flight: claimed before the gateway call, settled after it. */
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull(),
    reference: text('reference'),
    failureCode: text('failure_code'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('charges_kind_ck', sql`${t.kind} in ('charge','overtime','refund')`),
    check('charges_status_ck', sql`${t.status} in ('pending','succeeded','failed')`),
    check('charges_amount_ck', sql`${t.amountCents} > 0`),
    // At most one attempt in flight or succeeded per booking and kind: a booking is never charged twice.
    uniqueIndex('charges_one_live_per_kind_uq')
      .on(t.bookingId, t.kind)
      .where(sql`${t.status} in ('pending','succeeded')`),
    uniqueIndex('charges_idempotency_key_uq').on(t.idempotencyKey),
    index('charges_booking_idx').on(t.bookingId, t.createdAt),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cleanerId: text('cleaner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    isHidden: boolean('is_hidden').notNull().default(false),
    hiddenBy: text('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
    check('reviews_comment_ck', sql`${t.comment} is null or length(${t.comment}) <= 1000`),
    index('reviews_cleaner_created_idx').on(t.cleanerId, t.createdAt.desc()),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cleanerId: text('cleaner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.cleanerId] })],
);

// ---------------------------------------------------------------- payouts
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cleanerId: text('cleaner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').$type<'CAD' | 'EUR'>().notNull(),
    status: text('status').$type<'completed' | 'pending' | 'failed'>().notNull().default('completed'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('payouts_amount_ck', sql`${t.amountCents} > 0`),
    index('payouts_cleaner_created_idx').on(t.cleanerId, t.createdAt.desc()),
  ],
);

export const payoutItems = pgTable('payout_items', {
  payoutId: uuid('payout_id')
    .notNull()
    .references(() => payouts.id, { onDelete: 'cascade' }),
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'restrict' }),
  amountCents: integer('amount_cents').notNull(),
});

// ---------------------------------------------------------------- platform
export const settings = pgTable(
  'settings',
  {
    id: boolean('id').primaryKey().default(true),
    maintenanceMode: boolean('maintenance_mode').notNull().default(false),
    requireProviderApproval: boolean('require_provider_approval').notNull().default(true),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('settings_single_row_ck', sql`${t.id}`)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetProfileId: uuid('target_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_target_created_idx').on(t.targetProfileId, t.createdAt.desc())],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    transport: text('transport').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt.desc())],
);

/** Fixed-window counters shared by every API process (DECISIONS.md "Rate limits"). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);
