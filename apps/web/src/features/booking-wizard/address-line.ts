import type { Address } from '@limpa/contracts';

/**
 * "Rua Augusta 100, Unit 2, Lisboa, Lisboa 1100-053": the chosen address as one line
 * (docs/product-rules.md#customer-screens).
 */
export function addressLine(
  address: Pick<
    Address,
    'streetAddress' | 'unitNumber' | 'city' | 'locality' | 'province' | 'district' | 'postalCode'
  >,
): string {
  const street = address.streetAddress + (address.unitNumber ? `, Unit ${address.unitNumber}` : '');
  const place = address.city ?? address.locality;
  const region = [address.province ?? address.district, address.postalCode].filter(Boolean).join(' ');
  return [street, place, region].filter(Boolean).join(', ');
}

/** The address a new booking starts with: the default one, else the newest. */
export function defaultAddress(addresses: readonly Address[]): Address | undefined {
  return addresses.find((a) => a.isDefault) ?? addresses[0];
}
