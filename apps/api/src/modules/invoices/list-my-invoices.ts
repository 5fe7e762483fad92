import type { MyInvoicePage } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import type { AuthContext } from '../../lib/auth-context';
import { keysetPage, requireInstantCursor } from '../../lib/keyset-cursor';
import { listCustomerInvoiceRows } from './invoice-reads.repository';
import { toInvoiceSummary } from './invoice-views';

/** GET /me/invoices: the customer's documents, newest first, the service named in their language. */
export async function listMyInvoices(
  db: Database,
  auth: AuthContext,
  query: { cursor?: string; limit: number },
): Promise<MyInvoicePage> {
  const after = requireInstantCursor(query.cursor);
  const rows = await listCustomerInvoiceRows(db, auth.userId, after, query.limit + 1, auth.profile.locale);
  return keysetPage(
    rows,
    query.limit,
    (r) => ({ at: r.issuedAtKey, id: r.id }),
    ({ issuedAtKey: _key, ...row }) => toInvoiceSummary(row),
  );
}
