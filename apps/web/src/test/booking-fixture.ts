import type { Booking } from '@limpa/contracts';
import { MAX_RESCHEDULES } from '@limpa/domain';
import { sessionAs } from '@/test/fetch';

/** A cleaner in Toronto (her "today" is Toronto's). */
export const torontoCleanerSession = (() => {
  const session = sessionAs('cleaner');
  return {
    ...session,
    profile: { ...session.profile, fullName: 'Emily Tremblay', country: 'CA', provinceOrDistrict: 'ON' },
  };
})();

/** A complete job as the API returns it (GET /api/v1/bookings?as=cleaner): a confirmed, paid booking in Toronto. */
export function makeJob(overrides: Partial<Booking> = {}): Booking {
  return makeBooking({
    id: '1b7c6f55-7a3e-4d43-9a52-0d0c4e1f0001',
    customerId: 'customer-1',
    cleanerId: 'u1',
    currency: 'CAD',
    bookingDate: '2026-11-25',
    timeZone: 'America/Toronto',
    startsAt: '2026-11-25T15:00:00.000Z',
    endsAt: '2026-11-25T17:30:00.000Z',
    customerAddress: '100 King St W, Toronto, ON M5X 1A9',
    status: 'confirmed',
    paymentStatus: 'paid',
    customer: { userId: 'customer-1', fullName: 'Carla Customer', phone: '+1 416 555 0100', avatarUrl: null },
    cleaner: { userId: 'u1', fullName: 'Emily Tremblay', phone: null, avatarUrl: null },
    ...overrides,
  });
}

/**
 * A completed €70.00 (or $70.00) booking with its add-on that ran 36 minutes over: €20.00 of overtime makes a
 * €90.00 final total, split 15% to the platform.
 */
export const COMPLETED_WITH_OVERTIME = {
  status: 'completed',
  paymentStatus: 'paid',
  addOnsTotalCents: 1500,
  totalAmountCents: 7000,
  actualHoursWorked: 3.1,
  overtimeMinutes: 36,
  overtimeFeeCents: 2000,
  finalTotalCents: 9000,
  finalPlatformFeeCents: 1350,
  finalCleanerEarningsCents: 7650,
} satisfies Partial<Booking>;

/** A $55.00 cleaning in Quebec, GST 5 % and QST 9.975 % added on top: $63.24 (decision 079). */
export const QUEBEC_TAXED = {
  currency: 'CAD',
  subtotalCents: 5500,
  taxes: [
    { code: 'GST', rate: '0.05', amountCents: 275 },
    { code: 'QST', rate: '0.09975', amountCents: 549 },
  ],
  taxIncluded: false,
  totalAmountCents: 6324,
} satisfies Partial<Booking>;

/** A €55.00 cleaning in Lisbon, its IVA 23 % (€10.28) inside the price (decision 079). */
export const LISBON_TAXED = {
  subtotalCents: 4472,
  taxes: [{ code: 'IVA', rate: '0.23', amountCents: 1028 }],
  taxIncluded: true,
  totalAmountCents: 5500,
} satisfies Partial<Booking>;

/** A complete booking as the API returns it, for tests; override what a test is about. */
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: '0b7c6f55-7a3e-4d43-9a52-0d0c4e1f0001',
    customerId: 'u1',
    cleanerId: 'cleaner-ana',
    serviceId: null,
    serviceName: 'House Cleaning',
    homeType: 'T2',
    isRecurring: false,
    seriesId: null,
    seriesEveryWeeks: null,
    estimatedTime: 'up to 2h30',
    currency: 'EUR',
    basePriceCents: 5500,
    addOns: [],
    addOnsTotalCents: 0,
    extras: [],
    subtotalCents: 5500,
    taxes: [],
    taxIncluded: false,
    taxRates: [],
    totalAmountCents: 5500,
    platformFeeCents: 825,
    cleanerEarningsCents: 4675,
    bookingDate: '2026-12-02',
    bookingTime: '10:00',
    timeZone: 'Europe/Lisbon',
    durationHours: 2.5,
    startsAt: '2026-12-02T10:00:00.000Z',
    endsAt: '2026-12-02T12:30:00.000Z',
    customerAddress: 'Rua Augusta 100, 1100-053 Lisboa',
    addressId: null,
    paymentMethodId: null,
    selectedRooms: [],
    specialInstructions: null,
    status: 'pending',
    paymentStatus: 'unpaid',
    refundedCents: 0,
    actualHoursWorked: null,
    overtimeMinutes: null,
    overtimeFeeCents: null,
    finalTotalCents: null,
    finalTaxes: null,
    finalPlatformFeeCents: null,
    finalCleanerEarningsCents: null,
    charges: [],
    customer: { userId: 'u1', fullName: 'Marta Lopes', phone: '+351 911 222 333', avatarUrl: null },
    cleaner: { userId: 'cleaner-ana', fullName: 'Ana Silva', phone: null, avatarUrl: null },
    overtimeStatus: null,
    overtimeDisputeReason: null,
    overtimeAnswerBy: null,
    cancelledBy: null,
    cancellationReason: null,
    rescheduleRequest: null,
    lateCancellationFeeCents: null,
    noShow: null,
    hasReview: false,
    tip: null,
    tipUntil: null,
    canCustomerCancel: true,
    canCustomerReschedule: true,
    reschedulesLeft: MAX_RESCHEDULES,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/** A completed, paid €80 booking still open to a tip (decision 076). */
export const tippableBooking = (overrides: Partial<Booking> = {}): Booking =>
  makeBooking({
    status: 'completed',
    paymentStatus: 'paid',
    currency: 'EUR',
    totalAmountCents: 8000,
    basePriceCents: 8000,
    addOns: [],
    addOnsTotalCents: 0,
    tipUntil: '2030-01-08T10:00:00.000Z',
    ...overrides,
  });
