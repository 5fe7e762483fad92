import { createCleaner, customerAddresses, profiles } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { cleanerSignedIn, customerWithAddressAndCard } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { allPages, CLEANERS_URL, get, type Item, listItems, tag } from './helpers';

const t = useTestApp();
const ids = (items: { userId: string }[]) => items.map((i) => i.userId);

/** A listed cleaner based in a place (Portugal: locality and district; Canada: postal code) with a radius. */
function cleanerAt(
  name: string,
  place: { city: string; district?: string; postalCode?: string; country?: 'CA' | 'PT' },
  workRadiusKm: number,
) {
  const country = place.country ?? 'PT';
  return createCleaner(t.db, {
    name,
    city: place.city,
    country,
    profile: {
      workRadiusKm,
      postalCode: place.postalCode ?? null,
      provinceOrDistrict: country === 'CA' ? 'ON' : (place.district ?? place.city),
    },
  });
}

/** A Toronto cleaner's base, FSA M5V. */
const DOWNTOWN_TORONTO = { city: 'Toronto', postalCode: 'M5V 2T6', country: 'CA' } as const;

/** A customer with a card and an Ontario address in `city` at `postalCode`. */
const ontarioCustomer = (city: string, postalCode: string) =>
  customerWithAddressAndCard(t.app, t.db, { country: 'canada', city, province: 'ON', postalCode });

/** Lists with a text query that only this test's cleaners match (every test shares the database). */
const served = (cookie: string, addressId: string, tok: string, sort?: string) =>
  listItems(t.app, cookie, { servesAddressId: addressId, q: tok, sort });

