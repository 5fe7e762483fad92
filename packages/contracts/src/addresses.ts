import {
  addressCity,
  canadianProvinceCode,
  isValidPostalCode,
  normalizeCityKey,
  normalizePostalCode,
  PORTUGUESE_AUTONOMOUS_REGIONS,
  PORTUGUESE_DISTRICTS,
  PROPERTY_TYPES,
  ROOM_SIZES,
  ROOM_TYPES,
  TAX_CODES,
} from '@limpa/domain';
import { z } from 'zod';
import { currencySchema, optionalText } from './common';

/** User-facing wording of the address rules (docs/product-rules.md#addresses). */
export const ADDRESS_MESSAGES = Object.freeze({
  required: 'Please fill in all required fields',
  email: 'Please enter a valid email address',
  canadianPostalCode: 'Please enter a valid Canadian postal code (e.g. M5V 3A4)',
  portuguesePostalCode: 'Please enter a valid Portuguese postal code (e.g. 1000-001)',
  district: 'Please select a valid district',
  duplicateRoom: 'Each room type can be listed only once',
  additionalLimit: 'You can only have up to 5 additional addresses',
  primaryLimit: 'You can only have one primary address',
});

export const ADDRESS_LABEL_MAX = 60;
export const PROPERTY_ROOMS_MAX = 8;
export const ROOM_COUNT_MIN = 1;
export const ROOM_COUNT_MAX = 20;

/** A missing (undefined or null) value reads as "Please fill in all required fields". */
const requiredError = (issue: { input?: unknown }) =>
  issue.input == null ? ADDRESS_MESSAGES.required : undefined;

const requiredText = (max: number) =>
  z.string({ error: requiredError }).trim().min(1, ADDRESS_MESSAGES.required).max(max);

const requiredEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: requiredError });

/** Canonical district or autonomous-region name ('lisboa' → 'Lisboa', 'Azores' → 'Açores'), else null. */
export function portugueseDistrictName(value: string | null | undefined): string | null {
  const key = normalizeCityKey(value);
  if (key === '') return null;
  if (key === 'azores') return 'Açores';
  return (
    [...PORTUGUESE_DISTRICTS, ...PORTUGUESE_AUTONOMOUS_REGIONS].find((d) => normalizeCityKey(d) === key) ??
    null
  );
}

export const propertyRoomSchema = z.strictObject({
  type: z.enum(ROOM_TYPES),
  count: z.number().int().min(ROOM_COUNT_MIN).max(ROOM_COUNT_MAX),
  /** Size defaults to medium (docs/product-rules.md#addresses). */
  size: z.enum(ROOM_SIZES).default('medium'),
});

const propertyRoomsSchema = z
  .array(propertyRoomSchema, { error: requiredError })
  .max(PROPERTY_ROOMS_MAX)
  .refine((rooms) => new Set(rooms.map((r) => r.type)).size === rooms.length, {
    message: ADDRESS_MESSAGES.duplicateRoom,
  });

/** The fields of an address request; each checked on its own (country-dependent rules come after). */
const addressFields = {
  addressType: requiredEnum(['primary', 'additional']),
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: requiredText(254).pipe(z.email({ error: ADDRESS_MESSAGES.email })),
  phone: optionalText(40),
  country: requiredEnum(['canada', 'portugal']),
  streetAddress: requiredText(200),
  unitNumber: optionalText(40),
  city: optionalText(100),
  province: optionalText(60),
  postalCode: requiredText(20),
  locality: optionalText(100),
  district: optionalText(60),
  isDefault: z.boolean().optional(),
  label: optionalText(ADDRESS_LABEL_MAX),
  propertyType: requiredEnum(PROPERTY_TYPES),
  propertyRooms: propertyRoomsSchema,
};

type FieldsOutput = z.output<z.ZodObject<typeof addressFields>>;

/**
 * Country rules: Canada needs city and province (code or name of the 13) and an A1A 1A1 postal code;
 * Portugal needs its city (the locality after the postal code; a `city` is taken for it) and an NNNN-NNN
 * postal code, its district is optional but must be a known one. The city is not guessed from the postal
 * code: its first digits name a delivery area, not a city (decision 050).
 * Runs even when other fields failed, so one answer lists every problem.
 */
