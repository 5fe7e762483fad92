import type { Address } from '@limpa/contracts';
import type { AddressRow } from './addresses.repository';

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    addressType: row.addressType,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    country: row.country,
    streetAddress: row.streetAddress,
    unitNumber: row.unitNumber,
    city: row.city,
    province: row.province,
    postalCode: row.postalCode,
    locality: row.locality,
    district: row.district,
    currency: row.currency,
    timeZone: row.timeZone,
    isDefault: row.isDefault,
    label: row.label,
    propertyType: row.propertyType,
    propertyRooms: row.propertyRooms as Address['propertyRooms'],
    location:
      row.latitude === null || row.longitude === null || row.locationPrecision === null
        ? null
        : { latitude: row.latitude, longitude: row.longitude, precision: row.locationPrecision },
    createdAt: row.createdAt.toISOString(),
  };
}
