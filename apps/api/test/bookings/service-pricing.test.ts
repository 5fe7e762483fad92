import { bookings, servicePrices, services } from '@limpa/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, expectProblem } from '../helpers/auth';
import { futureDate } from '../helpers/booking-fixtures';
import { useBookingWorld } from '../helpers/booking-world';

const { t, signInCleaner, newCustomer, book } = useBookingWorld();

const serviceNamed = async (name: string) => {
  const [row] = await t.db.select().from(services).where(eq(services.name, name));
  return row!;
};
const bookingsOf = (cleanerId: string) =>
  t.db.select().from(bookings).where(eq(bookings.cleanerId, cleanerId));

/** Deep Cleaning for a T3 is 8 h: a cleaner who works long days, then a customer in their country. */
async function longDayWorld(country: 'PT' | 'CA') {
  const cleaner = await signInCleaner({
    country,
    availability: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '07:00', endTime: '20:00' })),
  });
  const c = await newCustomer(country === 'CA' ? { country: 'canada' } : {});
  return { cleaner, c };
}

describe('POST /api/v1/bookings prices the chosen service', () => {
  // Lisbon's price holds its 23 % IVA (16712 / 1.23 → 13587 before it); Toronto's adds 13 % HST on top.
  it.each([
    ['PT', 'EUR', 13587, 16712],
    ['CA', 'CAD', 16712, 18885],
  ] as const)(
    'charges Deep Cleaning T3 its own cell in %s (%s), taxed, and books its 8 hours',
    async (country, currency, subtotalCents, totalAmountCents) => {
      const deep = await serviceNamed('Deep Cleaning');
      const { cleaner, c } = await longDayWorld(country);
      const res = await book(c, cleaner.userId, { homeType: 'T3', serviceId: deep.id });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        serviceId: deep.id,
        serviceName: 'Deep Cleaning',
        currency,
        basePriceCents: 16712,
        subtotalCents,
        totalAmountCents,
        durationHours: 8,
        estimatedTime: 'up to 8h00',
      });
      const [row] = await bookingsOf(cleaner.userId);
      expect(row).toMatchObject({
        serviceId: deep.id,
        currency,
        subtotalCents,
        totalAmountCents,
        durationHours: 8,
      });
      expect(row!.endsAt.getTime() - row!.startsAt.getTime()).toBe(8 * 3_600_000);
    },
  );

  it("charges an admin's edited cell in that currency only", async () => {
    const deep = await serviceNamed('Deep Cleaning');
    const { cleaner, c } = await longDayWorld('CA');
    const cell = and(
      eq(servicePrices.serviceId, deep.id),
      eq(servicePrices.homeType, 'T1'),
      eq(servicePrices.currency, 'CAD'),
    );
    const [before] = await t.db.select().from(servicePrices).where(cell);
    await t.db.update(servicePrices).set({ priceCents: 12345, durationHours: 3 }).where(cell);
    try {
      const res = await book(c, cleaner.userId, { homeType: 'T1', serviceId: deep.id });
      // 12345 + 13 % HST (1604.85 → 1605)
      expect(res.json()).toMatchObject({
        currency: 'CAD',
        subtotalCents: 12345,
        totalAmountCents: 13950,
        durationHours: 3,
      });
    } finally {
      await t.db.update(servicePrices).set(before!).where(cell);
    }
  });

  it('books House Cleaning at the standard table when no service is named', async () => {
    const house = await serviceNamed('Regular House Cleaning');
    const { cleaner, c } = await longDayWorld('PT');
    const res = await book(c, cleaner.userId, { homeType: 'T3' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      serviceId: house.id,
      serviceName: 'Regular House Cleaning',
      basePriceCents: 6500,
      durationHours: 3,
    });
  });

  it('keeps recurring requests on House Cleaning at the recurring price, and refuses another service', async () => {
    const deep = await serviceNamed('Deep Cleaning');
    const { cleaner, c } = await longDayWorld('PT');
    const refused = await book(c, cleaner.userId, { homeType: 'T3', isRecurring: true, serviceId: deep.id });
    expect(expectProblem(refused, 400).code).toBe('service_not_recurring');
    expect(await bookingsOf(cleaner.userId)).toHaveLength(0);
    const res = await book(c, cleaner.userId, { homeType: 'T3', isRecurring: true });
    expect(res.json()).toMatchObject({ basePriceCents: 6000, durationHours: 2.5 });
  });

  it('refuses an unknown service, translated, and writes nothing', async () => {
    const { cleaner, c } = await longDayWorld('PT');
    await chooseLanguage(t.app, c.cookie, 'pt-PT');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { cookie: c.cookie },
      payload: {
        homeType: 'T2',
        addressId: c.address.id,
        bookingDate: futureDate(10),
        bookingTime: '10:00',
        cleanerId: cleaner.userId,
        paymentMethodId: c.card.id,
        serviceId: '00000000-0000-4000-8000-000000000000',
      },
    });
    const problem = expectProblem(res, 400);
    expect(problem.code).toBe('service_not_found');
    expect(problem.detail).toBe('Este serviço não está disponível. Escolha outro, por favor.');
    expect(await bookingsOf(cleaner.userId)).toHaveLength(0);
  });

  it('refuses a hidden ("DISABLED") service and writes nothing', async () => {
    const [hidden] = await t.db
      .insert(services)
      .values({ name: `DISABLED Test ${Date.now()}`, basePriceCents: 1000, durationHours: 1 })
      .returning();
    await t.db.insert(servicePrices).values({
      serviceId: hidden!.id,
      homeType: 'T2',
      currency: 'EUR',
      priceCents: 1,
      durationHours: 1,
    });
    try {
      const { cleaner, c } = await longDayWorld('PT');
      const res = await book(c, cleaner.userId, { serviceId: hidden!.id });
      expect(expectProblem(res, 400).code).toBe('service_not_found');
      expect(await bookingsOf(cleaner.userId)).toHaveLength(0);
    } finally {
      await t.db.delete(services).where(eq(services.id, hidden!.id));
    }
  });

  it('refuses a client-sent total and writes nothing; the total charged is always the cell', async () => {
    const deep = await serviceNamed('Deep Cleaning');
    const { cleaner, c } = await longDayWorld('PT');
    const res = await book(c, cleaner.userId, { homeType: 'T3', serviceId: deep.id, totalAmountCents: 100 });
    expectProblem(res, 400);
    expect(await bookingsOf(cleaner.userId)).toHaveLength(0);
  });
});

