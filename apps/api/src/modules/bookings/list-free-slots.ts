import type { slotsQuery } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { findServicePrice } from '../catalogue/find-service-price';
import { getSettings } from '../settings/get-settings';
import { findFreeSlots } from '../slots/find-free-slots';
import { serviceNotFound } from './create-booking.errors';
import { findOwnAddress } from './create-booking.repository';

/**
 * GET /api/v1/slots: the free start times at one of the customer's own addresses (404 for anyone else's), none
 * sooner than the admin's earliest start (what POST /bookings would refuse as too_soon), each long enough for
 * the service's duration for the home (an unknown or hidden service is refused as the booking would be).
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
  const { serviceId, ...search } = query;
  // A recurring visit is House Cleaning's at the standard table's recurring length (decision 062).
  const service = await findServicePrice(db, {
    serviceId: serviceId ?? null,
    homeType: query.homeType,
    currency: address.currency,
  });
  if (!service) throw serviceNotFound();
  const durationHours = query.isRecurring ? undefined : service.durationHours;
  const slots = await findFreeSlots(db, {
    address,
    ...search,
    durationHours,
    service: service.name,
    now,
    earliestStartHours,
  });
  return slots.map(({ time, cleanerIds }) => ({ time, cleanerIds }));
}
