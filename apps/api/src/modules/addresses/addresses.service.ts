import {
  type Address,
  type AddressBody,
  type AddressInput,
  type AddressPatch,
  addressBody,
} from '@limpa/contracts';
import { type Database, locationColumns, type Tx } from '@limpa/db';
import { currencyForCountry, MAX_ADDITIONAL_ADDRESSES, timeZoneFor } from '@limpa/domain';
import { addressPlace } from '@limpa/domain/geocode';
import type { AppContext } from '../../lib/app-context';
import { notFound, pgCode, pgConstraint } from '../../lib/app-error';
import { additionalLimitReached, addressZodError, primaryLimitReached } from './addresses.errors';
import { toAddress } from './addresses.mapper';
import {
  type AddressFields,
  type AddressRow,
  clearDefault,
  countAddressesByType,
  deleteOwnAddress,
  findOwnAddress,
  insertAddress,
  listAddresses,
  lockCustomerProfile,
  makeNewestDefault,
  updateOwnAddress,
} from './addresses.repository';

const addressNotFound = () => notFound('Address not found');

/**
 * The stored columns of a validated address, with currency, time zone and point derived by the server. The
 * point is worked out on every save, so an edited address is never matched by its old place.
 */
async function storedFields(ctx: Pick<AppContext, 'geocoder'>, input: AddressInput): Promise<AddressFields> {
  const point = await ctx.geocoder.geocode(
    addressPlace({
      country: input.country,
      postalCode: input.postalCode,
      province: input.province ?? null,
      locality: input.locality ?? null,
      district: input.district ?? null,
    }),
  );
  return {
    ...locationColumns(point),
    addressType: input.addressType,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone ?? null,
    country: input.country,
    streetAddress: input.streetAddress,
    unitNumber: input.unitNumber ?? null,
    city: input.city ?? null,
    province: input.province,
    postalCode: input.postalCode,
    locality: input.locality ?? null,
    district: input.district,
    currency: currencyForCountry(input.country),
    timeZone: timeZoneFor({ country: input.country, province: input.province, district: input.district }),
    label: input.label ?? null,
    propertyType: input.propertyType,
    propertyRooms: input.propertyRooms,
  };
}

/** The stored address with a PATCH applied, as a full body to check with the create rules. */
function mergedBody(row: AddressRow, patch: AddressPatch): AddressBody {
  const keep = <T>(patched: T | undefined, stored: T): T => (patched === undefined ? stored : patched);
  return {
    addressType: keep(patch.addressType, row.addressType),
    firstName: keep(patch.firstName, row.firstName),
    lastName: keep(patch.lastName, row.lastName),
    email: keep(patch.email, row.email),
    phone: keep(patch.phone, row.phone),
    country: keep(patch.country, row.country),
    streetAddress: keep(patch.streetAddress, row.streetAddress),
    unitNumber: keep(patch.unitNumber, row.unitNumber),
    city: keep(patch.city, row.city),
    province: keep(patch.province, row.province),
    postalCode: keep(patch.postalCode, row.postalCode),
    locality: keep(patch.locality, row.locality),
    district: keep(patch.district, row.district),
    label: keep(patch.label, row.label),
    propertyType: keep(patch.propertyType, row.propertyType),
    propertyRooms: keep(patch.propertyRooms, row.propertyRooms as AddressInput['propertyRooms']),
  };
}

/** Locks the customer's profile row: every address write of one customer runs after the previous one. */
async function lockCustomer(tx: Tx, userId: string) {
  if (!(await lockCustomerProfile(tx, userId))) throw new Error(`No profile for user ${userId}`);
}

/** The partial unique index addresses_one_primary_uq backs the one-primary rule: 23505 → 422. */
function mapConstraintError(err: unknown): unknown {
  if (pgCode(err) === '23505' && pgConstraint(err) === 'addresses_one_primary_uq')
    return primaryLimitReached();
  return err;
}

async function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    throw mapConstraintError(err);
  }
}

export async function listOwnAddresses(db: Database, userId: string): Promise<Address[]> {
  return (await listAddresses(db, userId)).map(toAddress);
}

/** The customer's own stored address, or undefined: for a caller that answers its own 404 (the providers list). */
export const findCustomerAddress = (
  db: Database,
  userId: string,
  id: string,
): Promise<AddressRow | undefined> => findOwnAddress(db, userId, id);

export async function getOwnAddress(db: Database, userId: string, id: string): Promise<Address> {
  const row = await findOwnAddress(db, userId, id);
  if (!row) throw addressNotFound();
  return toAddress(row);
}

/**
 * One primary and at most MAX_ADDITIONAL_ADDRESSES additional addresses: counted after locking the
 * profile row, in the transaction that inserts. The first address becomes the default; a new default
 * unsets the previous one in the same transaction.
 */
export async function createAddress(
  ctx: Pick<AppContext, 'db' | 'geocoder'>,
  userId: string,
  input: AddressInput,
): Promise<Address> {
  const fields = await storedFields(ctx, input);
  return inTransaction(ctx.db, async (tx) => {
    await lockCustomer(tx, userId);
    const counts = await countAddressesByType(tx, userId);
    if (input.addressType === 'primary' && counts.primary >= 1) throw primaryLimitReached();
    if (input.addressType === 'additional' && counts.additional >= MAX_ADDITIONAL_ADDRESSES) {
      throw additionalLimitReached();
    }
    const isFirst = counts.primary + counts.additional === 0;
    const isDefault = isFirst || input.isDefault === true;
    if (isDefault && !isFirst) await clearDefault(tx, userId);
    return toAddress(await insertAddress(tx, { ...fields, userId, isDefault }));
  });
}

/**
 * Applies a partial change, checked with the create rules on the merged address. The limit applies only
 * when the type changes. `isDefault: true` moves the default here; `false` is ignored (a customer with
 * addresses always has one default: choose another address to move it).
 */
export function updateAddress(
  ctx: Pick<AppContext, 'db' | 'geocoder'>,
  userId: string,
  id: string,
  patch: AddressPatch,
): Promise<Address> {
  return inTransaction(ctx.db, async (tx) => {
    await lockCustomer(tx, userId);
    const existing = await findOwnAddress(tx, userId, id);
    if (!existing) throw addressNotFound();
    const parsed = addressBody.safeParse(mergedBody(existing, patch));
    if (!parsed.success) throw addressZodError(parsed.error);
    const input = parsed.data;
    if (input.addressType !== existing.addressType) {
      const others = await countAddressesByType(tx, userId, id);
      if (input.addressType === 'primary' && others.primary >= 1) throw primaryLimitReached();
      if (input.addressType === 'additional' && others.additional >= MAX_ADDITIONAL_ADDRESSES) {
        throw additionalLimitReached();
      }
    }
    const isDefault = existing.isDefault || patch.isDefault === true;
    if (isDefault && !existing.isDefault) await clearDefault(tx, userId, id);
    // Geocoded here, on the merged address: the embedded table answers at once (a networked geocoder would want
    // the merge done before the lock instead).
    const row = await updateOwnAddress(tx, userId, id, { ...(await storedFields(ctx, input)), isDefault });
    if (!row) throw addressNotFound();
    return toAddress(row);
  });
}

/** Deleting the default makes the newest remaining address the default, in the same transaction. */
export function deleteAddress(db: Database, userId: string, id: string): Promise<void> {
  return inTransaction(db, async (tx) => {
    await lockCustomer(tx, userId);
    const row = await deleteOwnAddress(tx, userId, id);
    if (!row) throw addressNotFound();
    if (row.isDefault) await makeNewestDefault(tx, userId);
  });
}