describe('GET /api/v1/slots fits the service', () => {
  it("offers only starts that leave room for the service's duration", async () => {
    const deep = await serviceNamed('Deep Cleaning');
    const { cleaner, c } = await longDayWorld('PT');
    const date = futureDate(10);
    const slots = async (serviceId?: string) => {
      const query = new URLSearchParams({
        date,
        addressId: c.address.id,
        homeType: 'T3',
        cleanerId: cleaner.userId,
      });
      if (serviceId) query.set('serviceId', serviceId);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/slots?${query}`,
        headers: { cookie: c.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { time: string }[]).map((s) => s.time);
    };
    // Working 07:00–20:00: House Cleaning T3 (3 h) may start at 17:00; Deep Cleaning T3 (8 h) at 12:00 at the latest.
    expect(await slots()).toContain('17:00');
    const deepStarts = await slots(deep.id);
    expect(deepStarts.at(-1)).toBe('12:00');
    // A start whose 8 hours would run past the day's end is refused by the booking too, not a 500.
    const late = await book(c, cleaner.userId, { homeType: 'T3', serviceId: deep.id, bookingTime: '18:00' });
    expect(expectProblem(late, 409).code).toBe('cleaner_not_working');
  });

  it('refuses an unknown service', async () => {
    const { c } = await longDayWorld('PT');
    const query = new URLSearchParams({
      date: '2031-01-06',
      addressId: c.address.id,
      serviceId: '00000000-0000-4000-8000-000000000000',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/slots?${query}`,
      headers: { cookie: c.cookie },
    });
    expect(expectProblem(res, 400).code).toBe('service_not_found');
  });
});
