import type { slotsQuery } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { getSettings } from '../settings/get-settings';
import { findFreeSlots } from '../slots/find-free-slots';
import { findOwnAddress } from './create-booking.repository';

/**
 * GET /api/v1/slots: the free start times at one of the customer's own addresses (404 for anyone else's), none
 * sooner than the admin's earliest start (what POST /bookings would refuse as too_soon).
 */
export async function listFreeSlots(
  db: Database,
  customerId: string,
  query: z.infer<typeof slotsQuery>,
  now = new Date(),
) {
  const [address, { earliestStartHours }] = await Promise.all([
    findOwnAddress(db, customerId, query.addressId),
    getSettings(db),
  ]);
  if (!address) throw new AppError(404, 'address_not_found', 'Not Found', 'Address not found.');
  const slots = await findFreeSlots(db, { address, ...query, now, earliestStartHours });
  return slots.map(({ time, cleanerIds }) => ({ time, cleanerIds }));
}
