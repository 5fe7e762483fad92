import type { profiles } from '@limpa/db';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The SQL twin of the domain's normalizeCityKey: NFD, combining marks removed, lower-case, trimmed, inner
 * white space collapsed. Applied to the stored city; the caller passes normalizeCityKey(input).
 * `profiles_listed_city_key_idx` indexes exactly this expression of `profiles.city`: keep them equal.
 */
export const cityKey = (column: SQL | typeof profiles.city) =>
  sql`regexp_replace(btrim(lower(regexp_replace(normalize(${column}, NFD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'))), '\\s+', ' ', 'g')`;
