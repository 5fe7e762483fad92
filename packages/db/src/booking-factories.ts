import { computeBookingPrice, priceFor, timeZoneFor, zonedWallTimeToUtc } from '@limpa/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { bookingSeries, bookings, type PropertyRoom, reviews } from './schema';

/** Factories of bookings, series and reviews, shared by the seed and the tests. */

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
