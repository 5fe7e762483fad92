/** Home types of the booking wizard: Studio/T0 up to T4 (4 or more bedrooms). */
export const HOME_TYPES = ['T0', 'T1', 'T2', 'T3', 'T4'] as const;
export type HomeType = (typeof HOME_TYPES)[number];

/** The wizard preselects T2. */
export const DEFAULT_HOME_TYPE: HomeType = 'T2';

/** Used when a booking lacks its own duration (hours). */
export const DEFAULT_DURATION_HOURS = 2.5;
/** Used when a booking lacks its own base price (49.99). */
export const DEFAULT_BASE_PRICE_CENTS = 4999;

/** One row of the price table (docs/product-rules.md#prices-and-home-types); same numbers in EUR and CAD. */
export interface PriceTableRow {
  homeType: HomeType;
  label: string;
  oneTimeCents: number;
  recurringCents: number;
  /** One-time estimated time text. */
  estimatedTime: string;
  /** One-time booked duration. */
  durationHours: number;
  recurringEstimatedTime: string;
  recurringDurationHours: number;
}

/** The price table (docs/product-rules.md#prices-and-home-types), in home-type order. */
export const PRICE_TABLE: readonly Readonly<PriceTableRow>[] = Object.freeze([
  {
    homeType: 'T0',
    label: 'Studio',
    oneTimeCents: 3500,
    recurringCents: 3200,
    estimatedTime: 'up to 1h30',
    durationHours: 1.5,
    recurringEstimatedTime: '1h00-1h15',
    recurringDurationHours: 1.25,
  },
  {
    homeType: 'T1',
    label: '1 Bedroom',
    oneTimeCents: 4500,
    recurringCents: 4200,
    estimatedTime: 'up to 2h00',
    durationHours: 2,
    recurringEstimatedTime: '1h30-1h45',
    recurringDurationHours: 1.75,
  },
  {
    homeType: 'T2',
    label: '2 Bedrooms',
    oneTimeCents: 5500,
    recurringCents: 5000,
    estimatedTime: 'up to 2h30',
    durationHours: 2.5,
    recurringEstimatedTime: '2h00',
    recurringDurationHours: 2,
  },
  {
    homeType: 'T3',
    label: '3 Bedrooms',
    oneTimeCents: 6500,
    recurringCents: 6000,
    estimatedTime: 'up to 3h00',
    durationHours: 3,
    recurringEstimatedTime: '2h30',
    recurringDurationHours: 2.5,
  },
  {
    homeType: 'T4',
    label: '4 Bedrooms',
    oneTimeCents: 7500,
    recurringCents: 6800,
    estimatedTime: 'up to 3h30',
    durationHours: 3.5,
    recurringEstimatedTime: '3h00',
    recurringDurationHours: 3,
  },
] satisfies PriceTableRow[]);

export function isHomeType(value: unknown): value is HomeType {
  return typeof value === 'string' && (HOME_TYPES as readonly string[]).includes(value);
}

/** The table row of a home type. */
export function priceRow(homeType: HomeType): Readonly<PriceTableRow> {
  const row = PRICE_TABLE.find((r) => r.homeType === homeType);
  if (row === undefined) throw new RangeError(`Unknown home type: ${String(homeType)}`);
  return row;
}

/** A fresh copy of the price table: the body of GET /api/v1/pricing. */
export function pricingTable(): PriceTableRow[] {
  return PRICE_TABLE.map((row) => ({ ...row }));
}

export interface HomeTypePrice {
  baseCents: number;
  durationHours: number;
  estimatedTime: string;
}

/** Base price, booked duration and estimated-time text for a home type, one-time or recurring. */
export function priceFor(homeType: HomeType, isRecurring: boolean): HomeTypePrice {
  const row = priceRow(homeType);
  return isRecurring
    ? {
        baseCents: row.recurringCents,
        durationHours: row.recurringDurationHours,
        estimatedTime: row.recurringEstimatedTime,
      }
    : { baseCents: row.oneTimeCents, durationHours: row.durationHours, estimatedTime: row.estimatedTime };
}
