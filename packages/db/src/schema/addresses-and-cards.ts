import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userReference } from './auth';
import { coordinate, createdAt, locationPrecision, updatedAt } from './columns';

/** Customer addresses and saved cards. */
export type PropertyRoom = { type: string; count: number; size: 'small' | 'medium' | 'large' };

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userReference('user_id', 'cascade'),
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
    /** Geocoded when saved (docs/geocoding.md); null when the place is unknown. Shown to its owner only. */
    latitude: coordinate('latitude'),
    longitude: coordinate('longitude'),
    locationPrecision: locationPrecision(),
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
    check(
      'addresses_location_ck',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null) = (${t.locationPrecision} is null) and (${t.locationPrecision} is null or ${t.locationPrecision} in ('postal_area','locality','region'))`,
    ),
    uniqueIndex('addresses_one_primary_uq').on(t.userId).where(sql`${t.addressType} = 'primary'`),
    uniqueIndex('addresses_one_default_uq').on(t.userId).where(sql`${t.isDefault}`),
    index('addresses_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userReference('user_id', 'cascade'),
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
