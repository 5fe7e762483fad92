import {
  bookings,
  createBooking,
  createDb,
  customerAddresses,
  type Database,
  profiles,
  seedCatalogue,
  seedDemoIfEmpty,
  users,
} from '@limpa/db';
import { utcToZonedParts } from '@limpa/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { demoDataProblems } from '../helpers/demo-invariants';
import { createTestDatabase } from '../helpers/test-app';

const handles: { close: () => Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(handles.map((h) => h.close()));
});

/** A fresh database holding the demo data as seeded at `now`. */
async function seededAt(now: Date): Promise<Database> {
  const handle = createDb((await createTestDatabase()).url);
  handles.push(handle);
  await seedCatalogue(handle.db);
  expect(await seedDemoIfEmpty(handle.db, now)).toBe(true);
  return handle.db;
}

async function userId(db: Database, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

async function homeOf(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, await userId(db, email)));
  return row!;
}

// Instants where calendars disagree: Sunday 23:50 UTC (still Sunday in Lisbon, Sunday evening in Toronto),
// a Saturday noon, New Year's Eve 23:30 UTC, a Monday 03:45 UTC (Sunday night in Toronto), Portugal's DST night.
const INSTANTS = [
  '2027-03-07T23:50:00Z',
  '2027-03-13T12:00:00Z',
  '2027-12-31T23:30:00Z',
  '2028-01-03T03:45:00Z',
  '2027-10-31T01:30:00Z',
];

describe('demo data obeys the rules the product enforces', () => {
  it.each(INSTANTS)('seeded at %s, it could all have been made through the app', async (instant) => {
    const now = new Date(instant);
    const db = await seededAt(now);
    expect(await demoDataProblems(db, now)).toEqual([]);

    // It is not empty: every demo customer books at home, in their city, with their city's cleaner.
    const rows = await db.select().from(bookings);
    const customers = await db.select().from(profiles).where(eq(profiles.role, 'customer'));
    expect(customers.map((c) => c.city).sort()).toEqual(['Lisboa', 'Porto', 'Toronto']);
    for (const customer of customers) {
      const own = rows.filter((b) => b.customerId === customer.userId);
      expect(own.filter((b) => b.status === 'completed')).toHaveLength(3);
      expect(own.some((b) => b.status === 'confirmed' && b.startsAt > now)).toBe(true);
      expect(own.some((b) => b.status === 'pending' && b.startsAt > now)).toBe(true);
    }
  });

  describe('and the check catches what the demo data once got wrong', () => {
    const now = new Date(INSTANTS[1]!);
    let db: Database;

    it('a Porto address with a Lisbon postal code', async () => {
      db = await seededAt(now);
      const porto = await homeOf(db, 'customer.porto@limpa.test');
      await db
        .update(customerAddresses)
        .set({ postalCode: '1100-053' })
        .where(eq(customerAddresses.id, porto.id));
      const problems = await demoDataProblems(db, now);
      await db
        .update(customerAddresses)
        .set({ postalCode: porto.postalCode })
        .where(eq(customerAddresses.id, porto.id));
      expect(problems).toContain(`address ${porto.id}: postal code 1100-053 is not in Porto`);
    });

    it('three cleaners with one phone number', async () => {
      expect(await demoDataProblems(db, now)).toEqual([]);
      await db.update(profiles).set({ phone: '+351 912 345 678' }).where(eq(profiles.role, 'cleaner'));
      const problems = await demoDataProblems(db, now);
      await db.update(profiles).set({ phone: null }).where(eq(profiles.role, 'cleaner'));
      expect(problems).toEqual([
        expect.stringMatching(/ and .* share the phone \+351 912 345 678$/),
        expect.stringMatching(/ and .* share the phone \+351 912 345 678$/),
      ]);
    });

    it('a T3 booking of a home listing two bedrooms', async () => {
      const lisbon = await homeOf(db, 'customer@limpa.test');
      const [pending] = await db
        .update(bookings)
        .set({ homeType: 'T3' })
        .where(and(eq(bookings.addressId, lisbon.id), eq(bookings.status, 'pending')))
        .returning();
      const problems = await demoDataProblems(db, now);
      await db.update(bookings).set({ homeType: 'T2' }).where(eq(bookings.id, pending!.id));
      expect(problems).toContain(`booking ${pending!.id} is a T3 of a home with other rooms`);
    });

    it('a Lisbon customer booked in Toronto, and twice at the same time', async () => {
      const carla = await userId(db, 'customer@limpa.test');
      const lisbon = await homeOf(db, 'customer@limpa.test');
      const [confirmed] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.customerId, carla), eq(bookings.status, 'confirmed')));
      // At the instant of her Lisbon cleaning, read on Toronto's clock (Emily is busy at 10:00 there).
      const there = utcToZonedParts(confirmed!.startsAt, 'America/Toronto');
      const toronto = await createBooking(db, {
        customerId: carla,
        cleanerId: await userId(db, 'emily@limpa.test'),
        country: 'CA',
        homeType: 'T2',
        bookingDate: there.date,
        bookingTime: there.time,
        addressId: lisbon.id,
        paymentMethodId: confirmed!.paymentMethodId,
        customerAddress: confirmed!.customerAddress,
        selectedRooms: lisbon.propertyRooms,
        status: 'confirmed',
      });
      const problems = await demoDataProblems(db, now);
      expect(problems).toContain(`booking ${toronto.id}: Emily Tremblay of Toronto does not serve Lisboa`);
      expect(problems).toContain(`booking ${toronto.id} is in CAD for a portugal home`);
      expect(problems.some((p) => p.startsWith(`customer ${carla} has two bookings at once`))).toBe(true);
    });
  });
});
