import type { AdminCreateCustomerBookingBody, Booking } from '@limpa/contracts';
import type { DbOrTx } from '@limpa/db';
import type { AppContext } from '../../lib/app-context';
import type { AuthContext } from '../../lib/auth-context';
import { createBooking } from '../bookings/create-booking';
import { getBookingFor } from '../bookings/read-bookings';
import { tellCustomerBookedForThem } from '../notifications/booked-for-you-mails';
import { notACustomer, userNotFound } from './admin.errors';
import { findUserWithEmail, insertAuditEntries, lockProfiles } from './users.repository';

/**
 * An admin asks a cleaner for a cleaning in a customer's name (POST /api/v1/admin/users/:profileId/bookings,
 * decision 057), or leaves the cleaner out for "any available cleaner" (decision 065). It is the customer's own
 * request, made by the one use case the wizard calls: the address and card are looked up among the customer's
 * own (404 otherwise), the price is the server's, the slot, earliest start, open-request limit and the choice of
 * a free cleaner are judged the same way. In that request's transaction the admin's act is audited and the
 * customer told; a customer suspended or given another role meanwhile rolls it all back.
 */
export async function createBookingForCustomer(
  ctx: AppContext,
  admin: AuthContext,
  profileId: string,
  body: AdminCreateCustomerBookingBody,
  { idempotencyKey, now = new Date() }: { idempotencyKey?: string; now?: Date } = {},
): Promise<{ status: 200 | 201; booking: Booking }> {
  const target = await findUserWithEmail(ctx.db, profileId);
  if (!target) throw userNotFound();
  const customer: AuthContext = {
    userId: target.profile.userId,
    email: target.email,
    emailVerified: true,
    sessionId: '',
    profile: target.profile,
  };
  const alsoInTransaction = async (tx: DbOrTx, bookingId: string) => {
    // createBooking's first statement locked this profile: what is read here holds until the commit.
    const [locked] = await lockProfiles(tx, [profileId]);
    if (locked?.role !== 'customer' || locked.suspendedAt) throw notACustomer();
    await insertAuditEntries(tx, [
      {
        actorId: admin.userId,
        targetProfileId: profileId,
        action: 'booking_for_customer',
        field: 'booking',
        oldValue: null,
        newValue: bookingId,
      },
    ]);
    await tellCustomerBookedForThem(ctx, tx, bookingId);
  };
  // Refused before any write when the profile is plainly not a customer's (the check above repeats it locked).
  if (target.profile.role !== 'customer' || target.profile.suspendedAt) throw notACustomer();
  const made = await createBooking(ctx, customer, body, {
    idempotencyKey,
    now,
    alsoInTransaction,
    customerToldByCaller: true,
  });
  return { status: made.status, booking: await getBookingFor(ctx.db, admin, made.booking.id) };
}
