import type { Booking } from '@limpa/contracts';
import { canCustomerCancel, overtimeAnswerDeadline, rescheduleMode } from '@limpa/domain';
import type { BookingRow } from './bookings.repository';

const DEFAULT_SERVICE_NAME = 'House Cleaning';

/** The open reschedule request of a confirmed booking (a request left on a cancelled one means nothing). */
function rescheduleRequestOf(b: BookingRow['booking']): Booking['rescheduleRequest'] {
  if (b.status !== 'confirmed' || !b.rescheduleDate || !b.rescheduleTime) return null;
  if (!b.rescheduleStartsAt || !b.rescheduleEndsAt || !b.rescheduleRequestedAt) return null;
  return {
    bookingDate: b.rescheduleDate,
    bookingTime: b.rescheduleTime,
    startsAt: b.rescheduleStartsAt.toISOString(),
    endsAt: b.rescheduleEndsAt.toISOString(),
    requestedAt: b.rescheduleRequestedAt.toISOString(),
  };
}

function canCustomerReschedule(b: BookingRow['booking'], now: Date): boolean {
  const mode = rescheduleMode({ status: b.status, startsAt: b.startsAt, now });
  return mode === 'move' || (mode === 'request' && !b.rescheduleDate);
}

export function toBooking(row: BookingRow, now = new Date()): Booking {
  const b = row.booking;
  return {
    id: b.id,
    customerId: b.customerId,
    cleanerId: b.cleanerId,
    serviceId: b.serviceId,
    serviceName: row.serviceName ?? DEFAULT_SERVICE_NAME,
    homeType: b.homeType,
    isRecurring: b.isRecurring,
    seriesId: b.seriesId,
    seriesEveryWeeks: row.seriesEveryWeeks,
    estimatedTime: b.estimatedTime,
    currency: b.currency,
    basePriceCents: b.basePriceCents,
    addOns: b.addOns,
    addOnsTotalCents: b.addOnsTotalCents,
    extras: b.extras,
    totalAmountCents: b.totalAmountCents,
    platformFeeCents: b.platformFeeCents,
    cleanerEarningsCents: b.cleanerEarningsCents,
    bookingDate: b.bookingDate,
    bookingTime: b.bookingTime,
    timeZone: b.timeZone,
    durationHours: b.durationHours,
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    customerAddress: b.customerAddress,
    addressId: b.addressId,
    paymentMethodId: b.paymentMethodId,
    selectedRooms: b.selectedRooms,
    specialInstructions: b.specialInstructions,
    status: b.status,
    paymentStatus: b.paymentStatus,
    refundedCents: row.charges
      .filter((c) => c.kind === 'refund' && c.status === 'succeeded')
      .reduce((sum, c) => sum + c.amountCents, 0),
    actualHoursWorked: b.actualHoursWorked,
    overtimeMinutes: b.overtimeMinutes,
    overtimeFeeCents: b.overtimeFeeCents,
    finalTotalCents: b.finalTotalCents,
    finalPlatformFeeCents: b.finalPlatformFeeCents,
    finalCleanerEarningsCents: b.finalCleanerEarningsCents,
    charges: row.charges.map((c) => ({
      kind: c.kind as 'charge' | 'overtime' | 'refund',
      amountCents: c.amountCents,
      status: c.status as 'pending' | 'succeeded' | 'failed' | 'requires_action',
      reference: c.reference,
      createdAt: new Date(c.createdAt).toISOString(),
    })),
    customer: row.customer,
    cleaner: row.cleaner?.userId
      ? { ...row.cleaner, userId: row.cleaner.userId, fullName: row.cleaner.fullName ?? '' }
      : null,
    overtimeStatus: b.overtimeStatus,
    overtimeDisputeReason: b.overtimeDisputeReason,
    overtimeAnswerBy:
      b.overtimeStatus === 'pending_approval' && b.completedAt
        ? overtimeAnswerDeadline(b.completedAt).toISOString()
        : null,
    cancelledBy: b.cancelledBy,
    cancellationReason: b.cancellationReason,
    rescheduleRequest: rescheduleRequestOf(b),
    hasReview: row.hasReview,
    canCustomerCancel: canCustomerCancel({ status: b.status, startsAt: b.startsAt, now }),
    canCustomerReschedule: canCustomerReschedule(b, now),
    createdAt: b.createdAt.toISOString(),
  };
}
