import { ADDRESS_LABEL_MAX, type Address, type AddressBody } from '@limpa/contracts';
import {
  EXTRA_ROOM_TYPES,
  isValidPostalCode,
  normalizePostalCode,
  PROPERTY_TYPES,
  type PropertyConfiguration,
  type PropertyRoom,
  ROOM_SIZES,
  ROOM_TYPES,
  roomCount,
  roomsForConfiguration,
} from '@limpa/domain';
import { z } from 'zod';
import type en from '@/lib/locales/en/addresses.json';

/**
 * The address form's own checks, mirroring the server's (contracts `addressBody`) for fast feedback.
 * Messages are i18n keys; the form translates them under each field. The server still has the last word.
 */

export type AddressValidationKey = `addresses.validation.${keyof (typeof en)['validation']}`;
const msg = (key: AddressValidationKey) => key;

export const REQUIRED_KEY = msg('addresses.validation.fieldRequired');

const requiredText = (max: number) =>
  z.string().trim().min(1, REQUIRED_KEY).max(max, msg('addresses.validation.tooLong'));
const optionalText = (max: number) => z.string().trim().max(max, msg('addresses.validation.tooLong'));

export const addressFormSchema = z
  .object({
    addressType: z.enum(['primary', 'additional']),
    firstName: requiredText(100),
    lastName: requiredText(100),
    email: requiredText(254).pipe(z.email(msg('addresses.validation.email'))),
    phone: optionalText(40),
    country: z.enum(['canada', 'portugal']),
    streetAddress: requiredText(200),
    unitNumber: optionalText(40),
    city: optionalText(100),
    province: z.string(),
    postalCode: requiredText(20),
    locality: optionalText(100),
    district: z.string(),
    label: optionalText(ADDRESS_LABEL_MAX),
    isDefault: z.boolean(),
    propertyType: z.enum(PROPERTY_TYPES),
    propertyRooms: z.array(
      z.object({ type: z.enum(ROOM_TYPES), count: z.number().int(), size: z.enum(ROOM_SIZES) }),
    ),
  })
  .superRefine(
    (value, ctx) => {
      const issue = (path: 'city' | 'locality' | 'province' | 'postalCode', message: AddressValidationKey) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const postalCode = value.postalCode.trim();
      if (value.country === 'canada') {
        if (value.city.trim() === '') issue('city', REQUIRED_KEY);
        if (value.province === '') issue('province', REQUIRED_KEY);
        if (postalCode !== '' && !isValidPostalCode('canada', postalCode)) {
          issue('postalCode', msg('addresses.validation.canadianPostalCode'));
        }
      } else {
        // The city a Portuguese address is written with ("1100-053 Lisboa"): required, never guessed.
        if (value.locality.trim() === '') issue('locality', REQUIRED_KEY);
        if (postalCode !== '' && !isValidPostalCode('portugal', postalCode)) {
          issue('postalCode', msg('addresses.validation.portuguesePostalCode'));
        }
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

export type AddressFormValues = z.input<typeof addressFormSchema>;
export type AddressFormOutput = z.output<typeof addressFormSchema>;
export type AddressFieldName = keyof AddressFormValues;

const FIELD_NAMES = new Set<string>(Object.keys(addressFormSchema.shape));

/** `body.city` → `city`; `body.propertyRooms.0.count` → `propertyRooms`; anything else → null. */
export function fieldForErrorPath(path: string): AddressFieldName | null {
  const [root, field] = path.split('.');
  if (root !== 'body' || field === undefined || !FIELD_NAMES.has(field)) return null;
  return field as AddressFieldName;
}

/** The request body: country-specific fields only for their country, empty optionals as null. */
export function toAddressBody(values: AddressFormOutput): AddressBody {
  const canada = values.country === 'canada';
  const orNull = (value: string) => (value === '' ? null : value);
  return {
    addressType: values.addressType,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: orNull(values.phone),
    country: values.country,
    streetAddress: values.streetAddress,
    unitNumber: orNull(values.unitNumber),
    city: canada ? orNull(values.city) : null,
    province: canada ? orNull(values.province) : null,
    postalCode: normalizePostalCode(values.country, values.postalCode),
    locality: canada ? null : orNull(values.locality),
    district: canada ? null : orNull(values.district),
    isDefault: values.isDefault,
    label: orNull(values.label),
    propertyType: values.propertyType,
    propertyRooms: values.propertyRooms,
  };
}

export function addressToFormValues(address: Address): AddressFormValues {
  return {
    addressType: address.addressType,
    firstName: address.firstName,
    lastName: address.lastName,
    email: address.email,
    phone: address.phone ?? '',
    country: address.country,
    streetAddress: address.streetAddress,
    unitNumber: address.unitNumber ?? '',
    city: address.city ?? '',
    province: address.province ?? '',
    postalCode: address.postalCode,
    locality: address.locality ?? '',
    district: address.district ?? '',
    label: address.label ?? '',
    isDefault: address.isDefault,
    propertyType: address.propertyType,
    propertyRooms: address.propertyRooms,
  };
}

/** T1–T4 from the bedroom count (4 or more → T4); none without bedrooms. */
export function configurationOf(rooms: readonly PropertyRoom[]): PropertyConfiguration | undefined {
  const bedrooms = roomCount(rooms, 'bedroom');
  if (bedrooms <= 0) return undefined;
  return `T${Math.min(bedrooms, 4)}` as PropertyConfiguration;
}

/** A configuration's rooms (n bedrooms, living room, kitchen, bathroom), keeping the extra rooms chosen. */
export function applyConfiguration(
  rooms: readonly PropertyRoom[],
  configuration: PropertyConfiguration,
): PropertyRoom[] {
  const extras = rooms.filter((room) => (EXTRA_ROOM_TYPES as readonly string[]).includes(room.type));
  return [...roomsForConfiguration(configuration), ...extras];
}

/** A blank address form (Portugal, an apartment with no rooms yet): where adding an address starts. */
export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  addressType: 'primary',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  country: 'portugal',
  streetAddress: '',
  unitNumber: '',
  city: '',
  province: '',
  postalCode: '',
  locality: '',
  district: '',
  label: '',
  isDefault: false,
  propertyType: 'apartment',
  propertyRooms: [],
};
