import type { AddressTax } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { utcToZonedParts } from '@limpa/domain';
import { notFound } from '../../lib/app-error';
import { taxProfileFor } from '../tax/tax-profile-for';
import { findOwnAddress } from './addresses.repository';

/**
 * The tax a booking at the customer's own address on `day` (its visit date; today there by default) would carry
 * (decision 079), for the wizard's summary to show the lines the booking will be charged. The booking itself
 * computes it again.
 */
export async function getAddressTax(
  db: Database,
  userId: string,
  id: string,
  day?: string,
): Promise<AddressTax> {
  const address = await findOwnAddress(db, userId, id);
  if (!address) throw notFound('Address not found');
  const tax = await taxProfileFor(db, address, day ?? utcToZonedParts(new Date(), address.timeZone).date);
  return { taxIncluded: tax.taxIncluded, rates: [...tax.rates] };
}
