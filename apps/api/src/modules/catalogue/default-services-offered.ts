import type { DbOrTx } from '@limpa/db';
import { DEFAULT_SERVICES_OFFERED } from '@limpa/domain';
import * as repo from './catalogue.repository';

/** The ids of the services a new cleaner offers (House Cleaning and Office Cleaning; the domain names them). */
export function defaultServicesOffered(db: DbOrTx): Promise<string[]> {
  return repo.findServiceIdsByName(db, DEFAULT_SERVICES_OFFERED);
}
