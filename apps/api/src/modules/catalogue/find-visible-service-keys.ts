import type { DbOrTx } from '@limpa/db';
import * as repo from './catalogue.repository';

/**
 * Which of these service keys (the catalogue's English names) customers can book: what a cleaner may list as
 * offered (decision 062).
 */
export function findVisibleServiceKeys(db: DbOrTx, keys: readonly string[]): Promise<string[]> {
  return repo.findVisibleServiceKeys(db, keys);
}