describe('GET /api/v1/providers?servesAddressId=: who serves an address is a matter of distance', () => {
  it('a Lisboa cleaner with a 25 km radius serves an Amadora address (9 km away), one with 5 km does not', async () => {
    const tok = tag();
    const far = await cleanerAt(`Wide ${tok}`, { city: 'Lisboa' }, 25);
    await cleanerAt(`Narrow ${tok}`, { city: 'Lisboa' }, 5);
    const c = await customerWithAddressAndCard(t.app, t.db, { locality: 'Amadora', district: 'Lisboa' });
    const items = await served(c.cookie, c.address.id, tok);
    expect(ids(items)).toEqual([far.user.id]);
    expect(items[0]).toMatchObject({ distanceKm: 9 });
  });

  it('places Canada by FSA: M5V to M4C is 4.8 km, inside a 5 km radius and outside a 4 km one', async () => {
    const tok = tag();
    const five = await cleanerAt(`Five ${tok}`, DOWNTOWN_TORONTO, 5);
    await cleanerAt(`Four ${tok}`, DOWNTOWN_TORONTO, 4);
    const c = await ontarioCustomer('Toronto', 'M4C 1B5');
    const items = await served(c.cookie, c.address.id, tok);
    expect(ids(items)).toEqual([five.user.id]);
    expect(items[0]).toMatchObject({ distanceKm: 5 });
  });

  it('the largest radius, 100 km, does not reach Ottawa from Toronto (351 km)', async () => {
    const tok = tag();
    await cleanerAt(`Max ${tok}`, DOWNTOWN_TORONTO, 100);
    const c = await ontarioCustomer('Ottawa', 'K1A 0A6');
    expect(await served(c.cookie, c.address.id, tok)).toEqual([]);
  });

  it('needs the same country: a Portuguese cleaner never serves a Canadian address, whatever the radius', async () => {
    const tok = tag();
    await cleanerAt(`Abroad ${tok}`, { city: 'Lisboa' }, 100);
    const c = await customerWithAddressAndCard(t.app, t.db, { country: 'canada', postalCode: 'M4C 1B5' });
    expect(await served(c.cookie, c.address.id, tok)).toEqual([]);
  });

  it('an address the geocoder cannot place is served by nobody', async () => {
    const tok = tag();
    await cleanerAt(`Anyone ${tok}`, { city: 'Lisboa' }, 100);
    const c = await customerWithAddressAndCard(t.app, t.db);
    expect(ids(await served(c.cookie, c.address.id, tok))).toHaveLength(1);
    // What the geocoder leaves for a place it does not know (the address tests save one through the API).
    await t.db
      .update(customerAddresses)
      .set({ latitude: null, longitude: null, locationPrecision: null })
      .where(eq(customerAddresses.id, c.address.id));
    const res = await get(t.app, c.cookie, `${CLEANERS_URL}?servesAddressId=${c.address.id}&q=${tok}`);
    expect(res.json()).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('sort=nearest lists the closest first, distances in whole km, across pages', async () => {
    const tok = tag();
    const sintra = await cleanerAt(`Sintra ${tok}`, { city: 'Sintra', district: 'Lisboa' }, 25);
    const amadora = await cleanerAt(`Amadora ${tok}`, { city: 'Amadora', district: 'Lisboa' }, 10);
    const lisboa = await cleanerAt(`Lisboa ${tok}`, { city: 'Lisboa' }, 25);
    const c = await customerWithAddressAndCard(t.app, t.db, { locality: 'Amadora', district: 'Lisboa' });
    const items = await served(c.cookie, c.address.id, tok, 'nearest');
    expect(items.map((i) => [i.userId, i.distanceKm])).toEqual([
      [amadora.user.id, 0],
      [lisboa.user.id, 9], // 9.44 km
      [sintra.user.id, 14], // 13.77 km
    ]);
    const { items: paged } = await allPages<Item>(t.app, c.cookie, CLEANERS_URL, {
      servesAddressId: c.address.id,
      q: tok,
      sort: 'nearest',
      limit: 1,
    });
    expect(ids(paged)).toEqual(ids(items));
    // The other sorts still give the distance, and never a point.
    const byName = await served(c.cookie, c.address.id, tok, 'name');
    expect(byName.map((i) => i.distanceKm)).toEqual([0, 9, 14]);
    expect(Object.keys(byName[0]!)).not.toContain('latitude');
  });

  it('sort=nearest without an address is a 400 in the caller language; a list without one has no distances', async () => {
    const c = await customerWithAddressAndCard(t.app, t.db);
    await t.db.update(profiles).set({ locale: 'pt-PT' }).where(eq(profiles.userId, c.userId));
    const res = await get(t.app, c.cookie, `${CLEANERS_URL}?sort=nearest`);
    expectProblem(res, 400);
    expect(JSON.stringify(res.json())).toContain('Escolha uma morada para ordenar por distância');
    const plain = await listItems(t.app, c.cookie, { limit: 5 });
    expect(plain.every((i) => i.distanceKm === null)).toBe(true);
  });

  it('a cleaner outside the radius disappears when they shrink it, and an unapproved one at once', async () => {
    const tok = tag();
    const cleaner = await cleanerAt(`Shrink ${tok}`, { city: 'Lisboa' }, 25);
    const c = await customerWithAddressAndCard(t.app, t.db, { locality: 'Amadora', district: 'Lisboa' });
    expect(ids(await served(c.cookie, c.address.id, tok))).toEqual([cleaner.user.id]);
    await t.db.update(profiles).set({ workRadiusKm: 9 }).where(eq(profiles.userId, cleaner.user.id));
    expect(await served(c.cookie, c.address.id, tok)).toEqual([]);
    await t.db.update(profiles).set({ workRadiusKm: 10 }).where(eq(profiles.userId, cleaner.user.id));
    expect(ids(await served(c.cookie, c.address.id, tok))).toEqual([cleaner.user.id]);
    await t.db.update(profiles).set({ isApproved: false }).where(eq(profiles.userId, cleaner.user.id));
    expect(await served(c.cookie, c.address.id, tok)).toEqual([]);
  });

  it("answers 404 for another customer's address, 403 for non-customers, 400 for a non-uuid", async () => {
    const owner = await customerWithAddressAndCard(t.app, t.db);
    const other = await customerWithAddressAndCard(t.app, t.db);
    const url = `${CLEANERS_URL}?servesAddressId=${owner.address.id}`;
    expectProblem(await get(t.app, other.cookie, url), 404);
    const cleaner = await cleanerSignedIn(t.app, t.db);
    expectProblem(await get(t.app, cleaner.cookie, url), 403);
    expectProblem(await get(t.app, other.cookie, `${CLEANERS_URL}?servesAddressId=abc`), 400);
    expect((await get(t.app, owner.cookie, url)).statusCode).toBe(200);
  });
});
