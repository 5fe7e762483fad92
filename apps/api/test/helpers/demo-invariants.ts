import { addressBody } from '@limpa/contracts';
import {
  bookingCharges,
  bookings,
  customerAddresses,
  type DbOrTx,
  paymentMethods,
  profiles,
  reviews,
} from '@limpa/db';
import {
  cleanerServesAddress,
  computeBookingPrice,
  currencyForCountry,
  EARLIEST_START_DEFAULT_HOURS,
  homeTypeForRooms,
  normalizeCityKey,
  postalCodeFitsRegion,
  timeZoneFor,
} from '@limpa/domain';
import { findBookableSlot } from '../../src/modules/bookings/bookable-slot';

/** Bookings that hold their time (a cancelled one frees it). */
const HOLDS_TIME = new Set(['pending', 'confirmed', 'in_progress', 'completed']);
type Address = typeof customerAddresses.$inferSelect;
type Booking = typeof bookings.$inferSelect;

function overlaps(rows: Booking[], owner: (b: Booking) => string | null, who: string): string[] {
  const found: string[] = [];
  const held = rows.filter((b) => HOLDS_TIME.has(b.status));
  for (const [i, a] of held.entries()) {
    for (const b of held.slice(i + 1)) {
      if (owner(a) !== null && owner(a) === owner(b) && a.startsAt < b.endsAt && b.startsAt < a.endsAt) {
        found.push(`${who} ${owner(a)} has two bookings at once: ${a.id} and ${b.id}`);
      }
    }
  }
  return found;
}

/** What the address form would say of the stored address: the same zod rules a customer's request passes. */
function addressProblems(a: Address): string[] {
  const parsed = addressBody.safeParse({
    addressType: a.addressType,
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    phone: a.phone,
    country: a.country,
    streetAddress: a.streetAddress,
    city: a.city,
    province: a.province,
    postalCode: a.postalCode,
    locality: a.locality,
    district: a.district,
    propertyType: a.propertyType,
    propertyRooms: a.propertyRooms,
  });
  const found = parsed.success
    ? []
    : [`address ${a.id} is refused by the address form: ${parsed.error.message}`];
  if (!postalCodeFitsRegion(a)) {
    found.push(`address ${a.id}: postal code ${a.postalCode} is not in ${a.province ?? a.district}`);
  }
  if (a.currency !== currencyForCountry(a.country)) found.push(`address ${a.id} is in ${a.currency}`);
  if (a.timeZone !== timeZoneFor(a)) found.push(`address ${a.id} is in time zone ${a.timeZone}`);
  return found;
}

/**
 * Every rule the product enforces on what people create, checked over a whole database (the demo data): a list of
 * what breaks them, empty when the data could have been made through the app. `now` is the moment of seeding.
 */
