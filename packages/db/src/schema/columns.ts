import { customType, text, timestamp } from 'drizzle-orm/pg-core';

// Shared column helpers. Money is always integer minor units (cents) beside a currency.
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });
/** numeric columns come back from pg as strings; hours are small decimals, so map them to numbers. */
export const hours = customType<{ data: number; driverData: string }>({
  dataType: () => 'numeric(5,2)',
  fromDriver: (v) => Number(v),
  toDriver: (v) => String(v),
});
export const coordinate = customType<{ data: number; driverData: string }>({
  dataType: () => 'numeric(9,6)',
  fromDriver: (v) => Number(v),
  toDriver: (v) => String(v),
});

/** How precise a stored point is (docs/geocoding.md): the values the domain's geocoder answers. */
export const LOCATION_PRECISIONS = ['postal_area', 'locality', 'region'] as const;
export type LocationPrecision = (typeof LOCATION_PRECISIONS)[number];
export const locationPrecision = () => text('location_precision').$type<LocationPrecision>();
