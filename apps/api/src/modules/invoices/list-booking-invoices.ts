import type { Database } from '@limpa/db';
import type { AuthContext } from '../../lib/auth-context';
import { bookingNotFound } from '../../lib/booking-privacy';
import { mayReadInvoicesOf } from './invoice-access';
import { bookingCustomerId, listBookingInvoiceRows } from './invoice-reads.repository';
import { toInvoiceSummary } from './invoice-views';

/** GET /bookings/:id/invoices: its customer's or an admin's; for anyone else the booking does not exist. */
export async function listBookingInvoices(db: Database, auth: AuthContext, bookingId: string) {
  const customerId = await bookingCustomerId(db, bookingId);
  if (!customerId || !mayReadInvoicesOf(auth, customerId)) throw bookingNotFound();
  return (await listBookingInvoiceRows(db, bookingId)).map(toInvoiceSummary);
}
