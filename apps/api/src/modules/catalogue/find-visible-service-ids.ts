import type { DbOrTx } from '@limpa/db';
import * as repo from './catalogue.repository';

/** Which of these ids are services customers can book: what a cleaner may list as offered (decision 062). */
export function findVisibleServiceIds(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  return repo.findVisibleServiceIds(db, ids);
}
