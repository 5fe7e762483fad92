import { addDays, roomsForConfiguration, timeZoneFor, utcToZonedParts } from '@limpa/domain';
import { createAddress } from './address-factories';
import { addCompletedBookingWithReview, createBooking } from './booking-factories';
import { createLocalCard, recordSucceededCharge } from './charge-factories';
import type { DbOrTx } from './client';
import type { DemoCity } from './demo-people';
import { DEMO_HOMES } from './demo-people';

interface DemoPerson {
  user: { id: string; email: string };
  profile: { fullName: string; phone: string | null };
}
interface DemoCleaner extends DemoPerson {
  profile: DemoPerson['profile'] & { country: 'CA' | 'PT' | null };
}

/** Demo cleaners work Monday–Saturday (the factory's default availability). */
const WORKS = (weekday: number) => weekday !== 0;

/**
 * The working day nearest `offset` days from today in the zone, looking further from today (ahead for a positive
 * offset, back for a negative one), seen from the moment of seeding; with its distance from today in days.
 */
function workingDay(timeZone: string, offset: number, now: Date): { date: string; days: number } {
  const today = utcToZonedParts(now, timeZone);
  const step = offset < 0 ? -1 : 1;
  for (let d = offset; ; d += step) {
    if (WORKS((((today.weekday + d) % 7) + 7) % 7)) return { date: addDays(today.date, d), days: d };
  }
}

const COMMENTS = [
  'Spotless kitchen and very friendly.',
  'On time and thorough. Will book again.',
  'Great attention to detail in the bathroom.',
];

/**
 * One demo city's life, dated from the day of seeding: its customer's home (an address in the city, rooms of its
 * configuration) and card, three past cleanings by the city's cleaner with reviews, a confirmed paid cleaning in
 * the coming days and a request waiting a few days later. Everything is booked as booking one would: in the
 * customer's own city, at their address, of the home type their rooms make, in the cleaner's working hours.
 */
export async function seedDemoCity(
  tx: DbOrTx,
  city: DemoCity,
  people: { customer: DemoPerson; cleaner: DemoCleaner; order: number },
  now = new Date(),
) {
  const home = DEMO_HOMES[city];
  const { customer, cleaner, order } = people;
  const isCanada = home.country === 'CA';
  const rooms = roomsForConfiguration(home.configuration);
  const [firstName = '', ...rest] = customer.profile.fullName.split(' ');
  const address = await createAddress(tx, customer.user.id, {
    country: isCanada ? 'canada' : 'portugal',
    ...(isCanada ? { city, province: home.region } : { locality: city, district: home.region }),
    streetAddress: home.street,
    postalCode: home.postalCode,
    propertyRooms: rooms,
    firstName,
    lastName: rest.join(' '),
    email: customer.user.email,
    phone: customer.profile.phone,
  });
  const card = await createLocalCard(tx, customer.user.id);
  const timeZone = timeZoneFor({
    country: home.country,
    province: address.province,
    district: address.district,
  });
  const booked = {
    country: home.country,
    homeType: home.configuration,
    addressId: address.id,
    customerAddress: [home.street, city, `${home.region} ${home.postalCode}`].join(', '),
    selectedRooms: rooms,
    paymentMethodId: card.id,
  };

  for (const [j, comment] of COMMENTS.entries()) {
    // A week apart, and a day apart between cities, so the demo's past reads like a calendar.
    const past = workingDay(timeZone, -(7 * (j + 1) + order), now);
    const { booking } = await addCompletedBookingWithReview(tx, {
      customerId: customer.user.id,
      cleaner,
      daysAgo: -past.days,
      rating: j === 2 ? 4 : 5,
      comment,
      booking: { ...booked, bookingDate: past.date, bookingTime: '10:00' },
      now,
    });
    await recordSucceededCharge(tx, booking, { cardReference: card.gatewayPaymentMethodId });
  }

  const common = { ...booked, customerId: customer.user.id, cleanerId: cleaner.user.id };
  const confirmed = await createBooking(tx, {
    ...common,
    bookingDate: workingDay(timeZone, 2, now).date,
    bookingTime: '10:00',
    status: 'confirmed',
    paymentStatus: 'paid',
  });
  await recordSucceededCharge(tx, confirmed, { cardReference: card.gatewayPaymentMethodId });
  await createBooking(tx, {
    ...common,
    bookingDate: workingDay(timeZone, 4, now).date,
    bookingTime: '14:00',
    status: 'pending',
  });
}
