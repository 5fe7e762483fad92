import { auditLog, type DbOrTx, taxRates } from '@limpa/db';
import type { TaxCode, TaxCountry } from '@limpa/domain';
import { and, asc, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';

/** The columns a rate row is read with. */
const rateColumns = {
  id: taxRates.id,
  country: taxRates.country,
  region: taxRates.region,
  code: taxRates.code,
  rateParts: taxRates.rateParts,
  effectiveFrom: taxRates.effectiveFrom,
  createdAt: taxRates.createdAt,
};

/** Every rate row, by country, region (the whole country first), code and day. */
export function listTaxRateRows(db: DbOrTx) {
  return db
    .select(rateColumns)
    .from(taxRates)
    .orderBy(
      asc(taxRates.country),
      sql`${taxRates.region} asc nulls first`,
      asc(taxRates.code),
      asc(taxRates.effectiveFrom),
    );
}

/**
 * The rates in force in a place on a day ('YYYY-MM-DD', the place's own date): for each code, the latest row
 * with effective_from on or before that day, among the region's own rows and the whole country's (region null).
 * A region's row wins over the country's for the same code and day. Served by the unique index on
 * (country, region, code, effective_from). Apply the domain's computeLineTax to the answer (decision 074).
 */
export async function taxRatesInForce(db: DbOrTx, country: TaxCountry, region: string | null, at: string) {
  const rows = await db
    .selectDistinctOn([taxRates.code], { code: taxRates.code, rateParts: taxRates.rateParts })
    .from(taxRates)
    .where(
      and(
        eq(taxRates.country, country),
        region === null ? isNull(taxRates.region) : or(eq(taxRates.region, region), isNull(taxRates.region)),
        lte(taxRates.effectiveFrom, at),
      ),
    )
    .orderBy(asc(taxRates.code), desc(taxRates.effectiveFrom), sql`${taxRates.region} asc nulls last`);
  return rows as { code: TaxCode; rateParts: number }[];
}

/** Today in Lisbon, the easternmost place Limpa serves: no place it serves is on a later day. */
export async function lisbonToday(db: DbOrTx): Promise<string> {
  const result = await db.execute<{ today: string }>(
    sql`select to_char(now() at time zone 'Europe/Lisbon', 'YYYY-MM-DD') as today`,
  );
  return result.rows[0]!.today;
}

/** A new row; a second one for the same place, code and day trips the unique constraint (23505). */
export async function insertTaxRate(
  tx: DbOrTx,
  row: {
    country: TaxCountry;
    region: string | null;
    code: TaxCode;
    rateParts: number;
    effectiveFrom: string;
    createdBy: string;
  },
) {
  const [inserted] = await tx.insert(taxRates).values(row).returning(rateColumns);
  return inserted!;
}

/** The scheduled rate, in the admin audit trail (no person is its target). */
export async function insertTaxRateAudit(
  tx: DbOrTx,
  entry: { actorId: string; field: string; oldValue: string | null; newValue: string },
) {
  await tx.insert(auditLog).values({ ...entry, targetProfileId: null, action: 'tax_rate_scheduled' });
}
