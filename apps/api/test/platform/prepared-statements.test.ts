import { createDb, type DbHandle, profiles } from '@limpa/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareSessionLookup } from '../../src/modules/auth/session-lookup';
import { listBookingRows } from '../../src/modules/bookings/bookings.repository';
import { listCleanerRows } from '../../src/modules/cleaners/cleaners.repository';
import { readCleanerDays } from '../../src/modules/slots/slots.repository';
import { createTestDatabase } from '../helpers/test-app';

/** The statements prepared on the connection a one-connection pool hands out, by their text. */
async function preparedTexts(handle: DbHandle): Promise<string[]> {
  const { rows } = await handle.pool.query<{ statement: string }>(
    `select statement from pg_prepared_statements where not from_sql`,
  );
  return rows.map((r) => r.statement);
}

describe('statements prepared once per connection', () => {
  let url: string;
  let on: DbHandle;
  let off: DbHandle;
  beforeAll(async () => {
    url = (await createTestDatabase()).url;
    on = createDb(url, { max: 1 });
    off = createDb(url, { max: 1, preparedStatements: false });
  });
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  it('prepares a parameterised drizzle query on its first run and reuses it after', async () => {
    const byId = () => on.db.select().from(profiles).where(eq(profiles.userId, 'nobody')).limit(1);
    expect(await byId()).toEqual([]);
    const afterFirst = await preparedTexts(on);
    expect(afterFirst.filter((t) => t.includes('from "profiles"'))).toHaveLength(1);
    expect(await byId()).toEqual([]);
    expect(await preparedTexts(on)).toEqual(afterFirst);
  });

  it('answers the same inside a transaction and after an error on the connection', async () => {
    await expect(on.db.execute(sql`select ${'x'}::int`)).rejects.toThrow(/Failed query/);
    const rows = await on.db.transaction(async (tx) =>
      tx.select({ id: profiles.userId }).from(profiles).where(eq(profiles.userId, 'nobody')),
    );
    expect(rows).toEqual([]);
    expect((await on.db.execute(sql`select ${'7'}::int as n`)).rows).toEqual([{ n: 7 }]);
  });

  it('leaves statements without parameters and long in-lists unprepared', async () => {
    const before = (await preparedTexts(on)).length;
    await on.db.execute(sql`select count(*) from profiles`);
    const ids = Array.from({ length: 40 }, (_, i) => `user-${i}`);
    expect(await on.db.select().from(profiles).where(inArray(profiles.userId, ids))).toEqual([]);
    expect(await preparedTexts(on)).toHaveLength(before);
  });

  it('plans a statement marked PLAN_EACH_RUN on every run (the cleaner day of slot searches)', async () => {
    const before = (await preparedTexts(on)).length;
    const day = {
      country: 'PT' as const,
      placeKey: 'lisboa',
      date: '2030-03-04',
      from: new Date('2030-03-04T00:00:00Z'),
      to: new Date('2030-03-05T00:00:00Z'),
    };
    for (let i = 0; i < 2; i++) expect(await readCleanerDays(on.db, day)).toEqual([]);
    expect(await preparedTexts(on)).toHaveLength(before);
  });

  it("prepares one cleaner's day once (a booking's read by primary key): only a town's is planned every run", async () => {
    const before = await preparedTexts(on);
    const day = (cleanerId: string) => ({
      country: 'PT' as const,
      placeKey: 'lisboa',
      cleanerId,
      date: '2030-03-04',
      from: new Date('2030-03-04T00:00:00Z'),
      to: new Date('2030-03-05T00:00:00Z'),
    });
    expect(await readCleanerDays(on.db, day('nobody'))).toEqual([]);
    expect(await readCleanerDays(on.db, day('somebody'))).toEqual([]);
    const added = (await preparedTexts(on)).filter((t) => !before.includes(t));
    expect(added).toHaveLength(1);
    expect(added[0]).toContain('json_agg');
  });

  it('prepares the provider list per shape, but plans a text search on every run', async () => {
    const list = (q?: string) =>
      listCleanerRows(on.db, { viewerId: 'nobody', filter: { q }, sort: 'rating', limit: 5 });
    for (let i = 0; i < 2; i++) {
      expect(await list()).toEqual([]);
      expect(await list('ana')).toEqual([]);
    }
    const listed = (await preparedTexts(on)).filter((t) => t.includes('from "favorites"'));
    expect(listed).toHaveLength(1);
    expect(listed.filter((t) => t.includes('ilike'))).toEqual([]);
    // Switched off, the provider list prepares nothing either (a PgBouncer before 1.21 cannot keep it).
    await listCleanerRows(off.db, { viewerId: 'nobody', filter: {}, sort: 'rating', limit: 5 });
    expect(await preparedTexts(off)).toEqual([]);
  });

  it('prepares the signed-in session read through the connection, so switching off covers it too', async () => {
    expect(await prepareSessionLookup(on.db)('no-such-token')).toBeNull();
    expect((await preparedTexts(on)).filter((t) => t.includes('from "sessions"'))).toHaveLength(1);
    expect(await prepareSessionLookup(off.db)('no-such-token')).toBeNull();
    expect(await preparedTexts(off)).toEqual([]);
  });

  it('builds a booking list once per shape: other people, statuses and pages reuse its statement', async () => {
    const list = (userId: string, statuses: string[], after?: { at: string; id: string }) =>
      listBookingRows(on.db, {
        party: { column: 'customer', userId },
        statuses,
        after,
        limit: 5,
        order: 'asc',
      });
    const pages = (await preparedTexts(on)).filter((t) => t.includes('from "bookings"'));
    expect(await list('nobody', ['pending', 'confirmed'])).toEqual([]);
    expect(await list('somebody', ['completed', 'cancelled'])).toEqual([]);
    const once = (await preparedTexts(on)).filter((t) => t.includes('from "bookings"'));
    expect(once).toHaveLength(pages.length + 1);
    // A keyset page and one status more are other shapes: one statement each.
    const id = '00000000-0000-4000-8000-000000000000';
    expect(await list('nobody', ['pending', 'confirmed'], { at: '2030-01-01T00:00:00Z', id })).toEqual([]);
    expect(await list('nobody', ['pending', 'confirmed', 'completed'])).toEqual([]);
    expect((await preparedTexts(on)).filter((t) => t.includes('from "bookings"'))).toHaveLength(
      pages.length + 3,
    );
  });

  it('prepares nothing when switched off', async () => {
    await off.db.select().from(profiles).where(eq(profiles.userId, 'nobody'));
    await off.db.select().from(profiles).where(eq(profiles.userId, 'nobody'));
    expect(await preparedTexts(off)).toEqual([]);
  });
});
