import type { AdminTaxRate, AdminTaxRateBody } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { formatTaxRate, isTaxCodeAllowed, MAX_TAX_RATE_PARTS, parseTaxRate } from '@limpa/domain';
import { AppError, pgCode } from '../../lib/app-error';
import { toAdminTaxRate } from './list-tax-rates';
import { insertTaxRate, insertTaxRateAudit, lisbonToday, taxRatesInForce } from './tax-rates.repository';

const outOfRange = () =>
  new AppError(422, 'tax_rate_out_of_range', 'Rate out of range', 'A tax rate is between 0 % and 50 %.');

/** The rate as parts per 100 000, or the 422 for anything outside 0–0.5. */
function rateParts(rate: string): number {
  let parts: number;
  try {
    parts = parseTaxRate(rate);
  } catch {
    throw outOfRange();
  }
  if (parts > MAX_TAX_RATE_PARTS) throw outOfRange();
  return parts;
}

/**
 * POST /api/v1/admin/tax-rates: a new rate for a place and code from a day on (docs/product-rules.md#tax,
 * decision 074). Refused: a code not levied in that place, a rate outside 0–0.5, a day before Lisbon's today
 * (a rate never changes what was already charged), a second rate for the same place, code and day (409, by the
 * unique constraint). The row and its audit entry are written in one transaction.
 */
export async function scheduleTaxRate(
  db: Database,
  adminUserId: string,
  body: AdminTaxRateBody,
): Promise<AdminTaxRate> {
  if (!isTaxCodeAllowed(body.country, body.region, body.code)) {
    throw new AppError(
      422,
      'tax_code_not_levied',
      'Tax not levied there',
      'This tax is not levied in that place: IVA by Portuguese region, GST for all of Canada, HST in NB, NL, NS, ON and PE, QST in Quebec, PST in the other provinces and territories.',
    );
  }
  const parts = rateParts(body.rate);
  try {
    return await db.transaction(async (tx) => {
      const today = await lisbonToday(tx);
      if (body.effectiveFrom < today) {
        throw new AppError(
          422,
          'tax_rate_in_past',
          'Date in the past',
          `A new rate can take effect today (${today}) or later, never on a past day.`,
        ).withDetailVars({ today });
      }
      const before = (await taxRatesInForce(tx, body.country, body.region, body.effectiveFrom)).find(
        (r) => r.code === body.code,
      );
      const row = await insertTaxRate(tx, { ...body, rateParts: parts, createdBy: adminUserId });
      await insertTaxRateAudit(tx, {
        actorId: adminUserId,
        field: `${body.code} ${body.country}${body.region === null ? '' : ` ${body.region}`}`,
        oldValue: before === undefined ? null : formatTaxRate(before.rateParts),
        newValue: `${formatTaxRate(parts)} from ${body.effectiveFrom}`,
      });
      return toAdminTaxRate(row, body.effectiveFrom > today ? 'scheduled' : 'in_force');
    });
  } catch (err) {
    if (pgCode(err) === '23505') {
      throw new AppError(
        409,
        'tax_rate_exists',
        'Rate already scheduled',
        'This place already has a rate for this tax from that day.',
      );
    }
    throw err;
  }
}
