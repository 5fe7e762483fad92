import type { AddOn, FaqItem, PricingRow, Service } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { pricingTable } from '@limpa/domain';
import * as repo from './catalogue.repository';

/** Services customers can book, ordered by name ("DISABLED…" names hidden). */
export function listServices(db: Database): Promise<Service[]> {
  return repo.listVisibleServices(db);
}

/** Add-ons ordered by name. */
export function listAddOns(db: Database): Promise<AddOn[]> {
  return repo.listAddOns(db);
}

/** FAQ items in their display order. */
export function listFaq(db: Database): Promise<FaqItem[]> {
  return repo.listFaqItems(db);
}

/** The home-type price table of spec section 9 (a fresh copy). */
export function listPricing(): PricingRow[] {
  return pricingTable();
}
