import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, hours, updatedAt } from './columns';

/**
 * Translations of a catalogue row's texts, by language (decision 023): English stays in the row's own
 * columns; `{ "pt-PT": { "name": ... }, "fr-CA": { ... } }` holds the others. A missing text falls back to
 * English.
 */
export type CatalogueTranslations<Field extends string> = Partial<
  Record<'pt-PT' | 'fr-CA', Partial<Record<Field, string>>>
>;
const translations = <Field extends string>() =>
  jsonb('translations').$type<CatalogueTranslations<Field>>().notNull().default({});

/** Services, add-ons and FAQ. */
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    description: text('description').notNull().default(''),
    /** The catalogue's "from" price and duration: what the studio (T0) cells were first seeded from. */
    basePriceCents: integer('base_price_cents').notNull(),
    durationHours: hours('duration_hours').notNull(),
    /** The service a booking gets when it names none (House Cleaning); one at most (decision 062). */
    isDefault: boolean('is_default').notNull().default(false),
    translations: translations<'name' | 'description'>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('services_one_default_uq').on(t.isDefault).where(sql`${t.isDefault}`)],
);

/**
 * A service's price and booked duration for one home type in one currency (decision 062): what a booking of
 * it is charged and how long it holds the cleaner. Seeded from the domain's scaling rule; admins edit cells.
 */
export const servicePrices = pgTable(
  'service_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    homeType: text('home_type').$type<'T0' | 'T1' | 'T2' | 'T3' | 'T4'>().notNull(),
    currency: text('currency').$type<'EUR' | 'CAD'>().notNull(),
    priceCents: integer('price_cents').notNull(),
    durationHours: hours('duration_hours').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('service_prices_cell_uq').on(t.serviceId, t.homeType, t.currency),
    check('service_prices_home_type_ck', sql`${t.homeType} in ('T0','T1','T2','T3','T4')`),
    check('service_prices_currency_ck', sql`${t.currency} in ('EUR','CAD')`),
    check('service_prices_price_ck', sql`${t.priceCents} between 0 and 1000000`),
    check(
      'service_prices_duration_ck',
      sql`${t.durationHours} > 0 and ${t.durationHours} <= 16 and mod(${t.durationHours} * 4, 1) = 0`,
    ),
  ],
);

/** What a price cell says, as every read of the cells selects it (the catalogue, the admins' editor). */
export const servicePriceCellColumns = {
  serviceId: servicePrices.serviceId,
  homeType: servicePrices.homeType,
  currency: servicePrices.currency,
  priceCents: servicePrices.priceCents,
  durationHours: servicePrices.durationHours,
};

export const addOns = pgTable(
  'add_ons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    translations: translations<'name' | 'description'>(),
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
  translations: translations<'question' | 'answer' | 'category'>(),
});