function checkCountryRules(value: Partial<FieldsOutput>, ctx: z.RefinementCtx) {
  const hasText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
  const issue = (path: keyof FieldsOutput, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message, input: value[path] });
  if (value.country === 'canada') {
    if (!hasText(value.city)) issue('city', ADDRESS_MESSAGES.required);
    if (!hasText(value.province) || canadianProvinceCode(value.province) === null) {
      issue('province', ADDRESS_MESSAGES.required);
    }
    if (hasText(value.postalCode) && !isValidPostalCode('canada', value.postalCode)) {
      issue('postalCode', ADDRESS_MESSAGES.canadianPostalCode);
    }
  } else if (value.country === 'portugal') {
    if (!hasText(value.locality) && !hasText(value.city)) issue('locality', ADDRESS_MESSAGES.required);
    if (hasText(value.district) && portugueseDistrictName(value.district) === null) {
      issue('district', ADDRESS_MESSAGES.district);
    }
    if (hasText(value.postalCode) && !isValidPostalCode('portugal', value.postalCode)) {
      issue('postalCode', ADDRESS_MESSAGES.portuguesePostalCode);
    }
  }
}

/**
 * Body of POST /api/v1/me/addresses. Unknown fields (currency, timeZone included: the server derives
 * them) are refused. The output is normalised: province as its code, district by its canonical name,
 * postal code as stored ('M5V 3A4'); province is null for Portugal and district null for Canada; a Portuguese
 * city sent as `city` is kept as the locality too.
 */
export const addressBody = z
  .strictObject(addressFields)
  .superRefine(checkCountryRules, {
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
  .transform((v) => ({
    ...v,
    postalCode: normalizePostalCode(v.country, v.postalCode),
    province: v.country === 'canada' ? canadianProvinceCode(v.province) : null,
    district: v.country === 'portugal' ? portugueseDistrictName(v.district) : null,
    locality: v.country === 'portugal' ? addressCity(v) : v.locality,
  }));
export type AddressBody = z.input<typeof addressBody>;
export type AddressInput = z.output<typeof addressBody>;

/**
 * Body of PATCH /api/v1/me/addresses/:id: any subset of the fields. The server merges it with the
 * stored address and checks the result with `addressBody`. `null` or '' clears an optional field.
 */
export const addressPatchBody = z.strictObject({
  addressType: addressFields.addressType.optional(),
  firstName: addressFields.firstName.optional(),
  lastName: addressFields.lastName.optional(),
  email: addressFields.email.optional(),
  phone: addressFields.phone,
  country: addressFields.country.optional(),
  streetAddress: addressFields.streetAddress.optional(),
  unitNumber: addressFields.unitNumber,
  city: addressFields.city,
  province: addressFields.province,
  postalCode: addressFields.postalCode.optional(),
  locality: addressFields.locality,
  district: addressFields.district,
  isDefault: addressFields.isDefault,
  label: addressFields.label,
  propertyType: addressFields.propertyType.optional(),
  propertyRooms: addressFields.propertyRooms.optional(),
});
export type AddressPatchBody = z.input<typeof addressPatchBody>;
export type AddressPatch = z.output<typeof addressPatchBody>;

/** An address's approximate point and how precise it is (a postal area, a locality, a province or district). */
export const addressLocationSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  precision: z.enum(['postal_area', 'locality', 'region']),
});
export type AddressLocation = z.infer<typeof addressLocationSchema>;

export const addressSchema = z.object({
  id: z.uuid(),
  addressType: z.enum(['primary', 'additional']),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  country: z.enum(['canada', 'portugal']),
  streetAddress: z.string(),
  unitNumber: z.string().nullable(),
  city: z.string().nullable(),
  /** Canada: one of the 13 codes ('ON'); null for Portugal. */
  province: z.string().nullable(),
  postalCode: z.string(),
  locality: z.string().nullable(),
  /** Portugal: district or autonomous region name; null for Canada. */
  district: z.string().nullable(),
  /** Derived from the country: canada → CAD, portugal → EUR. */
  currency: currencySchema,
  /** IANA time zone derived from province (Canada) or district (Portugal). */
  timeZone: z.string(),
  isDefault: z.boolean(),
  label: z.string().nullable(),
  propertyType: z.enum(PROPERTY_TYPES),
  propertyRooms: z.array(
    z.object({ type: z.enum(ROOM_TYPES), count: z.number().int(), size: z.enum(ROOM_SIZES) }),
  ),
  /** Where the geocoder placed it (docs/geocoding.md), for its owner only; null when the place is unknown. */
  location: addressLocationSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListResponse = z.array(addressSchema);

/** GET /api/v1/me/addresses/:id/tax?date= — what a booking there on that day is taxed with (decision 079). */
export const addressTaxQuery = z.strictObject({ date: z.iso.date().optional() });
export const addressTaxResponse = z.object({
  taxIncluded: z.boolean(),
  rates: z.array(z.object({ code: z.enum(TAX_CODES), rate: z.string() })),
});
export type AddressTax = z.infer<typeof addressTaxResponse>;
