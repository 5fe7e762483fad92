import { auditLog, bookings, customerAddresses, profiles } from '@limpa/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import {
  bookingBody,
  cleanerSignedIn,
  customerWithAddressAndCard,
  futureDate,
} from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { ADMIN, adminOfFile, send } from './helpers';

/**
 * An admin booking in a customer's name may leave the cleaner to the platform, as the wizard does (decision
 * 065): the same use case picks the best free cleaner, and the admin's act is audited with that booking.
 */
const t = useTestApp();
const admin = adminOfFile(t);

/** A fresh spot per call, far (over 100 km) from every other test's cleaners and homes. */
let spots = 0;
const freshSpot = () => {
  spots += 1;
  return { latitude: 62 + spots * 1.5, longitude: 20 };
};

async function cleanerAt(spot: ReturnType<typeof freshSpot>, name: string) {
  const cleaner = await cleanerSignedIn(t.app, t.db, { name });
  await t.db
    .update(profiles)
    .set({ ...spot, workRadiusKm: 50 })
    .where(eq(profiles.userId, cleaner.userId));
  return cleaner;
}

async function customerAt(spot: ReturnType<typeof freshSpot>) {
  const c = await customerWithAddressAndCard(t.app, t.db);
  await t.db.update(customerAddresses).set(spot).where(eq(customerAddresses.id, c.address.id));
  const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, c.userId));
  return { ...c, profileId: profile!.id };
}

/** The wizard's request without a cleaner. */
const anyBody = (c: Parameters<typeof bookingBody>[0], over: Record<string, unknown> = {}) => {
  const { cleanerId: _none, ...body } = bookingBody(c, 'unused', over);
  return body;
};
const bookFor = (profileId: string, body: object) =>
  send(t.app, 'POST', admin.cookie, `${ADMIN}/users/${profileId}/bookings`, body);
const auditOf = (profileId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetProfileId, profileId), eq(auditLog.field, 'booking')));

describe('POST /api/v1/admin/users/:profileId/bookings with any available cleaner', () => {
  it('books the free cleaner serving the address, as "any", audited', async () => {
    const spot = freshSpot();
    const cleaner = await cleanerAt(spot, 'Irene Near');
    const c = await customerAt(spot);

    const res = await bookFor(c.profileId, anyBody(c));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json();
    expect(booking).toMatchObject({
      status: 'pending',
      customerId: c.userId,
      cleanerId: cleaner.userId,
      cleaner: { fullName: 'Irene Near' },
    });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.bookedAsAny).toBe(true);
    expect(await auditOf(c.profileId)).toMatchObject([
      { actorId: admin.userId, action: 'booking_for_customer', newValue: booking.id },
    ]);
  });

  it('nobody free then: 409 no_cleaner_available with nearby times, nothing written, nothing audited', async () => {
    const spot = freshSpot();
    const cleaner = await cleanerAt(spot, 'Olga Busy');
    const first = await customerAt(spot);
    const date = futureDate(10, 3);
    // The only cleaner around takes the slot by name.
    expect(
      (await bookFor(first.profileId, bookingBody(first, cleaner.userId, { bookingDate: date }))).statusCode,
    ).toBe(201);
    const c = await customerAt(spot);

    const problem = expectProblem(await bookFor(c.profileId, anyBody(c, { bookingDate: date })), 409);
    expect(problem.code).toBe('no_cleaner_available');
    expect(problem.alternatives?.length).toBeGreaterThan(0);
    expect(await t.db.select().from(bookings).where(eq(bookings.customerId, c.userId))).toEqual([]);
    expect(await auditOf(c.profileId)).toEqual([]);
  });
});
