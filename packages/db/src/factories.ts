import { randomUUID } from 'node:crypto';
import { computeBookingPrice, priceFor, timeZoneFor, zonedWallTimeToUtc } from '@limpa/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client';
import {
  bookingSeries,
  bookings,
  cleanerAvailability,
  customerAddresses,
  type PropertyRoom,
  paymentMethods,
  reviews,
} from './schema';
import { type CreateUserInput, createUserWithProfile, type NewProfileFields } from './users';

/** Factories shared by the seed and the tests: each builds a valid row graph with sensible defaults. */

type UserInput = Partial<Omit<CreateUserInput, 'role'>>;

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

export function createCustomer(tx: DbOrTx, input: UserInput = {}) {
  return createUserWithProfile(tx, {
    email: input.email ?? uniqueEmail('customer'),
    name: input.name ?? 'Test Customer',
    role: 'customer',
    password: input.password,
    passwordHash: input.passwordHash,
    phone: input.phone ?? null,
    profile: input.profile,
  });
}

export interface CleanerInput extends UserInput {
  city?: string;
  country?: 'CA' | 'PT';
  approved?: boolean;
  onboarded?: boolean;
  hourlyRateCents?: number;
  /** Weekly availability; defaults to Monday–Saturday 08:00–19:00. Pass [] for none. */
  availability?: { weekday: number; startTime: string; endTime: string }[];
  profile?: NewProfileFields;
}

export async function createCleaner(tx: DbOrTx, input: CleanerInput = {}) {
  const country = input.country ?? 'PT';
  const onboarded = input.onboarded ?? true;
  const created = await createUserWithProfile(tx, {
    email: input.email ?? uniqueEmail('cleaner'),
    name: input.name ?? 'Test Cleaner',
    role: 'cleaner',
    password: input.password,
    passwordHash: input.passwordHash,
    phone: input.phone ?? '+351 912 345 678',
    profile: {
      firstName: (input.name ?? 'Test Cleaner').split(' ')[0],
      lastName: (input.name ?? 'Test Cleaner').split(' ').slice(1).join(' ') || null,
      country,
      currency: country === 'CA' ? 'CAD' : 'EUR',
      city: input.city ?? (country === 'CA' ? 'Toronto' : 'Lisboa'),
      addressLine1: '1 Demo Street',
      bio: 'Experienced, careful and friendly. I bring my own eco-friendly products.',
      hourlyRateCents: input.hourlyRateCents ?? 2200,
      servicesOffered: ['Regular House Cleaning', 'Deep Cleaning'],
      transportType: 'bus',
      isApproved: input.approved ?? true,
      onboardingComplete: onboarded,
      onboardingStep1Complete: onboarded,
      onboardingStep2Complete: onboarded,
      onboardingStep3Complete: onboarded,
      payoutConnected: onboarded,
      ...input.profile,
    },
  });
  const availability =
    input.availability ??
    [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '08:00', endTime: '19:00' }));
  if (availability.length > 0) {
    await tx.insert(cleanerAvailability).values(availability.map((a) => ({ ...a, userId: created.user.id })));
  }
  return created;
}

export interface BookingInput {
  customerId: string;
  cleanerId: string | null;
  homeType?: 'T0' | 'T1' | 'T2' | 'T3' | 'T4';
  isRecurring?: boolean;
  country?: 'CA' | 'PT';
  bookingDate: string;
  bookingTime: string;
  status?: 'pending' | 'confirmed' | 'in_progress' | 'completed' | 'cancelled';
  paymentStatus?: 'unpaid' | 'paid' | 'failed' | 'refunded';
  addressId?: string | null;
  paymentMethodId?: string | null;
  /** The one-line address stored on the booking; a sample street of the country by default. */
  customerAddress?: string;
  seriesId?: string | null;
  /** The address's rooms when booked, as booking one copies them. */
  selectedRooms?: PropertyRoom[];
}

/** Inserts a booking with server-computed money, as the booking service would. */
export async function createBooking(tx: DbOrTx, input: BookingInput) {
  const country = input.country ?? 'PT';
  const homeType = input.homeType ?? 'T2';
  const isRecurring = input.isRecurring ?? false;
  const timeZone = timeZoneFor({ country: country === 'CA' ? 'canada' : 'portugal', province: 'ON' });
  const price = computeBookingPrice({ homeType, isRecurring, addOnPricesCents: [] });
  const startsAt = zonedWallTimeToUtc(input.bookingDate, input.bookingTime, timeZone);
  const endsAt = new Date(startsAt.getTime() + priceFor(homeType, isRecurring).durationHours * 3_600_000);
  const [booking] = await tx
    .insert(bookings)
    .values({
      customerId: input.customerId,
      cleanerId: input.cleanerId,
      homeType,
      isRecurring,
      estimatedTime: price.estimatedTime,
      currency: country === 'CA' ? 'CAD' : 'EUR',
      basePriceCents: price.basePriceCents,
      bookingDate: input.bookingDate,
      bookingTime: input.bookingTime,
      timeZone,
      durationHours: price.durationHours,
      startsAt,
      endsAt,
      customerAddress:
        input.customerAddress ??
        (country === 'CA' ? '100 King St W, Toronto, ON M5X 1A9' : 'Rua Augusta 100, 1100-053 Lisboa'),
      addressId: input.addressId ?? null,
      paymentMethodId: input.paymentMethodId ?? null,
      addOnsTotalCents: price.addOnsTotalCents,
      totalAmountCents: price.totalAmountCents,
      platformFeeCents: price.platformFeeCents,
      cleanerEarningsCents: price.cleanerEarningsCents,
      status: input.status ?? 'pending',
      paymentStatus: input.paymentStatus ?? 'unpaid',
      seriesId: input.seriesId ?? null,
      selectedRooms: input.selectedRooms ?? [],
    })
    .returning();
  return booking!;
}

