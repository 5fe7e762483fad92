/**
 * An amount an admin types, in the currency's major unit: "12", "12.5", "12,50" → 1250 cents; anything else (or
 * more than two decimals) → null. The refund dialog and the complaint's refund decision both read one.
 */
export function parseAmountToCents(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
