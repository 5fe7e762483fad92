import { bookings, profiles, services } from '@limpa/db';
import type { HomeType } from '@limpa/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { futureDate } from '../helpers/booking-fixtures';
import { useBookingWorld } from '../helpers/booking-world';

/** Decision 062: a cleaner is offered, and booked, only for the services they offer and the homes they take. */
const { t, cleanerAndCustomer, book } = useBookingWorld();

const serviceId = async (name: string) =>
  (await t.db.select().from(services).where(eq(services.name, name)))[0]!.id;
const takes = (userId: string, set: { servicesOffered?: string[]; homeTypes?: HomeType[] }) =>
  t.db.update(profiles).set(set).where(eq(profiles.userId, userId));

/** The cleaners GET /slots offers at 10:00 on `date` for this visit. */
async function offeredAtTen(
  c: { cookie: string; address: { id: string } },
  date: string,
  visit: { homeType: string; serviceId?: string },
) {
  const query = new URLSearchParams({ date, addressId: c.address.id, homeType: visit.homeType });
  if (visit.serviceId) query.set('serviceId', visit.serviceId);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/slots?${query}`,
    headers: { cookie: c.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (
    (res.json() as { time: string; cleanerIds: string[] }[]).find((s) => s.time === '10:00')?.cleanerIds ?? []
  );
}

describe('a cleaner takes only the visits they offer', () => {
  it('free times and bookings leave out a cleaner who does not offer the service', async () => {
    const { cleaner, c } = await cleanerAndCustomer();
    await takes(cleaner.userId, { servicesOffered: ['Regular House Cleaning'] });
    const windows = await serviceId('Window Cleaning');
    const date = futureDate(10, 3);

    expect(await offeredAtTen(c, date, { homeType: 'T2' })).toContain(cleaner.userId);
    expect(await offeredAtTen(c, date, { homeType: 'T2', serviceId: windows })).not.toContain(cleaner.userId);
    const refused = await book(c, cleaner.userId, { bookingDate: date, serviceId: windows });
    expect(expectProblem(refused, 409).code).toBe('cleaner_does_not_take_visit');
    expect(await t.db.select().from(bookings).where(eq(bookings.cleanerId, cleaner.userId))).toEqual([]);

    await takes(cleaner.userId, { servicesOffered: ['Regular House Cleaning', 'Window Cleaning'] });
    expect(await offeredAtTen(c, date, { homeType: 'T2', serviceId: windows })).toContain(cleaner.userId);
    expect((await book(c, cleaner.userId, { bookingDate: date, serviceId: windows })).statusCode).toBe(201);
  });

  it('free times and bookings leave out a cleaner who does not take the home type, in the caller language', async () => {
    const { cleaner, c } = await cleanerAndCustomer();
    await takes(cleaner.userId, { homeTypes: ['T0', 'T1'] });
    await t.db.update(profiles).set({ locale: 'pt-PT' }).where(eq(profiles.userId, c.userId));
    const date = futureDate(10, 3);

    expect(await offeredAtTen(c, date, { homeType: 'T1' })).toContain(cleaner.userId);
    expect(await offeredAtTen(c, date, { homeType: 'T3' })).not.toContain(cleaner.userId);
    const refused = await book(c, cleaner.userId, { bookingDate: date, homeType: 'T3' });
    expect(expectProblem(refused, 409).detail).toBe(
      'Este profissional não oferece este serviço para esta casa.',
    );
    expect((await book(c, cleaner.userId, { bookingDate: date, homeType: 'T1' })).statusCode).toBe(201);
  });
});
