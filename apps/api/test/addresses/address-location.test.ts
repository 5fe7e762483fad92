import { backfillLocations, customerAddresses } from '@limpa/db';
import { geocodePlace } from '@limpa/domain/geocode';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { canadaAddress, portugalAddress, useAddressApi } from './helpers';

const api = useAddressApi();
const { t, customer } = api;

const storedPoint = async (id: string) => {
  const [row] = await t.db
    .select({
      latitude: customerAddresses.latitude,
      longitude: customerAddresses.longitude,
      precision: customerAddresses.locationPrecision,
    })
    .from(customerAddresses)
    .where(eq(customerAddresses.id, id));
  return row;
};

describe('an address is placed on the map when it is saved', () => {
  it('Canada by its FSA, Portugal by its locality in its district; the answer and the row agree', async () => {
    const cookie = await customer();
    const toronto = (await api.create(cookie, canadaAddress())).json();
    expect(toronto.location).toMatchObject({ precision: 'postal_area' });
    expect(toronto.location.latitude).toBeCloseTo(43.65, 1);
    expect(await storedPoint(toronto.id)).toEqual(toronto.location);
    const amadora = (
      await api.create(cookie, portugalAddress({ addressType: 'additional', locality: 'Amadora' }))
    ).json();
    expect(amadora.location).toMatchObject({ precision: 'locality' });
    expect(amadora.location.longitude).toBeCloseTo(-9.23, 1);
  });

  it("falls back to the district's centre, and stores no point for a place it does not know", async () => {
    const cookie = await customer();
    const district = (await api.create(cookie, portugalAddress({ locality: 'Aldeia Inventada' }))).json();
    expect(district.location).toMatchObject({ precision: 'region' });
    const unknown = (
      await api.create(
        cookie,
        portugalAddress({ addressType: 'additional', locality: 'Aldeia Inventada', district: null }),
      )
    ).json();
    expect(unknown.location).toBeNull();
    expect(await storedPoint(unknown.id)).toEqual({ latitude: null, longitude: null, precision: null });
  });

  it('moves the point when an edit moves the address, and lists it to its owner only', async () => {
    const cookie = await customer();
    const created = (await api.create(cookie, portugalAddress())).json();
    const moved = await api.patch(cookie, created.id, {
      locality: 'Porto',
      district: 'Porto',
      postalCode: '4000-447',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().location.latitude).toBeCloseTo(41.15, 1);
    expect((await api.list(cookie)).json()[0].location).toEqual(moved.json().location);
    const stranger = await customer();
    expect((await api.get(stranger, created.id)).statusCode).toBe(404);
  });
});

describe('the start-up backfill', () => {
  it('places rows saved without a point and leaves the ones it cannot place empty', async () => {
    const cookie = await customer();
    const known = (await api.create(cookie, portugalAddress())).json();
    const unknown = (
      await api.create(
        cookie,
        portugalAddress({ addressType: 'additional', locality: 'Aldeia', district: null }),
      )
    ).json();
    await t.db
      .update(customerAddresses)
      .set({ latitude: null, longitude: null, locationPrecision: null })
      .where(eq(customerAddresses.id, known.id));
    const placed = await backfillLocations(t.db, async (place) => geocodePlace(place));
    expect(placed).toBeGreaterThanOrEqual(1);
    expect(await storedPoint(known.id)).toEqual(known.location);
    expect(await storedPoint(unknown.id)).toEqual({ latitude: null, longitude: null, precision: null });
  });
});
