import { TAX_CODES, TAX_COUNTRIES } from '@limpa/domain';
import { z } from 'zod';

/**
 * Tax rates as admins see and schedule them (docs/product-rules.md#tax, decision 074). A rate is a decimal
 * string ('0.09975'); `status` says whether the row is in force today, scheduled for a later day, or replaced
 * by a later row of the same place and code.
 */
export const TAX_RATE_STATUSES = ['in_force', 'scheduled', 'replaced'] as const;

export const adminTaxRateSchema = z.object({
  id: z.uuid(),
  country: z.enum(TAX_COUNTRIES),
  /** null: the whole country (Canada's GST); else a Portuguese IVA region or a province's code. */
  region: z.string().nullable(),
  code: z.enum(TAX_CODES),
  rate: z.string(),
  effectiveFrom: z.iso.date(),
  status: z.enum(TAX_RATE_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminTaxRate = z.infer<typeof adminTaxRateSchema>;

/** GET /api/v1/admin/tax-rates: every row, with the day "in force" was judged on (Lisbon's date). */
export const adminTaxRatesResponse = z.object({ today: z.iso.date(), rates: z.array(adminTaxRateSchema) });
export type AdminTaxRates = z.infer<typeof adminTaxRatesResponse>;

/**
 * POST /api/v1/admin/tax-rates: a new rate from a day on. The shape is checked here; the rules (not before
 * today, the code levied in that place, 0–0.5) by the API with their own problems.
 */
export const adminTaxRateBody = z.strictObject({
  country: z.enum(TAX_COUNTRIES),
  region: z.string().trim().min(1).max(20).nullable(),
  code: z.enum(TAX_CODES),
  rate: z.string().regex(/^\d(\.\d{1,5})?$/),
  effectiveFrom: z.iso.date(),
});
export type AdminTaxRateBody = z.infer<typeof adminTaxRateBody>;
