import type { Address } from '@limpa/contracts';

/** The address a new booking starts with: the default one, else the newest. */
export function defaultAddress(addresses: readonly Address[]): Address | undefined {
  return addresses.find((a) => a.isDefault) ?? addresses[0];
}
