import { type AdminReportPage, type AdminReportsQuery, REPORT_QUEUE_PAGE_SIZE } from '@limpa/contracts';
import type { DbOrTx } from '@limpa/db';
import { keysetPage, requireInstantCursor } from '../../lib/keyset-cursor';
import { toAdminReport } from './report-views';
import { listReportQueue } from './reports.repository';

/** The admins' queue of reports: one status (open unless asked), newest first, a keyset page at a time. */
export async function listReportsForAdmins(db: DbOrTx, q: AdminReportsQuery): Promise<AdminReportPage> {
  const rows = await listReportQueue(
    db,
    q.status,
    requireInstantCursor(q.cursor),
    REPORT_QUEUE_PAGE_SIZE + 1,
  );
  return keysetPage(rows, REPORT_QUEUE_PAGE_SIZE, (r) => ({ at: r.key, id: r.row.id }), toAdminReport);
}
