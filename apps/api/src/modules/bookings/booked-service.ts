import { type HomeTypePrice, isHiddenServiceName, servicePriceFor } from '@limpa/domain';
import { serviceNotFound, serviceNotRecurring } from './create-booking.errors';
import type { lockCustomerAndReadRequest } from './create-booking.repository';

type RequestRead = NonNullable<Awaited<ReturnType<typeof lockCustomerAndReadRequest>>>;

/**
 * What the booked service charges for the home in the address's currency (decision 062): refused when the
 * service is unknown, hidden or has no such cell. A recurring request is House Cleaning's (the default
 * service) and keeps the standard table's recurring price, so its base is left to the table (undefined).
 */
export function bookedService(
  read: Pick<RequestRead, 'serviceId' | 'serviceName' | 'serviceIsDefault' | 'servicePrice'>,
  isRecurring: boolean,
): HomeTypePrice | undefined {
  if (!read.serviceId || isHiddenServiceName(read.serviceName ?? '') || !read.servicePrice)
    throw serviceNotFound();
  if (isRecurring) {
    if (!read.serviceIsDefault) throw serviceNotRecurring();
    return undefined;
  }
  return servicePriceFor(read.servicePrice);
}
