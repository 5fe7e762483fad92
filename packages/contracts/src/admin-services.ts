import { isValidServiceCell } from '@limpa/domain';
import { z } from 'zod';
import { servicePriceSchema } from './catalogue';

/** A service as the admin's catalogue shows it, hidden ones ("DISABLED…" names) included (decision 062). */
export const adminServiceSchema = z.object({
  id: z.uuid(),
  /** The English name: renaming it to start with "DISABLED" hides the service from customers. */
  name: z.string(),
  description: z.string(),
  hidden: z.boolean(),
  isDefault: z.boolean(),
  prices: z.array(servicePriceSchema),
});
export type AdminService = z.infer<typeof adminServiceSchema>;
export const adminServicesResponse = z.array(adminServiceSchema);

/** A price cell an admin writes: whole cents up to 10,000.00 and a duration in quarter hours up to 16 h. */
const adminPriceCell = servicePriceSchema.refine(isValidServiceCell, {
  message: 'Prices are whole cents from 0 to 10,000.00; durations quarter hours up to 16 h.',
});

/** PATCH /api/v1/admin/services/:id: the English texts and any price cells; each change is audited. */
export const adminServiceBody = z.strictObject({
  name: z.string().trim().min(1).max(100).optional(),
  description: z.string().trim().max(1000).optional(),
  prices: z.array(adminPriceCell).min(1).max(10).optional(),
});
export type AdminServiceBody = z.infer<typeof adminServiceBody>;
