import { auditLog, profiles, servicePrices, services } from '@limpa/db';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem, signUp } from '../helpers/auth';
import { cleanerSignedIn } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { ADMIN, getOk, send, signedInAdmin } from './helpers';

const t = useTestApp();

/** A service of this file's own, with its cells, so editing it leaves the seeded catalogue alone. */
async function ownService() {
  const [service] = await t.db
    .insert(services)
    .values({ name: `Test Service ${crypto.randomUUID()}`, basePriceCents: 5000, durationHours: 2 })
    .returning();
  await t.db.insert(servicePrices).values([
    { serviceId: service!.id, homeType: 'T3', currency: 'EUR', priceCents: 9000, durationHours: 4 },
    { serviceId: service!.id, homeType: 'T3', currency: 'CAD', priceCents: 9100, durationHours: 4 },
  ]);
  return service!;
}

describe('admin services', () => {
  it('lists every service with its cells, hidden ones marked', async () => {
    const admin = await signedInAdmin(t.app, t.db);
    const list = (await getOk(t.app, admin.cookie, `${ADMIN}/services`)) as {
      name: string;
      hidden: boolean;
      isDefault: boolean;
      prices: unknown[];
    }[];
    const house = list.find((s) => s.name === 'Regular House Cleaning')!;
    expect(house).toMatchObject({ hidden: false, isDefault: true });
    expect(house.prices).toHaveLength(10);
  });

  it('changes a price cell in one currency, audited with who, what, before and after', async () => {
    const admin = await signedInAdmin(t.app, t.db);
    const service = await ownService();
    const res = await send(t.app, 'PATCH', admin.cookie, `${ADMIN}/services/${service.id}`, {
      prices: [{ homeType: 'T3', currency: 'CAD', priceCents: 12000, durationHours: 4.5 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().prices).toEqual([
      { homeType: 'T3', currency: 'CAD', priceCents: 12000, durationHours: 4.5 },
      { homeType: 'T3', currency: 'EUR', priceCents: 9000, durationHours: 4 },
    ]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'service_change'), like(auditLog.field, `%${service.name}%`)));
    expect(audit).toEqual([
      expect.objectContaining({
        field: `price ${service.name} T3 CAD`,
        oldValue: '9100 / 4 h',
        newValue: '12000 / 4.5 h',
        actorId: expect.any(String),
      }),
    ]);
    // The public catalogue shows it: GET /services reads the cells.
    const publicList = (await t.app.inject({ method: 'GET', url: '/api/v1/services' })).json() as {
      id: string;
      prices: { currency: string; priceCents: number }[];
    }[];
    expect(publicList.find((s) => s.id === service.id)?.prices).toContainEqual(
      expect.objectContaining({ currency: 'CAD', priceCents: 12000 }),
    );
  });

  it('hides a service renamed "DISABLED…", audited', async () => {
    const admin = await signedInAdmin(t.app, t.db);
    const service = await ownService();
    const res = await send(t.app, 'PATCH', admin.cookie, `${ADMIN}/services/${service.id}`, {
      name: `DISABLED ${service.name}`,
    });
    expect(res.json()).toMatchObject({ hidden: true });
    const publicList = (await t.app.inject({ method: 'GET', url: '/api/v1/services' })).json() as {
      id: string;
    }[];
    expect(publicList.map((s) => s.id)).not.toContain(service.id);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'service_change'), eq(auditLog.oldValue, service.name)));
    expect(entry).toMatchObject({ field: 'name', newValue: `DISABLED ${service.name}` });
  });

  it('keeps the cleaners who offer a service through a rename, hidden and shown again', async () => {
    const admin = await signedInAdmin(t.app, t.db);
    const service = await ownService();
    const cleaner = await cleanerSignedIn(t.app, t.db);
    await t.db
      .update(profiles)
      .set({ servicesOffered: ['Office Cleaning', service.name] })
      .where(eq(profiles.userId, cleaner.userId));
    const offered = async () =>
      (await t.db.select().from(profiles).where(eq(profiles.userId, cleaner.userId)))[0]!.servicesOffered;
    const rename = (name: string) =>
      send(t.app, 'PATCH', admin.cookie, `${ADMIN}/services/${service.id}`, { name });

    expect((await rename(`DISABLED ${service.name}`)).statusCode).toBe(200);
    expect(await offered()).toEqual(['Office Cleaning', `DISABLED ${service.name}`]);
    expect((await rename(`${service.name} Plus`)).statusCode).toBe(200);
    expect(await offered()).toEqual(['Office Cleaning', `${service.name} Plus`]);
  });

  it.each([
    ['a price in fractions of a cent', { priceCents: 100.5, durationHours: 2 }],
    ['a negative price', { priceCents: -1, durationHours: 2 }],
    ['a duration off the quarter hour', { priceCents: 100, durationHours: 2.1 }],
    ['a duration over 16 h', { priceCents: 100, durationHours: 16.25 }],
  ])('refuses %s with 400 and changes nothing', async (_label, cell) => {
    const admin = await signedInAdmin(t.app, t.db);
    const service = await ownService();
    const res = await send(t.app, 'PATCH', admin.cookie, `${ADMIN}/services/${service.id}`, {
      prices: [{ homeType: 'T3', currency: 'EUR', ...cell }],
    });
    expectProblem(res, 400);
    const [row] = await t.db
      .select()
      .from(servicePrices)
      .where(and(eq(servicePrices.serviceId, service.id), eq(servicePrices.currency, 'EUR')));
    expect(row).toMatchObject({ priceCents: 9000, durationHours: 4 });
  });

  it('answers 404 for an unknown service, 409 for a name another service has', async () => {
    const admin = await signedInAdmin(t.app, t.db);
    const service = await ownService();
    const unknown = `${ADMIN}/services/00000000-0000-4000-8000-000000000000`;
    expectProblem(await send(t.app, 'PATCH', admin.cookie, unknown, { description: 'x' }), 404);
    const taken = await send(t.app, 'PATCH', admin.cookie, `${ADMIN}/services/${service.id}`, {
      name: 'Deep Cleaning',
    });
    expectProblem(taken, 409);
  });

  it.each(['customer', 'cleaner'] as const)('refuses a %s: no change, no audit', async (role) => {
    const service = await ownService();
    const { cookie } = await signUp(t.app, { role });
    const res = await send(t.app, 'PATCH', cookie, `${ADMIN}/services/${service.id}`, {
      prices: [{ homeType: 'T3', currency: 'EUR', priceCents: 1, durationHours: 1 }],
    });
    expect([403, 404]).toContain(res.statusCode);
    const list = await t.app.inject({ method: 'GET', url: `${ADMIN}/services`, headers: { cookie } });
    expect([403, 404]).toContain(list.statusCode);
    const [row] = await t.db
      .select()
      .from(servicePrices)
      .where(and(eq(servicePrices.serviceId, service.id), eq(servicePrices.currency, 'EUR')));
    expect(row).toMatchObject({ priceCents: 9000 });
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(like(auditLog.field, `%${service.name}%`)),
    ).toEqual([]);
  });
});
