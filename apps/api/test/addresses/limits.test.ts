import { customerAddresses } from '@limpa/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { canadaAddress, portugalAddress, useAddressApi } from './helpers';

const api = useAddressApi();
const { t, customer } = api;
const ADDITIONAL_LIMIT = 'You can only have up to 5 additional addresses';
const PRIMARY_LIMIT = 'You can only have one primary address';

async function addOk(cookie: string, overrides: Record<string, unknown> = {}) {
  const res = await api.create(cookie, canadaAddress(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; isDefault: boolean; addressType: string; label: string | null };
}

async function rowsOf(cookie: string) {
  const list = (await api.list(cookie)).json() as { id: string }[];
  const first = list[0];
  if (!first) return [];
  const [owner] = await t.db
    .select({ userId: customerAddresses.userId })
    .from(customerAddresses)
    .where(eq(customerAddresses.id, first.id));
  return t.db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, owner?.userId ?? ''));
}

describe('address limit: one primary, at most 5 additional', () => {
  it('refuses a 6th additional address with 422 "Limit Reached"', async () => {
    const cookie = await customer();
    await addOk(cookie);
    for (let i = 0; i < 5; i++) await addOk(cookie, { addressType: 'additional', label: `extra ${i}` });
    const res = await api.create(cookie, canadaAddress({ addressType: 'additional' }));
    expect(expectProblem(res, 422, 'Limit Reached').detail).toBe(ADDITIONAL_LIMIT);
    expect((await api.list(cookie)).json()).toHaveLength(6);
  });

  it('refuses a second primary address with 422 "Limit Reached"', async () => {
    const cookie = await customer();
    await addOk(cookie);
    const res = await api.create(cookie, portugalAddress({ addressType: 'primary' }));
    expect(expectProblem(res, 422, 'Limit Reached').detail).toBe(PRIMARY_LIMIT);
    expect((await api.list(cookie)).json()).toHaveLength(1);
  });

  it('allows 5 additional addresses without a primary, then a primary', async () => {
    const cookie = await customer();
    for (let i = 0; i < 5; i++) await addOk(cookie, { addressType: 'additional' });
    expectProblem(
      await api.create(cookie, canadaAddress({ addressType: 'additional' })),
      422,
      'Limit Reached',
    );
    await addOk(cookie, { addressType: 'primary' });
  });

  it('editing an address at the limit works when its type stays the same', async () => {
    const cookie = await customer();
    const primary = await addOk(cookie);
    const extras = [];
    for (let i = 0; i < 5; i++) extras.push(await addOk(cookie, { addressType: 'additional' }));
    const extra = extras[0];
    if (!extra) throw new Error('no extra address');

    const editExtra = await api.patch(cookie, extra.id, {
      label: 'Cottage',
      addressType: 'additional',
    });
    expect(editExtra.statusCode, editExtra.body).toBe(200);
    expect(editExtra.json().label).toBe('Cottage');

    const editPrimary = await api.patch(cookie, primary.id, {
      label: 'Main',
      addressType: 'primary',
    });
    expect(editPrimary.statusCode, editPrimary.body).toBe(200);
  });

  it('changing an additional address to primary while a primary exists: 422 and unchanged', async () => {
    const cookie = await customer();
    await addOk(cookie);
    const extra = await addOk(cookie, { addressType: 'additional', label: 'Extra' });
    const res = await api.patch(cookie, extra.id, { addressType: 'primary', label: 'Changed' });
    expect(expectProblem(res, 422, 'Limit Reached').detail).toBe(PRIMARY_LIMIT);
    const [row] = await t.db.select().from(customerAddresses).where(eq(customerAddresses.id, extra.id));
    expect(row).toMatchObject({ addressType: 'additional', label: 'Extra' });
  });

  it('changing the primary to additional when 5 additional exist: 422; once one is gone it works', async () => {
    const cookie = await customer();
    const primary = await addOk(cookie);
    const extras = [];
    for (let i = 0; i < 5; i++) extras.push(await addOk(cookie, { addressType: 'additional' }));
    const res = await api.patch(cookie, primary.id, { addressType: 'additional' });
    expect(expectProblem(res, 422, 'Limit Reached').detail).toBe(ADDITIONAL_LIMIT);

    expect((await api.remove(cookie, extras[0]?.id ?? '')).statusCode).toBe(204);
    const again = await api.patch(cookie, primary.id, { addressType: 'additional' });
    expect(again.statusCode, again.body).toBe(200);
    const extra = extras[1];
    const promoted = await api.patch(cookie, extra?.id ?? '', { addressType: 'primary' });
    expect(promoted.statusCode, promoted.body).toBe(200);
  });

  it('12 parallel creations by one customer end with exactly 1 primary and 5 additional; the rest 422', async () => {
    const cookie = await customer();
    const bodies = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 0
        ? canadaAddress({ addressType: 'primary', label: `p${i}` })
        : portugalAddress({ addressType: 'additional', label: `a${i}`, isDefault: i % 2 === 0 }),
    );
    const results = await Promise.all(bodies.map((body) => api.create(cookie, body)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(6);
    expect(statuses.filter((s) => s === 422)).toHaveLength(6);
    for (const res of results.filter((r) => r.statusCode !== 201)) {
      const problem = expectProblem(res, 422, 'Limit Reached');
      expect([PRIMARY_LIMIT, ADDITIONAL_LIMIT]).toContain(problem.detail);
    }

    const rows = await rowsOf(cookie);
    expect(rows.filter((r) => r.addressType === 'primary')).toHaveLength(1);
    expect(rows.filter((r) => r.addressType === 'additional')).toHaveLength(5);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('parallel creations of two customers do not count against each other', async () => {
    const a = await customer();
    const b = await customer();
    const results = await Promise.all(
      [a, b].flatMap((cookie) =>
        Array.from({ length: 6 }, (_, i) =>
          api.create(cookie, canadaAddress({ addressType: i === 0 ? 'primary' : 'additional' })),
        ),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
  });
});

describe('default address', () => {
  it('the first address becomes the default, even when sent with isDefault false', async () => {
    const cookie = await customer();
    const first = await addOk(cookie, { isDefault: false });
    expect(first.isDefault).toBe(true);
    const second = await addOk(cookie, { addressType: 'additional' });
    expect(second.isDefault).toBe(false);
  });

  it('creating an address with isDefault moves the default to it', async () => {
    const cookie = await customer();
    const first = await addOk(cookie);
    const second = await addOk(cookie, { addressType: 'additional', isDefault: true });
    expect(second.isDefault).toBe(true);
    const list = (await api.list(cookie)).json() as { id: string; isDefault: boolean }[];
    expect(list.filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.id]);
    expect(list.find((a) => a.id === first.id)?.isDefault).toBe(false);
  });

  it('PATCH isDefault true switches the default; false on the default changes nothing', async () => {
    const cookie = await customer();
    const first = await addOk(cookie);
    const second = await addOk(cookie, { addressType: 'additional' });
    const third = await addOk(cookie, { addressType: 'additional' });

    const res = await api.patch(cookie, second.id, { isDefault: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().isDefault).toBe(true);
    let list = (await api.list(cookie)).json() as { id: string; isDefault: boolean }[];
    expect(list.filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.id]);

    const unset = await api.patch(cookie, second.id, { isDefault: false });
    expect(unset.statusCode, unset.body).toBe(200);
    expect(unset.json().isDefault).toBe(true);

    const again = await api.patch(cookie, second.id, { isDefault: true });
    expect(again.json().isDefault).toBe(true);
    list = (await api.list(cookie)).json() as { id: string; isDefault: boolean }[];
    expect(list.filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.id]);
    expect([first.id, third.id].every((id) => list.find((a) => a.id === id)?.isDefault === false)).toBe(true);
  });

  it('parallel default switches leave exactly one default', async () => {
    const cookie = await customer();
    const ids = [(await addOk(cookie)).id];
    for (let i = 0; i < 5; i++) ids.push((await addOk(cookie, { addressType: 'additional' })).id);
    const results = await Promise.all(ids.map((id) => api.patch(cookie, id, { isDefault: true })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const rows = await rowsOf(cookie);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('deleting the default makes the newest remaining address the default', async () => {
    const cookie = await customer();
    const first = await addOk(cookie, { label: 'oldest' });
    const middle = await addOk(cookie, { addressType: 'additional', label: 'middle' });
    const newest = await addOk(cookie, { addressType: 'additional', label: 'newest' });
    expect(first.isDefault).toBe(true);

    expect((await api.remove(cookie, first.id)).statusCode).toBe(204);
    let list = (await api.list(cookie)).json() as { id: string; isDefault: boolean }[];
    expect(list.filter((a) => a.isDefault).map((a) => a.id)).toEqual([newest.id]);

    // Deleting a non-default address leaves the default where it is.
    expect((await api.remove(cookie, middle.id)).statusCode).toBe(204);
    list = (await api.list(cookie)).json() as { id: string; isDefault: boolean }[];
    expect(list).toEqual([expect.objectContaining({ id: newest.id, isDefault: true })]);

    // Deleting the last address leaves none; the next one is the default again.
    expect((await api.remove(cookie, newest.id)).statusCode).toBe(204);
    expect((await api.list(cookie)).json()).toEqual([]);
    expect((await addOk(cookie, { addressType: 'additional' })).isDefault).toBe(true);
  });

  it('another customer cannot move the default', async () => {
    const owner = await customer();
    const intruder = await customer();
    const first = await addOk(owner);
    const second = await addOk(owner, { addressType: 'additional' });
    await addOk(intruder);
    expectProblem(await api.patch(intruder, second.id, { isDefault: true }), 404);
    const [row] = await t.db
      .select()
      .from(customerAddresses)
      .where(and(eq(customerAddresses.id, first.id), eq(customerAddresses.isDefault, true)));
    expect(row?.id).toBe(first.id);
  });
});
