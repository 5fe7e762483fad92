import { hourlyRateSchema } from '@limpa/contracts/hourly-rate';

const DECIMAL_TEXT = /^\d+([.,]\d+)?$/;

/** The rate field's text as the number the API is sent: "22.50" or "22,50" → 22.5, empty → null, else NaN. */
export function hourlyRateFromText(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return DECIMAL_TEXT.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/**
 * Whether the profile's rate field holds a rate the API takes (or nothing): the contract's own rule, so the
 * form refuses before sending exactly what the server would refuse.
 */
export function isHourlyRateText(text: string): boolean {
  const rate = hourlyRateFromText(text);
  return rate === null || hourlyRateSchema.safeParse(rate).success;
}

/** A stored rate as the field shows it: 22.5 → "22.50", none → "". */
export function hourlyRateText(rate: number | null): string {
  return rate === null ? '' : rate.toFixed(2);
}
