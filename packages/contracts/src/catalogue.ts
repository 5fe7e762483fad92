import { CURRENCIES, HOME_TYPES } from '@limpa/domain';
import { z } from 'zod';

/** What a booking of the service costs and lasts for one home type in one currency (decision 062). */
export const servicePriceSchema = z.object({
  homeType: z.enum(HOME_TYPES),
  currency: z.enum(CURRENCIES),
  priceCents: z.number().int(),
  durationHours: z.number(),
});
export type ServicePrice = z.infer<typeof servicePriceSchema>;

export const serviceSchema = z.object({
  id: z.uuid(),
  /** The English name: a stable identifier (icons, cleaners' services offered) whatever the language. */
  key: z.string(),
  /** In the caller's language (docs/product-rules.md#languages), like description. */
  name: z.string(),
  description: z.string(),
  /** The catalogue's first "from" price and duration, in neither currency: \`prices\` is what is charged. */
  basePriceCents: z.number().int(),
  durationHours: z.number(),
  /** The service a booking that names none gets (House Cleaning). */
  isDefault: z.boolean(),
  /** Every home type in both currencies, in home-type order. */
  prices: z.array(servicePriceSchema),
});
export type Service = z.infer<typeof serviceSchema>;
export const servicesResponse = z.array(serviceSchema);

export const addOnSchema = z.object({
  id: z.uuid(),
  /** The English name, a stable identifier; name and description are in the caller's language. */
  key: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
});
export type AddOn = z.infer<typeof addOnSchema>;
export const addOnsResponse = z.array(addOnSchema);

/**
 * One row of the home-type price table (docs/product-rules.md#prices-and-home-types); the same numbers in EUR
 * and CAD.
 */
export const pricingRowSchema = z.object({
  homeType: z.enum(HOME_TYPES),
  label: z.string(),
  oneTimeCents: z.number().int(),
  recurringCents: z.number().int(),
  estimatedTime: z.string(),
  durationHours: z.number(),
  recurringEstimatedTime: z.string(),
  recurringDurationHours: z.number(),
});
export type PricingRow = z.infer<typeof pricingRowSchema>;
export const pricingResponse = z.array(pricingRowSchema);

export const faqItemSchema = z.object({
  id: z.uuid(),
  question: z.string(),
  answer: z.string(),
  category: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqResponse = z.array(faqItemSchema);
