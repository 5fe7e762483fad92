import type { Booking, Locale } from '@limpa/contracts';
import {
  canCustomerCancel,
  finalTaxesOf,
  isTipWindowOpen,
  MAX_RESCHEDULES,
  overtimeAnswerDeadline,
  rescheduleMode,
  tipWindowEndsAt,
} from '@limpa/domain';
import { translate } from '../../lib/i18n';
import type { BookingRow } from './bookings.repository';

/**
 * The service's and add-ons' names in the viewer's language: the catalogue's translation, else the English
 * stored on the booking (decision 027).
 */
function namesIn(row: BookingRow, locale: Locale) {
  const service =
    (locale !== 'en' && row.serviceTranslations?.[locale]?.name) ||
    row.serviceName ||
    translate(locale, 'catalogue.default_service');
  const addOns = row.booking.addOns.map((a) => ({
    ...a,
    name: (locale !== 'en' && row.addOnTranslations?.[a.id]?.[locale]?.name) || a.name,
  }));
  return { service, addOns };
}

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

const reschedulesLeft = (b: BookingRow['booking']) => Math.max(0, MAX_RESCHEDULES - b.rescheduleCount);

function canCustomerReschedule(b: BookingRow['booking'], now: Date): boolean {
  if (reschedulesLeft(b) === 0) return false;
  const mode = rescheduleMode({ status: b.status, startsAt: b.startsAt, now });
  return mode === 'move' || (mode === 'request' && !b.rescheduleDate);
}

type ChargeOfRow = BookingRow['charges'][number];

/** The booking's tip: its attempt that succeeded or is in flight (a declined one is no tip, decision 076). */
function tipOf(charges: ChargeOfRow[]): Booking['tip'] {
  const live = charges.find((c) => c.kind === 'tip' && (c.status === 'succeeded' || c.status === 'pending'));
  if (!live) return null;
  return {
    amountCents: live.amountCents,
    status: live.status === 'succeeded' ? 'paid' : 'processing',
    createdAt: new Date(live.createdAt).toISOString(),
  };
}

/** Until when a tip may still be added (docs/product-rules.md#tips), or null. */
function tipUntilOf(b: BookingRow['booking'], tip: Booking['tip'], now: Date): string | null {
  if (b.status !== 'completed' || tip || !isTipWindowOpen(b.completedAt, now)) return null;
  return tipWindowEndsAt(b.completedAt!).toISOString();
}

export function toBooking(row: BookingRow, options: { locale?: Locale; now?: Date } = {}): Booking {
  const { locale = 'en', now = new Date() } = options;
  const b = row.booking;
  const names = namesIn(row, locale);
  const tip = tipOf(row.charges);
  return {
    id: b.id,
    customerId: b.customerId,
    cleanerId: b.cleanerId,
    serviceId: b.serviceId,
    serviceName: names.service,
    homeType: b.homeType,
    isRecurring: b.isRecurring,
    seriesId: b.seriesId,
    seriesEveryWeeks: row.seriesEveryWeeks,
    estimatedTime: b.estimatedTime,
    currency: b.currency,
    basePriceCents: b.basePriceCents,
    addOns: names.addOns,
    addOnsTotalCents: b.addOnsTotalCents,
    extras: b.extras,
    subtotalCents: b.totalAmountCents - b.taxCents,
    taxes: b.taxes,
    taxIncluded: b.taxIncluded,
    taxRates: b.taxRates,
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
    finalTaxes: finalTaxesOf(b),
    finalPlatformFeeCents: b.finalPlatformFeeCents,
    finalCleanerEarningsCents: b.finalCleanerEarningsCents,
    charges: row.charges.map((c) => ({
      kind: c.kind as Booking['charges'][number]['kind'],
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
    lateCancellationFeeCents: b.lateCancellationFeeCents,
    noShow:
      b.noShowParty && b.noShowReportedAt
        ? { who: b.noShowParty, reportedAt: b.noShowReportedAt.toISOString() }
        : null,
    rescheduleRequest: rescheduleRequestOf(b),
    hasReview: row.hasReview,
    tip,
    tipUntil: tipUntilOf(b, tip, now),
    canCustomerCancel: canCustomerCancel({ status: b.status, startsAt: b.startsAt, now }),
    canCustomerReschedule: canCustomerReschedule(b, now),
    reschedulesLeft: reschedulesLeft(b),
    createdAt: b.createdAt.toISOString(),
  };
}