export async function demoDataProblems(db: DbOrTx, now: Date): Promise<string[]> {
  const people = await db.select().from(profiles);
  const addresses = await db.select().from(customerAddresses);
  const rows = await db.select().from(bookings);
  const cards = await db.select().from(paymentMethods);
  const charges = await db.select().from(bookingCharges);
  const reviewRows = await db.select().from(reviews);
  const person = new Map(people.map((p) => [p.userId, p]));
  const address = new Map(addresses.map((a) => [a.id, a]));
  const found: string[] = [];

  const phones = new Map<string, string>();
  for (const p of people) {
    if (p.country && p.currency !== currencyForCountry(p.country))
      found.push(`${p.fullName} pays in ${p.currency}`);
    if (!p.phone) continue;
    const digits = p.phone.replace(/\D/g, '');
    const other = phones.get(digits);
    if (other) found.push(`${p.fullName} and ${other} share the phone ${p.phone}`);
    phones.set(digits, p.fullName);
  }

  for (const p of people) {
    if (p.role === 'cleaner' && p.locationPrecision === null) found.push(`${p.fullName} has no base point`);
  }

  for (const a of addresses) {
    found.push(...addressProblems(a));
    if (a.locationPrecision === null) found.push(`${a.streetAddress} has no point on the map`);
    const owner = person.get(a.userId);
    const town = a.country === 'canada' ? a.city : a.locality;
    if (owner?.city && normalizeCityKey(owner.city) !== normalizeCityKey(town)) {
      found.push(`${owner.fullName} of ${owner.city} has an address in ${town}`);
    }
  }

  for (const b of rows) {
    const home = b.addressId ? address.get(b.addressId) : undefined;
    const cleaner = b.cleanerId ? person.get(b.cleanerId) : undefined;
    if (!home || home.userId !== b.customerId) {
      found.push(`booking ${b.id} is not at an address of its customer`);
      continue;
    }
    if (cleaner && !cleanerServesAddress(cleaner, home)) {
      found.push(
        `booking ${b.id}: ${cleaner.fullName} of ${cleaner.city} does not serve ${home.locality ?? home.city}`,
      );
    }
    if (b.currency !== home.currency)
      found.push(`booking ${b.id} is in ${b.currency} for a ${home.country} home`);
    if (b.timeZone !== home.timeZone)
      found.push(`booking ${b.id} is in ${b.timeZone}, its home in ${home.timeZone}`);
    if (
      b.homeType !== homeTypeForRooms(home.propertyRooms) ||
      b.homeType !== homeTypeForRooms(b.selectedRooms)
    ) {
      found.push(`booking ${b.id} is a ${b.homeType} of a home with other rooms`);
    }
    if (!b.customerAddress.includes(home.postalCode) || !b.customerAddress.includes(home.streetAddress)) {
      found.push(`booking ${b.id} reads "${b.customerAddress}", not its address`);
    }
    const price = computeBookingPrice({
      homeType: b.homeType,
      isRecurring: b.isRecurring,
      addOnPricesCents: [],
    });
    if (
      b.totalAmountCents !== price.totalAmountCents ||
      b.cleanerEarningsCents !== price.cleanerEarningsCents
    ) {
      found.push(
        `booking ${b.id} costs ${b.totalAmountCents}, the price table says ${price.totalAmountCents}`,
      );
    }
    const card = cards.find((c) => c.id === b.paymentMethodId);
    if (card?.userId !== b.customerId) found.push(`booking ${b.id} is paid with someone else's card`);
    const paid = charges.filter((c) => c.bookingId === b.id && c.status === 'succeeded');
    const sum = paid.reduce((total, c) => total + c.amountCents, 0);
    if (
      b.paymentStatus === 'paid' &&
      (sum !== b.totalAmountCents || paid.some((c) => c.currency !== b.currency))
    ) {
      found.push(`booking ${b.id} is paid but its charges say ${sum} ${paid[0]?.currency}`);
    }
    if (b.startsAt > now && b.status === 'completed')
      found.push(`booking ${b.id} is completed before it began`);
    // The slot rules booking one passes: a cleaner who serves the home, working then, free of other bookings.
    if (b.cleanerId && HOLDS_TIME.has(b.status)) {
      const at = b.startsAt > now ? now : new Date(b.startsAt.getTime() - 60_000);
      await findBookableSlot(db, {
        address: home,
        cleanerId: b.cleanerId,
        bookingDate: b.bookingDate,
        bookingTime: b.bookingTime,
        homeType: b.homeType,
        isRecurring: b.isRecurring,
        now: at,
        // Upcoming demo bookings respect today's lead time; past ones are checked as booked a minute ahead.
        earliestStartHours: b.startsAt > now ? EARLIEST_START_DEFAULT_HOURS : 0,
        ignoreBookingId: b.id,
      }).catch((err: Error) => found.push(`booking ${b.id} could not have been booked: ${err.message}`));
    }
  }
  found.push(...overlaps(rows, (b) => b.customerId, 'customer'));
  found.push(...overlaps(rows, (b) => b.cleanerId, 'cleaner'));

  for (const r of reviewRows) {
    const b = rows.find((row) => row.id === r.bookingId);
    if (b?.status !== 'completed' || b.customerId !== r.customerId || b.cleanerId !== r.cleanerId) {
      found.push(`review ${r.id} is not of a completed booking by its customer`);
    } else if (r.createdAt < b.endsAt || r.createdAt > now) {
      found.push(`review ${r.id} was written at ${r.createdAt.toISOString()}, outside its booking's past`);
    }
  }
  return found;
}
