import type { AdminComplaint } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { toComplaint } from './complaint-views';
import { type ComplaintRow, listComplaintPhotos, listComplaintRows } from './complaints.repository';

/** The queue is small by nature (complaints wait days at most): one page, oldest first. */
const QUEUE_LIMIT = 100;

/** The admins' complaints queue (decision 070): open ones by default, oldest first, with what a decision needs. */
export async function listComplaints(
  db: Database,
  query: { status: ComplaintRow['status'] },
): Promise<{ items: AdminComplaint[] }> {
  const rows = await listComplaintRows(db, query.status, QUEUE_LIMIT);
  const items = await Promise.all(
    rows.map(async (r) => ({
      ...toComplaint(r.complaint, await listComplaintPhotos(db, r.complaint.id)),
      customerName: r.customerName,
      customerProfileId: r.customerProfileId,
      cleanerId: r.cleanerId,
      cleanerName: r.cleanerName,
      bookingDate: r.bookingDate,
      bookingTime: r.bookingTime,
      homeType: r.homeType,
      addressId: r.addressId,
      currency: r.currency,
      refundableCents: Math.max(0, Number(r.refundableCents)),
    })),
  );
  return { items };
}
