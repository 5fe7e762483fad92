import type { Complaint } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import type { AuthContext } from '../../lib/auth-context';
import { complaintBookingFor } from './complaint-access';
import {
  complaintAlreadyAnswered,
  complaintDecided,
  complaintNotFound,
  toComplaint,
} from './complaint-views';
import { findComplaint, listComplaintPhotos, setAnswer } from './complaints.repository';

/**
 * The booking's cleaner answers the complaint once, while it is open (decision 070): the answer is a
 * compare-and-swap on "no answer yet", so a second or racing answer gets 409 and changes nothing.
 */
export async function answerComplaint(
  db: Database,
  cleaner: AuthContext,
  bookingId: string,
  answer: string,
  now = new Date(),
): Promise<Complaint> {
  return db.transaction(async (tx) => {
    await complaintBookingFor(tx, cleaner, bookingId, ['cleaner'], true);
    const found = await findComplaint(tx, bookingId, true);
    if (!found) throw complaintNotFound();
    if (found.status !== 'open') throw complaintDecided();
    const row = await setAnswer(tx, found.id, answer, now);
    if (!row) throw complaintAlreadyAnswered();
    return toComplaint(row, await listComplaintPhotos(tx, row.id));
  });
}
