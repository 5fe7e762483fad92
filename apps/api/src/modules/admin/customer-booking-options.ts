import type { AdminCustomerBookingOptions, AdminCustomerSlots, slotsQuery } from '@limpa/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../lib/app-context';
import { listOwnAddresses } from '../addresses/addresses.service';
import { listFreeSlots } from '../bookings/list-free-slots';
import { listOwnPaymentMethods } from '../payment-methods/payment-methods.service';
import { notACustomer, userNotFound } from './admin.errors';
import { findFullNames } from './open-bookings.repository';
import { findUserWithEmail } from './users.repository';

/** The customer a booking is being made for: their account's id, or 404 / 422 for anyone else. */
async function customerUserId(ctx: Pick<AppContext, 'db'>, profileId: string): Promise<string> {
  const target = await findUserWithEmail(ctx.db, profileId);
  if (!target) throw userNotFound();
  if (target.profile.role !== 'customer' || target.profile.suspendedAt) throw notACustomer();
  return target.profile.userId;
}

/**
 * GET /api/v1/admin/users/:profileId/booking-options: the customer's own saved addresses and cards, read by
 * the use cases their own screens call, so the admin is offered nothing else to book with.
 */
export async function getCustomerBookingOptions(
  ctx: AppContext,
  profileId: string,
): Promise<AdminCustomerBookingOptions> {
  const userId = await customerUserId(ctx, profileId);
  const [addresses, cards] = await Promise.all([
    listOwnAddresses(ctx.db, userId),
    listOwnPaymentMethods(ctx, userId),
  ]);
  return { addresses, cards };
}

/**
 * GET /api/v1/admin/users/:profileId/slots: the free start times at one of the customer's addresses, read as
 * the wizard reads them (404 for an address that is not theirs), with each free cleaner's name.
 */
export async function listCustomerSlots(
  ctx: AppContext,
  profileId: string,
  query: z.infer<typeof slotsQuery>,
): Promise<AdminCustomerSlots> {
  const userId = await customerUserId(ctx, profileId);
  const slots = await listFreeSlots(ctx.db, userId, query);
  const names = new Map(
    (await findFullNames(ctx.db, [...new Set(slots.flatMap((s) => s.cleanerIds))])).map((n) => [
      n.userId,
      n.fullName,
    ]),
  );
  return slots.map((s) => ({
    time: s.time,
    cleaners: s.cleanerIds.flatMap((id) => {
      const fullName = names.get(id);
      return fullName ? [{ userId: id, fullName }] : [];
    }),
  }));
}
