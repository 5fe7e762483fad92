import { customerAddresses } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem, signUp } from '../helpers/auth';
import { ADDRESSES_URL, canadaAddress, portugalAddress, useAddressApi } from './helpers';

const api = useAddressApi();
const { t, customer } = api;

const REQUIRED = 'Please fill in all required fields';

async function storedRow(id: string) {
  const [row] = await t.db.select().from(customerAddresses).where(eq(customerAddresses.id, id));
  return row;
}

describe('POST /api/v1/me/addresses', () => {
  it('creates a Canadian address, derives CAD and America/Toronto, and answers the stored address', async () => {
    const cookie = await customer();
    const res = await api.create(cookie, canadaAddress({ label: 'Home' }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    // Everything sent comes back as sent, plus what the server derives and stores.
    expect(body).toEqual({
      ...canadaAddress({ label: 'Home' }),
      id: expect.any(String),
      locality: null,
      district: null,
      currency: 'CAD',
      timeZone: 'America/Toronto',
      isDefault: true,
      location: { latitude: expect.any(Number), longitude: expect.any(Number), precision: 'postal_area' },
      createdAt: expect.any(String),
    });
    const row = await storedRow(body.id);
    expect(row).toMatchObject({ currency: 'CAD', timeZone: 'America/Toronto', province: 'ON' });
  });

  it('derives America/Vancouver for British Columbia and stores the province code for its name', async () => {
    const cookie = await customer();
    const res = await api.create(
      cookie,
      canadaAddress({ city: 'Vancouver', province: 'British Columbia', postalCode: 'V6B 1A1' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ province: 'BC', currency: 'CAD', timeZone: 'America/Vancouver' });
  });

  it('derives EUR and Europe/Lisbon for Lisboa, and Atlantic/Azores for Açores', async () => {
    const cookie = await customer();
    const lisboa = await api.create(cookie, portugalAddress());
    expect(lisboa.statusCode, lisboa.body).toBe(201);
    expect(lisboa.json()).toMatchObject({
      country: 'portugal',
      district: 'Lisboa',
      locality: 'Lisboa',
      province: null,
      currency: 'EUR',
      timeZone: 'Europe/Lisbon',
      postalCode: '1100-053',
    });

    const azores = await api.create(
      cookie,
      portugalAddress({ addressType: 'additional', district: 'Açores', postalCode: '9500-150' }),
    );
    expect(azores.statusCode, azores.body).toBe(201);
    expect(azores.json()).toMatchObject({ district: 'Açores', currency: 'EUR', timeZone: 'Atlantic/Azores' });
  });

  it('accepts a Portuguese address without district', async () => {
    const cookie = await customer();
    const res = await api.create(cookie, portugalAddress({ district: undefined }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ district: null, locality: 'Lisboa', timeZone: 'Europe/Lisbon' });
  });

  it("refuses a Portuguese address without its city (locality), in the caller's language", async () => {
    const cookie = await customer();
    const problem = expectProblem(
      await api.create(cookie, portugalAddress({ locality: '  ' })),
      400,
      'Validation Error',
    );
    expect(problem.errors).toEqual([{ path: 'body.locality', message: REQUIRED }]);
    // The problem is written in the caller's language (their profile's, set from the sign-up's).
    const portuguese = (await signUp(t.app, { role: 'customer', locale: 'pt-PT' })).cookie;
    const inPortuguese = await api.create(portuguese, portugalAddress({ locality: undefined }));
    expect(expectProblem(inPortuguese, 400).errors).toEqual([
      { path: 'body.locality', message: 'Preencha todos os campos obrigatórios' },
    ]);
    expect((await api.list(cookie)).json()).toEqual([]);
  });

  it('takes a Portuguese city sent as city for its locality', async () => {
    const cookie = await customer();
    const res = await api.create(cookie, portugalAddress({ locality: undefined, city: 'Porto' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ locality: 'Porto', city: 'Porto' });
  });

  it('stores a lower-case Canadian postal code upper-cased with its space', async () => {
    const cookie = await customer();
    const res = await api.create(cookie, canadaAddress({ postalCode: ' m5v3a4 ' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().postalCode).toBe('M5V 3A4');
    expect((await storedRow(res.json().id))?.postalCode).toBe('M5V 3A4');
  });

  it('stores optional empty fields as null and ignores province for Portugal and district for Canada', async () => {
    const cookie = await customer();
    const ca = await api.create(
      cookie,
      canadaAddress({ phone: '', unitNumber: '  ', label: '', district: 'Lisboa' }),
    );
    expect(ca.statusCode, ca.body).toBe(201);
    expect(ca.json()).toMatchObject({ phone: null, unitNumber: null, label: null, district: null });

    const pt = await api.create(cookie, portugalAddress({ addressType: 'additional', province: 'ON' }));
    expect(pt.statusCode, pt.body).toBe(201);
    expect(pt.json().province).toBeNull();
  });

  it('trims the required fields', async () => {
    const cookie = await customer();
    const res = await api.create(cookie, canadaAddress({ firstName: '  Maya  ', city: ' Toronto ' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ firstName: 'Maya', city: 'Toronto' });
  });

  it('gives a room without size the medium size', async () => {
    const cookie = await customer();
    const res = await api.create(cookie, canadaAddress({ propertyRooms: [{ type: 'office', count: 1 }] }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().propertyRooms).toEqual([{ type: 'office', count: 1, size: 'medium' }]);
  });
});

describe('address validation', () => {
  for (const field of ['firstName', 'lastName', 'email', 'streetAddress', 'postalCode']) {
    it(`refuses a missing ${field}: 400 "${REQUIRED}"`, async () => {
      const cookie = await customer();
      const missing = await api.create(cookie, canadaAddress({ [field]: undefined }));
      const problem = expectProblem(missing, 400, 'Validation Error');
      expect(problem.detail).toBe(REQUIRED);
      expect(problem.errors).toEqual([{ path: `body.${field}`, message: REQUIRED }]);

      const blank = await api.create(cookie, canadaAddress({ [field]: '   ' }));
      expect(expectProblem(blank, 400, 'Validation Error').detail).toBe(REQUIRED);
    });
  }

  it('lists every missing required field in one problem', async () => {
    const cookie = await customer();
    const res = await api.create(
      cookie,
      canadaAddress({ firstName: '', lastName: undefined, city: '', province: undefined }),
    );
    const problem = expectProblem(res, 400, 'Validation Error');
    expect(problem.detail).toBe(REQUIRED);
    expect(problem.errors?.map((e) => e.path).sort()).toEqual(
      ['body.city', 'body.firstName', 'body.lastName', 'body.province'].sort(),
    );
    expect((await api.list(cookie)).json()).toEqual([]);
  });

  it('refuses a Canadian address without city: 400 "Please fill in all required fields"', async () => {
    const cookie = await customer();
    const problem = expectProblem(
      await api.create(cookie, canadaAddress({ city: undefined })),
      400,
      'Validation Error',
    );
    expect(problem.detail).toBe(REQUIRED);
    expect(problem.errors).toEqual([{ path: 'body.city', message: REQUIRED }]);
  });

  it('refuses a Canadian address without province: 400 "Please fill in all required fields"', async () => {
    const cookie = await customer();
    const problem = expectProblem(
      await api.create(cookie, canadaAddress({ province: '' })),
      400,
      'Validation Error',
    );
    expect(problem.detail).toBe(REQUIRED);
    expect(problem.errors).toEqual([{ path: 'body.province', message: REQUIRED }]);
  });

  it('refuses an unknown Canadian province', async () => {
    const cookie = await customer();
    const problem = expectProblem(
      await api.create(cookie, canadaAddress({ province: 'Texas' })),
      400,
      'Validation Error',
    );
    expect(problem.detail).toBe(REQUIRED);
    expect(problem.errors).toEqual([{ path: 'body.province', message: REQUIRED }]);
  });

  it('refuses an unknown Portuguese district', async () => {
    const cookie = await customer();
    const problem = expectProblem(
      await api.create(cookie, portugalAddress({ district: 'Andalucía' })),
      400,
      'Validation Error',
    );
    expect(problem.detail).toBe('Please select a valid district');
    expect(problem.errors).toEqual([{ path: 'body.district', message: 'Please select a valid district' }]);
  });

  it('refuses an invalid e-mail: "Please enter a valid email address"', async () => {
    const cookie = await customer();
    const problem = expectProblem(
      await api.create(cookie, canadaAddress({ email: 'maya-at-example' })),
      400,
      'Validation Error',
    );
    expect(problem.detail).toBe('Please enter a valid email address');
  });

  for (const postalCode of ['12345', 'M5V 3A', 'D5V 3A4', '1000-001']) {
    it(`refuses the Canadian postal code "${postalCode}"`, async () => {
      const cookie = await customer();
      const problem = expectProblem(
        await api.create(cookie, canadaAddress({ postalCode })),
        400,
        'Validation Error',
      );
      expect(problem.detail).toBe('Please enter a valid Canadian postal code (e.g. M5V 3A4)');
      expect(problem.errors?.[0]?.path).toBe('body.postalCode');
    });
  }

  for (const postalCode of ['1000001', '1000-01', 'M5V 3A4', '10000-001']) {
    it(`refuses the Portuguese postal code "${postalCode}"`, async () => {
      const cookie = await customer();
      const problem = expectProblem(
        await api.create(cookie, portugalAddress({ postalCode })),
        400,
        'Validation Error',
      );
      expect(problem.detail).toBe('Please enter a valid Portuguese postal code (e.g. 1000-001)');
    });
  }

  for (const field of ['currency', 'timeZone', 'userId', 'id']) {
    it(`refuses a client-sent ${field} as an unknown field`, async () => {
      const cookie = await customer();
      const value = field === 'currency' ? 'EUR' : field === 'timeZone' ? 'Europe/Lisbon' : 'x';
      const problem = expectProblem(
        await api.create(cookie, canadaAddress({ [field]: value })),
        400,
        'Validation Error',
      );
      expect(problem.detail).toContain(field);
      expect((await api.list(cookie)).json()).toEqual([]);
    });
  }

  it.each([
    ['an unknown address type', { addressType: 'secondary' }],
    ['an unknown country', { country: 'spain' }],
    ['an unknown property type', { propertyType: 'castle' }],
    ['an unknown room type', { propertyRooms: [{ type: 'garage', count: 1, size: 'medium' }] }],
    ['an unknown room size', { propertyRooms: [{ type: 'bedroom', count: 1, size: 'huge' }] }],
    ['a room count of 0', { propertyRooms: [{ type: 'bedroom', count: 0, size: 'medium' }] }],
    ['a room count of 21', { propertyRooms: [{ type: 'bedroom', count: 21, size: 'medium' }] }],
    ['a fractional room count', { propertyRooms: [{ type: 'bedroom', count: 1.5, size: 'medium' }] }],
    ['an unknown room field', { propertyRooms: [{ type: 'bedroom', count: 1, size: 'medium', x: 1 }] }],
    [
      'more than 8 rooms',
      {
        propertyRooms: Array.from({ length: 9 }, (_, i) => ({
          type: 'bedroom',
          count: i + 1,
          size: 'small',
        })),
      },
    ],
    ['a label over 60 characters', { label: 'x'.repeat(61) }],
    ['a non-boolean isDefault', { isDefault: 'yes' }],
  ])('refuses %s', async (_name, overrides) => {
    const cookie = await customer();
    expectProblem(await api.create(cookie, canadaAddress(overrides)), 400, 'Validation Error');
    expect((await api.list(cookie)).json()).toEqual([]);
  });

  it('refuses the same room type twice', async () => {
    const cookie = await customer();
    const problem = expectProblem(
      await api.create(
        cookie,
        canadaAddress({
          propertyRooms: [
            { type: 'bedroom', count: 1, size: 'medium' },
            { type: 'bedroom', count: 2, size: 'large' },
          ],
        }),
      ),
      400,
      'Validation Error',
    );
    expect(problem.detail).toBe('Each room type can be listed only once');
  });

  it('accepts a label of exactly 60 characters', async () => {
    const cookie = await customer();
    const res = await api.create(cookie, canadaAddress({ label: 'x'.repeat(60) }));
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('GET /api/v1/me/addresses', () => {
  it('lists only the caller’s addresses, newest first', async () => {
    const cookie = await customer();
    const other = await customer();
    await api.create(other, canadaAddress());
    const ids: string[] = [];
    for (const label of ['first', 'second', 'third']) {
      const res = await api.create(
        cookie,
        canadaAddress({ addressType: label === 'first' ? 'primary' : 'additional', label }),
      );
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    const res = await api.list(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { label: string }) => a.label)).toEqual(['third', 'second', 'first']);
    expect(res.json().map((a: { id: string }) => a.id)).toEqual([...ids].reverse());
  });
});

describe('PATCH /api/v1/me/addresses/:id', () => {
  it('changes the given fields, keeps the others and re-derives currency and time zone', async () => {
    const cookie = await customer();
    const created = (await api.create(cookie, canadaAddress({ label: 'Home' }))).json();
    const res = await api.patch(cookie, created.id, {
      city: 'Vancouver',
      province: 'BC',
      postalCode: 'v6b1a1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      label: 'Home',
      firstName: 'Maya',
      city: 'Vancouver',
      province: 'BC',
      postalCode: 'V6B 1A1',
      timeZone: 'America/Vancouver',
      currency: 'CAD',
      createdAt: created.createdAt,
    });

    const moved = await api.patch(cookie, created.id, {
      country: 'portugal',
      postalCode: '9000-018',
      district: 'Madeira',
      locality: 'Funchal',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      country: 'portugal',
      province: null,
      district: 'Madeira',
      currency: 'EUR',
      timeZone: 'Atlantic/Madeira',
    });
  });

  it('clears an optional field sent as null or empty', async () => {
    const cookie = await customer();
    const created = (await api.create(cookie, canadaAddress({ label: 'Home' }))).json();
    const res = await api.patch(cookie, created.id, { label: null, phone: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ label: null, phone: null, unitNumber: '12' });
  });

  it('checks the merged address with the create rules', async () => {
    const cookie = await customer();
    const created = (await api.create(cookie, portugalAddress())).json();

    const toCanada = await api.patch(cookie, created.id, { country: 'canada' });
    const problem = expectProblem(toCanada, 400, 'Validation Error');
    expect(problem.detail).toBe(REQUIRED);
    expect(problem.errors?.map((e) => e.path)).toEqual(
      expect.arrayContaining(['body.city', 'body.province', 'body.postalCode']),
    );

    const blankName = await api.patch(cookie, created.id, { firstName: ' ' });
    expect(expectProblem(blankName, 400, 'Validation Error').detail).toBe(REQUIRED);

    const badPostal = await api.patch(cookie, created.id, { postalCode: '1000' });
    expect(expectProblem(badPostal, 400, 'Validation Error').detail).toBe(
      'Please enter a valid Portuguese postal code (e.g. 1000-001)',
    );

    const badEmail = await api.patch(cookie, created.id, { email: 'nope' });
    expect(expectProblem(badEmail, 400, 'Validation Error').detail).toBe(
      'Please enter a valid email address',
    );

    const currency = await api.patch(cookie, created.id, { currency: 'CAD' });
    expectProblem(currency, 400, 'Validation Error');

    expect(await storedRow(created.id)).toMatchObject({
      country: 'portugal',
      firstName: 'Inês',
      postalCode: '1100-053',
      currency: 'EUR',
      email: 'ines@example.test',
    });
  });

  it('answers 404 for an unknown id', async () => {
    const cookie = await customer();
    const res = await api.patch(cookie, '00000000-0000-4000-8000-000000000000', { label: 'x' });
    expectProblem(res, 404);
  });
});

describe('DELETE /api/v1/me/addresses/:id', () => {
  it('deletes the caller’s address with 204', async () => {
    const cookie = await customer();
    const created = (await api.create(cookie, canadaAddress())).json();
    const res = await api.remove(cookie, created.id);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(await storedRow(created.id)).toBeUndefined();
    expectProblem(await api.remove(cookie, created.id), 404);
  });
});

describe('access', () => {
  it('another customer’s address: GET is not listed, PATCH and DELETE answer 404 and change nothing', async () => {
    const owner = await customer();
    const intruder = await customer();
    const created = (await api.create(owner, canadaAddress({ label: 'Mine' }))).json();
    const before = await storedRow(created.id);

    expect((await api.list(intruder)).json()).toEqual([]);
    expectProblem(await api.get(intruder, created.id), 404);
    const own = await api.get(owner, created.id);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(created);

    const patched = await api.patch(intruder, created.id, { label: 'Stolen', isDefault: true });
    expect(expectProblem(patched, 404).detail).toBe('Address not found');

    const deleted = await api.remove(intruder, created.id);
    expectProblem(deleted, 404);

    expect(await storedRow(created.id)).toEqual(before);
    expect((await api.list(owner)).json()).toEqual([created]);
  });

  it('a cleaner gets 403 on every address route', async () => {
    const { cookie } = await signUp(t.app, { role: 'cleaner' });
    const id = '00000000-0000-4000-8000-000000000000';
    expectProblem(await api.list(cookie), 403, 'Forbidden');
    expectProblem(await api.create(cookie, canadaAddress()), 403, 'Forbidden');
    expectProblem(await api.get(cookie, id), 403, 'Forbidden');
    expectProblem(await api.patch(cookie, id, { label: 'x' }), 403, 'Forbidden');
    expectProblem(await api.remove(cookie, id), 403, 'Forbidden');
  });

  it('a signed-out caller gets 401 on every address route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expectProblem(await t.app.inject({ method: 'GET', url: ADDRESSES_URL }), 401);
    expectProblem(await t.app.inject({ method: 'GET', url: `${ADDRESSES_URL}/${id}` }), 401);
    expectProblem(await t.app.inject({ method: 'POST', url: ADDRESSES_URL, payload: canadaAddress() }), 401);
    expectProblem(
      await t.app.inject({ method: 'PATCH', url: `${ADDRESSES_URL}/${id}`, payload: { label: 'x' } }),
      401,
    );
    expectProblem(await t.app.inject({ method: 'DELETE', url: `${ADDRESSES_URL}/${id}` }), 401);
  });

  it('declares the routes for customers only', () => {
    for (const method of ['GET', 'POST']) {
      expect(t.app.routeTable).toContainEqual({ method, url: ADDRESSES_URL, access: ['customer'] });
    }
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      expect(t.app.routeTable).toContainEqual({ method, url: `${ADDRESSES_URL}/:id`, access: ['customer'] });
    }
  });
});
