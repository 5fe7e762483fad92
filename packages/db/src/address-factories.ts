import { randomUUID } from 'node:crypto';
import { timeZoneFor } from '@limpa/domain';
import { addressPlace, geocodePlace } from '@limpa/domain/geocode';
import type { DbOrTx } from './client';
import { locationColumns } from './locations';
import { customerAddresses, type PropertyRoom, paymentMethods } from './schema';

/** Factories of a customer's saved addresses and cards, shared by the seed and the tests. */

export interface AddressInput {
  country?: 'canada' | 'portugal';
  city?: string | null;
  locality?: string | null;
  province?: string | null;
  district?: string | null;
  addressType?: 'primary' | 'additional';
  streetAddress?: string;
  postalCode?: string;
  propertyRooms?: PropertyRoom[];
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string | null;
}

/** A saved customer address with the server-derived currency and time zone. */
export async function createAddress(tx: DbOrTx, userId: string, input: AddressInput = {}) {
  const country = input.country ?? 'portugal';
  const isCanada = country === 'canada';
  const province = isCanada ? (input.province ?? 'ON') : null;
  const district = isCanada ? null : (input.district ?? 'Lisboa');
  const place = {
    country,
    city: isCanada ? (input.city === undefined ? 'Toronto' : input.city) : null,
    locality: isCanada ? null : input.locality === undefined ? 'Lisboa' : input.locality,
    province,
    district,
    postalCode: input.postalCode ?? (isCanada ? 'M5X 1A9' : '1100-053'),
  };
  const [row] = await tx
    .insert(customerAddresses)
    .values({
      userId,
      addressType: input.addressType ?? 'primary',
      firstName: input.firstName ?? 'Test',
      lastName: input.lastName ?? 'Customer',
      email: input.email ?? 'customer@example.test',
      phone: input.phone ?? null,
      streetAddress: input.streetAddress ?? (isCanada ? '100 King St W' : 'Rua Augusta 100'),
      ...place,
      ...locationColumns(geocodePlace(addressPlace(place))),
      currency: isCanada ? 'CAD' : 'EUR',
      timeZone: timeZoneFor({ country, province, district }),
      isDefault: (input.addressType ?? 'primary') === 'primary',
      propertyRooms: input.propertyRooms ?? [{ type: 'bedroom', count: 2, size: 'medium' }],
    })
    .returning();
  return row!;
}

/** A saved card as the local gateway would leave it (a reference, never a number). */
export async function createPaymentMethod(
  tx: DbOrTx,
  userId: string,
  input: {
    expMonth?: number;
    expYear?: number;
    isDefault?: boolean;
    lastFour?: string;
    reference?: string;
  } = {},
) {
  const [row] = await tx
    .insert(paymentMethods)
    .values({
      userId,
      gateway: 'local',
      gatewayPaymentMethodId: input.reference ?? `pm_test_${randomUUID()}`,
      cardBrand: 'visa',
      cardLastFour: input.lastFour ?? '4242',
      cardExpMonth: input.expMonth ?? 12,
      cardExpYear: input.expYear ?? new Date().getUTCFullYear() + 3,
      isDefault: input.isDefault ?? true,
    })
    .returning();
  return row!;
}
