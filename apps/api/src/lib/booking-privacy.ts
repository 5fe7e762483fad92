import type { Booking } from '@limpa/contracts';
import { addressAreaOfLine } from '@limpa/domain';
import { notFound } from './app-error';

/** A booking that is not the caller's does not exist for them: the same 404 as one that does not exist. */
export const bookingNotFound = () => notFound('Booking not found.', 'Booking not found');

/**
 * From the cleaner's confirmation on, each side may reach the other (phones:
 * docs/product-rules.md#booking-lifecycle).
 */
const CONTACT_STATUSES = new Set(['confirmed', 'in_progress', 'completed']);

/**
 * The area of a booking's one-line address: what a cleaner needs to decide on a request, without the street,
 * unit or postal code ("Lisboa", "Toronto ON"). The reading lives beside the address format, in domain.
 */
export const coarseArea = addressAreaOfLine;

/**
 * What one participant sees of the other before the booking is confirmed: no phone, and for the cleaner no
 * street address (only the area). Admins see everything.
 */
export function redactForViewer(booking: Booking, viewer: { userId: string; role: string }): Booking {
  if (viewer.role === 'admin' || CONTACT_STATUSES.has(booking.status)) return booking;
  const isCleaner = booking.cleanerId === viewer.userId && booking.customerId !== viewer.userId;
  return {
    ...booking,
    customer: isCleaner ? { ...booking.customer, phone: null } : booking.customer,
    cleaner: booking.cleaner && !isCleaner ? { ...booking.cleaner, phone: null } : booking.cleaner,
    customerAddress: isCleaner ? coarseArea(booking.customerAddress) : booking.customerAddress,
  };
}