/** A weekly series with its first visit (a recurring booking), as booking one would start it. */
export async function createBookingSeries(tx: DbOrTx, input: Omit<BookingInput, 'seriesId' | 'isRecurring'>) {
  const first = await createBooking(tx, { ...input, isRecurring: true });
  const [series] = await tx
    .insert(bookingSeries)
    .values({
      customerId: input.customerId,
      cleanerId: input.cleanerId!,
      everyWeeks: 1,
      firstDate: input.bookingDate,
      bookingTime: input.bookingTime,
      timeZone: first.timeZone,
      materialisedUntil: input.bookingDate,
    })
    .returning();
  await tx.update(bookings).set({ seriesId: series!.id }).where(eq(bookings.id, first.id));
  return { series: series!, first: { ...first, seriesId: series!.id } };
}

function daysAgoDate(days: number, now: number): string {
  const d = new Date(now - days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** A completed, paid past booking with the customer's review: how ratings come to exist. */
export async function addCompletedBookingWithReview(
  tx: DbOrTx,
  input: {
    customerId: string;
    cleaner: { user: { id: string }; profile: { country: 'CA' | 'PT' | null } };
    daysAgo: number;
    rating: number;
    comment?: string | null;
    /** Where and what was cleaned (the demo data names its customer's address); defaults otherwise. */
    booking?: Partial<Omit<BookingInput, 'customerId' | 'cleanerId' | 'status' | 'paymentStatus'>>;
    /** The clock `daysAgo` counts from (the demo data's moment of seeding); the real one by default. */
    now?: Date;
  },
) {
  const now = input.now?.getTime() ?? Date.now();
  const booking = await createBooking(tx, {
    country: input.cleaner.profile.country ?? 'PT',
    bookingDate: daysAgoDate(input.daysAgo, now),
    bookingTime: '10:00',
    ...input.booking,
    customerId: input.customerId,
    cleanerId: input.cleaner.user.id,
    status: 'completed',
    paymentStatus: 'paid',
  });
  const [review] = await tx
    .insert(reviews)
    .values({
      bookingId: booking.id,
      customerId: input.customerId,
      cleanerId: input.cleaner.user.id,
      rating: input.rating,
      comment: input.comment ?? null,
      createdAt: new Date(now - (input.daysAgo - 1) * 86_400_000),
    })
    .returning();
  return { booking, review: review! };
}

export interface AddressInput {
  country?: 'canada' | 'portugal';
  city?: string | null;
  locality?: string | null;
  province?: string | null;
  district?: string | null;
  addressType?: 'primary' | 'additional';
  streetAddress?: string;
  postalCode?: string;
  propertyRooms?: PropertyRoom[];
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string | null;
}

/** A saved customer address with the server-derived currency and time zone. */
export async function createAddress(tx: DbOrTx, userId: string, input: AddressInput = {}) {
  const country = input.country ?? 'portugal';
  const isCanada = country === 'canada';
  const province = isCanada ? (input.province ?? 'ON') : null;
  const district = isCanada ? null : (input.district ?? 'Lisboa');
  const [row] = await tx
    .insert(customerAddresses)
    .values({
      userId,
      addressType: input.addressType ?? 'primary',
      firstName: input.firstName ?? 'Test',
      lastName: input.lastName ?? 'Customer',
      email: input.email ?? 'customer@example.test',
      phone: input.phone ?? null,
      country,
      streetAddress: input.streetAddress ?? (isCanada ? '100 King St W' : 'Rua Augusta 100'),
      city: isCanada ? (input.city === undefined ? 'Toronto' : input.city) : null,
      locality: isCanada ? null : input.locality === undefined ? 'Lisboa' : input.locality,
      province,
      district,
      postalCode: input.postalCode ?? (isCanada ? 'M5X 1A9' : '1100-053'),
      currency: isCanada ? 'CAD' : 'EUR',
      timeZone: timeZoneFor({ country, province, district }),
      isDefault: (input.addressType ?? 'primary') === 'primary',
      propertyRooms: input.propertyRooms ?? [{ type: 'bedroom', count: 2, size: 'medium' }],
    })
    .returning();
  return row!;
}

/** A saved card as the local gateway would leave it (a reference, never a number). */
export async function createPaymentMethod(
  tx: DbOrTx,
  userId: string,
  input: {
    expMonth?: number;
    expYear?: number;
    isDefault?: boolean;
    lastFour?: string;
    reference?: string;
  } = {},
) {
  const [row] = await tx
    .insert(paymentMethods)
    .values({
      userId,
      gateway: 'local',
      gatewayPaymentMethodId: input.reference ?? `pm_test_${randomUUID()}`,
      cardBrand: 'visa',
      cardLastFour: input.lastFour ?? '4242',
      cardExpMonth: input.expMonth ?? 12,
      cardExpYear: input.expYear ?? new Date().getUTCFullYear() + 3,
      isDefault: input.isDefault ?? true,
    })
    .returning();
  return row!;
}
