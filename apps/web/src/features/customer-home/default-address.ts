import type { Address } from '@limpa/contracts';

/** The address flagged default, else the first one. */
export function defaultAddress(addresses: readonly Address[] | undefined): Address | null {
  if (!addresses?.length) return null;
  return addresses.find((address) => address.isDefault) ?? addresses[0] ?? null;
}
