import { addDays, utcToZonedParts } from '@limpa/domain';
import { createLocalCard, recordSucceededCharge } from './charge-factories';
import type { DbOrTx } from './client';
import { createAddress, createBooking } from './factories';

type Country = 'CA' | 'PT';
interface DemoCustomer {
  user: { id: string };
}
interface DemoCleaner {
  user: { id: string };
  profile: { country: Country | null; city: string | null };
}

const ZONES: Record<Country, string> = { CA: 'America/Toronto', PT: 'Europe/Lisbon' };
/** Demo cleaners work Monday–Saturday (the factory's default availability). */
const WORKS = (weekday: number) => weekday !== 0;

/** The first working day at least `minDays` after today in the zone, seen from the moment of seeding. */
function workingDayAhead(timeZone: string, minDays: number, now: Date): string {
  const today = utcToZonedParts(now, timeZone);
  for (let d = minDays; ; d++) {
    if (WORKS((today.weekday + d) % 7)) return addDays(today.date, d);
  }
}

/**
 * Upcoming work dated from the day of seeding, so every screen is alive for a newcomer: for each demo cleaner a
 * confirmed, paid job in the coming days and a request to answer a few days later, booked by the demo customer
 * of the cleaner's country (who thereby has upcoming confirmed and pending bookings too).
 */
export async function seedDemoUpcomingBookings(
  tx: DbOrTx,
  customers: { pt: DemoCustomer; ca: DemoCustomer },
  cleaners: DemoCleaner[],
  now = new Date(),
) {
  const wallets = new Map<
    string,
    {
      addresses: Map<string, { id: string; line: string }>;
      card: Awaited<ReturnType<typeof createLocalCard>>;
    }
  >();
  for (const customer of [customers.pt, customers.ca]) {
    wallets.set(customer.user.id, {
      addresses: new Map(),
      card: await createLocalCard(tx, customer.user.id),
    });
  }
  for (const [i, cleaner] of cleaners.entries()) {
    const country = cleaner.profile.country ?? 'PT';
    const city = cleaner.profile.city ?? 'Lisboa';
    const customer = country === 'CA' ? customers.ca : customers.pt;
    const wallet = wallets.get(customer.user.id)!;
    let address = wallet.addresses.get(city);
    if (!address) {
      const row = await createAddress(tx, customer.user.id, {
        country: country === 'CA' ? 'canada' : 'portugal',
        ...(country === 'CA' ? { city } : { locality: city, district: city }),
        addressType: wallet.addresses.size === 0 ? 'primary' : 'additional',
      });
      address = {
        id: row.id,
        line: [
          row.streetAddress,
          row.city ?? row.locality,
          [row.province ?? row.district, row.postalCode].join(' '),
        ].join(', '),
      };
      wallet.addresses.set(city, address);
    }
    const zone = ZONES[country];
    const common = {
      customerId: customer.user.id,
      cleanerId: cleaner.user.id,
      country,
      addressId: address.id,
      customerAddress: address.line,
      paymentMethodId: wallet.card.id,
    };
    const confirmed = await createBooking(tx, {
      ...common,
      homeType: i % 2 === 0 ? 'T2' : 'T1',
      bookingDate: workingDayAhead(zone, 2, now),
      bookingTime: '10:00',
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    await recordSucceededCharge(tx, confirmed, { cardReference: wallet.card.gatewayPaymentMethodId });
    await createBooking(tx, {
      ...common,
      homeType: 'T3',
      bookingDate: workingDayAhead(zone, 4, now),
      bookingTime: '14:00',
      status: 'pending',
    });
  }
}
