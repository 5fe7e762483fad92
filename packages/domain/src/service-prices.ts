import { assertCents } from './money';
import { type HomeType, type HomeTypePrice, PRICE_TABLE, priceRow } from './pricing';

/**
 * Every service's price and duration per home type and currency (docs/product-rules.md#services-and-their-prices).
 * Its own module: the customer home's first load carries pricing.ts, and it needs none of this.
 */

/** The catalogue name of the standard service: the price table's numbers, and a booking without a service. */
export const HOUSE_CLEANING_SERVICE = 'Regular House Cleaning';

/** Booked durations are whole quarters of an hour. */
export const DURATION_STEP_HOURS = 0.25;
export const MAX_SERVICE_DURATION_HOURS = 16;
export const MAX_SERVICE_PRICE_CENTS = 1_000_000;

export interface ServicePriceCell {
  homeType: HomeType;
  priceCents: number;
  durationHours: number;
}

/** Rounds a duration to the nearest quarter hour, never below one quarter. */
export function roundToQuarterHour(hours: number): number {
  return Math.max(DURATION_STEP_HOURS, Math.round(hours / DURATION_STEP_HOURS) * DURATION_STEP_HOURS);
}

/**
 * The cells of a service whose catalogue "from" price and duration are the studio's (T0): each bigger home
 * costs and lasts what the standard table's one-time column grows by from T0 (T1 is 45/35 of T0, and so on),
 * the price rounded to the cent and the duration to the quarter hour.
 */
export function scaleServicePrices(fromPriceCents: number, fromDurationHours: number): ServicePriceCell[] {
  assertCents(fromPriceCents, 'fromPriceCents');
  const studio = priceRow('T0');
  return PRICE_TABLE.map((row) => ({
    homeType: row.homeType,
    priceCents: Math.round((fromPriceCents * row.oneTimeCents) / studio.oneTimeCents),
    durationHours: roundToQuarterHour((fromDurationHours * row.durationHours) / studio.durationHours),
  }));
}

/** The standard service's cells: the price table's one-time column as it is. */
export function houseCleaningPrices(): ServicePriceCell[] {
  return PRICE_TABLE.map((row) => ({
    homeType: row.homeType,
    priceCents: row.oneTimeCents,
    durationHours: row.durationHours,
  }));
}

/** A cell an admin may store: a whole-cent price from 0 and a duration in quarter hours up to 16 h. */
export function isValidServiceCell(cell: { priceCents: number; durationHours: number }): boolean {
  return (
    Number.isInteger(cell.priceCents) &&
    cell.priceCents >= 0 &&
    cell.priceCents <= MAX_SERVICE_PRICE_CENTS &&
    cell.durationHours > 0 &&
    cell.durationHours <= MAX_SERVICE_DURATION_HOURS &&
    Number.isInteger(cell.durationHours / DURATION_STEP_HOURS)
  );
}

/** The lowest price among a service's cells in one currency: the catalogue's "from" price. */
export function fromPrice<C extends { currency: string; priceCents: number }>(
  cells: readonly C[],
  currency: string,
): C | undefined {
  let lowest: C | undefined;
  for (const cell of cells) {
    if (cell.currency === currency && (lowest === undefined || cell.priceCents < lowest.priceCents))
      lowest = cell;
  }
  return lowest;
}

/** "up to 2h30": the estimated-time text a booking stores, as the standard table writes it. */
export function estimatedTimeText(durationHours: number): string {
  const minutes = Math.round(durationHours * 60);
  return `up to ${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}`;
}

/** A service cell as a booking's base price, booked duration and estimated time. */
export function servicePriceFor(cell: { priceCents: number; durationHours: number }): HomeTypePrice {
  return {
    baseCents: assertCents(cell.priceCents, 'priceCents'),
    durationHours: cell.durationHours,
    estimatedTime: estimatedTimeText(cell.durationHours),
  };
}
