import type { Database } from '@limpa/db';
import type { FastifyInstance } from 'fastify';
import { PASSWORD } from '../helpers/auth';
import {
  addCard,
  adminSignedIn,
  cleanerSignedIn,
  customerWithAddressAndCard,
  futureDate,
  requestBooking,
} from '../helpers/booking-fixtures';
import type { FuzzActor } from './build-request';
import type { Rng } from './prng';
import { futureDay } from './zod-values';

async function json(app: FastifyInstance, url: string, cookie?: string) {
  const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
  return res.json();
}

async function profileId(app: FastifyInstance, cookie: string): Promise<string> {
  return (await json(app, '/api/v1/me', cookie)).profile.id;
}

async function bookingOf(
  app: FastifyInstance,
  customer: Awaited<ReturnType<typeof customerWithAddressAndCard>>,
  cardId: string,
  cleanerId: string,
  days: number,
) {
  const res = await requestBooking(app, customer, cleanerId, {
    paymentMethodId: cardId,
    bookingDate: futureDate(days, 3),
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().id as string;
}

/**
 * The people of a fuzzing run: a customer, an approved cleaner and an admin who send the requests, a customer
 * the admin may act on, and two bystanders (a customer and a cleaner with bookings between them) whose rows
 * nothing may change.
 */
export async function createFuzzWorld(app: FastifyInstance, db: Database) {
  const cleaner = await cleanerSignedIn(app, db);
  const customer = await customerWithAddressAndCard(app, db);
  const customerCard = await addCard(app, customer.cookie);
  const admin = await adminSignedIn(app, db);
  const victim = await customerWithAddressAndCard(app, db);

  const otherCleaner = await cleanerSignedIn(app, db);
  const otherCustomer = await customerWithAddressAndCard(app, db);
  const otherCard = await addCard(app, otherCustomer.cookie);
  const otherBookings = [
    await bookingOf(app, otherCustomer, otherCard, otherCleaner.userId, 10),
    await bookingOf(app, otherCustomer, otherCard, otherCleaner.userId, 17),
  ];
  const confirmed = await app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${otherBookings[1]}/confirm`,
    headers: { cookie: otherCleaner.cookie },
  });
  if (confirmed.statusCode !== 200) throw new Error(confirmed.body);
  const ownBookings = [
    await bookingOf(app, customer, customerCard, cleaner.userId, 24),
    await bookingOf(app, customer, customerCard, otherCleaner.userId, 31),
  ];

  const services: string[] = (await json(app, '/api/v1/services')).map((s: { id: string }) => s.id);
  const addOns: string[] = (await json(app, '/api/v1/add-ons')).map((a: { id: string }) => a.id);
  const foreignIds = [
    otherCustomer.address.id,
    otherCustomer.card.id,
    otherCard,
    ...otherBookings,
    await profileId(app, otherCustomer.cookie),
    await profileId(app, otherCleaner.cookie),
    otherCleaner.userId,
  ];

  const common = {
    serviceId: (rng: Rng) => rng.pick(services),
    addOnIds: (rng: Rng) => (addOns.length > 0 && rng.chance(0.5) ? [rng.pick(addOns)] : []),
    cleanerId: (rng: Rng) => rng.pick([cleaner.userId, cleaner.userId, otherCleaner.userId]),
    bookingDate: futureDay,
    bookingTime: (rng: Rng) => rng.pick(['09:00', '10:00', '11:00', '14:00', '15:00']),
    date: futureDay,
    from: futureDay,
    to: futureDay,
    // Never the real one: "Delete my account" would end the fuzzing people's sessions (and their depth).
    password: () => `${PASSWORD}-not`,
    country: () => 'portugal',
    postalCode: () => '1000-001',
    district: () => 'Lisboa',
    // A maintenance switch turned on would make every later booking a deliberate 503.
    maintenanceMode: () => false,
  };
  const own = (mine: string, theirs: string) => (rng: Rng) => (rng.chance(0.9) ? mine : theirs);
  const actors: FuzzActor[] = [
    {
      name: 'customer',
      cookie: customer.cookie,
      ids: [customer.address.id, customer.card.id, customerCard, ...ownBookings],
      hints: {
        ...common,
        addressId: own(customer.address.id, otherCustomer.address.id),
        paymentMethodId: own(customerCard, otherCard),
        email: own(customer.email, otherCustomer.email),
      },
    },
    {
      name: 'cleaner',
      cookie: cleaner.cookie,
      ids: [...ownBookings],
      hints: { ...common, addressId: () => customer.address.id, email: () => cleaner.user.email },
    },
    {
      name: 'admin',
      cookie: admin.cookie,
      ids: [await profileId(app, victim.cookie), await profileId(app, admin.cookie), ...ownBookings],
      hints: { ...common, addressId: () => victim.address.id },
    },
    { name: 'anonymous', ids: [], hints: { ...common, addressId: () => customer.address.id } },
  ];
  return {
    actors,
    foreignIds,
    bystanders: [otherCustomer.userId, otherCleaner.userId],
  };
}
