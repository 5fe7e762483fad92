import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';

/**
 * Tax rates (docs/product-rules.md#tax, decision 074): one row per rate and the day it takes effect, never
 * updated; a new rate is a new row. A rate is an integer number of parts per 100 000 (QST 9.975 % is 9 975).
 * Region null is the whole country (Canada's GST); otherwise a Portuguese IVA region or a province's code.
 * Migration 0041 seeds the rates in force from 2026-01-01 (the domain's TAX_RATE_DEFAULTS).
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: text('country').$type<'canada' | 'portugal'>().notNull(),
    region: text('region'),
    code: text('code').$type<'IVA' | 'GST' | 'HST' | 'QST' | 'PST'>().notNull(),
    rateParts: integer('rate_parts').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('tax_rates_country_ck', sql`${t.country} in ('canada','portugal')`),
    check('tax_rates_code_ck', sql`${t.code} in ('IVA','GST','HST','QST','PST')`),
    check('tax_rates_rate_ck', sql`${t.rateParts} between 0 and 50000`),
    // One rate per place, code and day; the whole country's rows (region null) count as one place. The index
    // also serves taxRatesInForce: equal country, region and code, then the latest effective_from.
    unique('tax_rates_place_code_day_uq').on(t.country, t.region, t.code, t.effectiveFrom).nullsNotDistinct(),
  ],
);
