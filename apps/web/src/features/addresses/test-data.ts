import type { AddressFormValues } from './schemas';

/** Shared fixtures for this feature's tests. */

export const emptyFormValues: AddressFormValues = {
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
