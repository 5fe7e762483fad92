import type { DbOrTx } from '@limpa/db';
import type { Currency, HomeType } from '@limpa/domain';
import * as repo from './catalogue.repository';

export interface ServicePriceCell {
  serviceId: string;
  /** The catalogue key (its English name): what cleaners list among the services they offer. */
  name: string;
  isDefault: boolean;
  priceCents: number;
  durationHours: number;
}

/**
 * What a bookable service costs and lasts for a home type in a currency (decision 062): the service named, else
 * the default one (House Cleaning). Undefined when it is unknown, hidden ("DISABLED…") or has no such cell.
 */
export function findServicePrice(
  db: DbOrTx,
  r: { serviceId: string | null; homeType: HomeType; currency: Currency },
): Promise<ServicePriceCell | undefined> {
  return repo.findServicePrice(db, r);
}
