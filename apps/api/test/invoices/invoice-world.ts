import { bookings, createBooking, profiles, services } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { chooseLanguage, signUp } from '../helpers/auth';
import { adminSignedIn, cleanerSignedIn } from '../helpers/booking-fixtures';
import { pdfText, plainSpaces as plain } from '../helpers/pdf-text';
import { useTestApp } from '../helpers/test-app';

/**
 * The people and bookings the invoices' tests share (decision 080): Ana in Lisbon (pt-PT, with a NIF), Claire in
 * Quebec (fr-CA), Rui (another customer), their cleaner and an admin. Read them inside tests and hooks only.
 */
export type Person = { cookie: string; id: string };
export const world = {} as {
  t: ReturnType<typeof useTestApp>;
  ana: Person;
  claire: Person;
  rui: Person;
  cleaner: Awaited<ReturnType<typeof cleanerSignedIn>>;
  admin: { cookie: string };
  lisbon: string;
  quebec: string;
};

export const get = (url: string, cookie: string) =>
  world.t.app.inject({ method: 'GET', url, headers: { cookie } });
export const userIdOf = async (cookie: string) => (await get('/api/v1/me', cookie)).json().user.id as string;
export const pdfOf = async (id: string, cookie: string) => {
  const res = await get(`/api/v1/invoices/${id}.pdf`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { res, text: plain(pdfText(res.rawPayload)) };
};

async function customer(name: string, locale: 'pt-PT' | 'fr-CA'): Promise<Person> {
  const { cookie } = await signUp(world.t.app, { role: 'customer', name });
  await chooseLanguage(world.t.app, cookie, locale);
  return { cookie, id: await userIdOf(cookie) };
}

export function useInvoiceWorld() {
  const t = useTestApp();
  world.t = t;
  beforeAll(async () => {
    const ana = await customer('Ana Silva', 'pt-PT');
    const claire = await customer('Claire Tremblay', 'fr-CA');
    const rui = await customer('Rui Costa', 'pt-PT');
    await t.db.update(profiles).set({ taxId: '123456789' }).where(eq(profiles.userId, ana.id));
    const cleaner = await cleanerSignedIn(t.app, t.db, { country: 'PT', name: 'Inês Conceição' });
    const [standard] = await t.db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.isDefault, true));
    const booked = (customerId: string, bookingDate: string, country: 'PT' | 'CA', customerAddress: string) =>
      createBooking(t.db, {
        customerId,
        cleanerId: cleaner.userId,
        country,
        bookingDate,
        bookingTime: '10:00',
        customerAddress,
        status: 'completed',
      });
    const lisbon = (await booked(ana.id, '2026-03-02', 'PT', 'Rua Augusta 100, 1100-053 Lisboa')).id;
    await t.db.update(bookings).set({ serviceId: standard!.id }).where(eq(bookings.id, lisbon));
    const quebec = (
      await booked(claire.id, '2026-03-03', 'CA', '1000 Rue Sherbrooke O, Montréal, QC H3A 3G4')
    ).id;
    Object.assign(world, {
      ana,
      claire,
      rui,
      cleaner,
      admin: await adminSignedIn(t.app, t.db),
      lisbon,
      quebec,
    });
  });
  return world;
}
