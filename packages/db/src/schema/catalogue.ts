import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, hours } from './columns';

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
export const services = pgTable('services', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  basePriceCents: integer('base_price_cents').notNull(),
  durationHours: hours('duration_hours').notNull(),
  translations: translations<'name' | 'description'>(),
  createdAt: createdAt(),
});

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
