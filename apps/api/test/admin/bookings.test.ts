import { randomUUID } from 'node:crypto';
import { bookings, createBooking, createCleaner, createCustomer } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem, signUp } from '../helpers/auth';
import { futureDate } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { ADMIN, adminOfFile, allPages, get, getOk, type Json, parseCsv, qs } from './helpers';

const t = useTestApp();
const admin = adminOfFile(t);

const tag = () =>
  `q${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 7)}`;
const listUrl = (query: Record<string, string | undefined>) => `${ADMIN}/bookings?${qs(query)}`;
const csvUrl = (query: Record<string, string | undefined>) => `${ADMIN}/bookings.csv?${qs(query)}`;

/** A customer and a cleaner named after `k`, with bookings in several states (oldest first). */
async function scenario(k: string, names: { customer?: string; cleaner?: string } = {}) {
  const customer = await createCustomer(t.db, { name: names.customer ?? `Cliente ${k}` });
  const cleaner = await createCleaner(t.db, { name: names.cleaner ?? `Limpador ${k}` });
  const make = (days: number, over: Partial<Parameters<typeof createBooking>[1]> = {}) =>
    createBooking(t.db, {
      customerId: customer.user.id,
      cleanerId: cleaner.user.id,
      bookingDate: futureDate(days),
      bookingTime: '10:00',
      ...over,
    });
  const pending = await make(20);
  const confirmed = await make(21, { status: 'confirmed', paymentStatus: 'paid' }); // fee 825
  const completed = await make(22, { status: 'completed', paymentStatus: 'paid', homeType: 'T3' }); // fee 975
  const failed = await make(23, { status: 'confirmed', paymentStatus: 'failed' });
  const cancelled = await make(24, { status: 'cancelled', paymentStatus: 'refunded' });
  return { customer, cleaner, pending, confirmed, completed, failed, cancelled };
}

describe('GET /api/v1/admin/bookings', () => {
  it('lists bookings newest first with counts and revenue, filtered by search, status and payment', async () => {
    const k = tag();
    const s = await scenario(k);
    await scenario(tag()); // someone else's bookings, never matched by k

    const all = await getOk(t.app, admin.cookie, listUrl({ q: k }));
    expect(all.items.map((b: Json) => b.id)).toEqual(
      [s.cancelled, s.failed, s.completed, s.confirmed, s.pending].map((b) => b.id),
    );
    expect(all.nextCursor).toBeNull();
    expect(all.counts).toEqual({
      total: 5,
      pending: 1,
      confirmed: 2,
      completed: 1,
      cancelled: 1,
      expired: 0,
    });
    expect(all.revenue).toEqual([{ currency: 'EUR', amountCents: 825 + 975 }]);
    // The booking shape is the bookings module's, with both parties and the charges.
    expect(all.items[2]).toMatchObject({
      id: s.completed.id,
      status: 'completed',
      paymentStatus: 'paid',
      customer: { userId: s.customer.user.id, fullName: `Cliente ${k}` },
      cleaner: { userId: s.cleaner.user.id, fullName: `Limpador ${k}` },
      charges: [],
    });

    // Status filters the items; the cards keep counting every status of the search.
    const confirmed = await getOk(t.app, admin.cookie, listUrl({ q: k, status: 'confirmed' }));
    expect(confirmed.items.map((b: Json) => b.id)).toEqual([s.failed.id, s.confirmed.id]);
    expect(confirmed.counts).toEqual(all.counts);

    // Payment status filters items, counts and revenue.
    const failed = await getOk(t.app, admin.cookie, listUrl({ q: k, paymentStatus: 'failed' }));
    expect(failed.items.map((b: Json) => b.id)).toEqual([s.failed.id]);
    expect(failed.counts).toEqual({
      total: 1,
      pending: 0,
      confirmed: 1,
      completed: 0,
      cancelled: 0,
      expired: 0,
    });
    // One entry per currency of the matching bookings, zero when none of them is paid.
    expect(failed.revenue).toEqual([{ currency: 'EUR', amountCents: 0 }]);
    expect((await getOk(t.app, admin.cookie, listUrl({ q: `none-${k}` }))).revenue).toEqual([]);

    // Search by the cleaner's name (case-insensitive) and by the start of a booking id.
    const byCleaner = await getOk(t.app, admin.cookie, listUrl({ q: `limpador ${k.toUpperCase()}` }));
    expect(byCleaner.counts.total).toBe(5);
    const byId = await getOk(t.app, admin.cookie, listUrl({ q: s.completed.id.slice(0, 13) }));
    expect(byId.items.map((b: Json) => b.id)).toEqual([s.completed.id]);
    expect((await getOk(t.app, admin.cookie, listUrl({ q: `%${k}` }))).counts.total).toBe(0);
  });

  it('pages 50 at a time, every booking exactly once, even while bookings are created between pages', async () => {
    const k = tag();
    const customer = await createCustomer(t.db, { name: `Many ${k}` });
    const created: string[] = [];
    for (let i = 0; i < 55; i++) {
      const b = await createBooking(t.db, {
        customerId: customer.user.id,
        cleanerId: null,
        bookingDate: futureDate(30),
        bookingTime: '10:00',
        status: 'cancelled',
      });
      created.push(b.id);
    }
    const { items, pages } = await allPages(t.app, admin.cookie, `${ADMIN}/bookings`, { q: k }, async () => {
      await createBooking(t.db, {
        customerId: customer.user.id,
        cleanerId: null,
        bookingDate: futureDate(31),
        bookingTime: '10:00',
      });
    });
    expect(pages).toEqual([50, 5]);
    expect(items.map((b) => b.id).sort()).toEqual([...created].sort());
    expectProblem(await get(t.app, admin.cookie, listUrl({ cursor: 'garbage' })), 400);
    expectProblem(await get(t.app, admin.cookie, listUrl({ status: 'lost' })), 400);
  });

  it('GET /api/v1/admin/bookings/:id reads any booking; 404 for an unknown one', async () => {
    const s = await scenario(tag());
    const res = await get(t.app, admin.cookie, `${ADMIN}/bookings/${s.pending.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: s.pending.id, status: 'pending', customerId: s.customer.user.id });
    expectProblem(await get(t.app, admin.cookie, `${ADMIN}/bookings/${randomUUID()}`), 404);
    // Other users still only read their own.
    const stranger = await signUp(t.app, { role: 'customer' });
    expectProblem(await get(t.app, stranger.cookie, `/api/v1/bookings/${s.pending.id}`), 404);
  });
});

describe('GET /api/v1/admin/bookings.csv', () => {
  it('streams the filtered list as an escaped, formula-safe CSV download', async () => {
    const k = tag();
    const s = await scenario(k, { customer: '=HYPERLINK("x")', cleaner: `Smith, Ann ${k}` });
    await t.db
      .update(bookings)
      .set({ finalTotalCents: 7500, finalPlatformFeeCents: 1125, finalCleanerEarningsCents: 6375 })
      .where(eq(bookings.id, s.completed.id));

    const res = await get(t.app, admin.cookie, csvUrl({ q: k }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bookings.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('ID,Created,Date,Time,Customer,Cleaner,Status,Payment,Total,Currency');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(1 + 5 + 1);
    // The formula is neutralised with a leading quote, then quoted with its quotes doubled.
    expect(lines[3]).toBe(
      [
        s.completed.id,
        s.completed.createdAt.toISOString(),
        s.completed.bookingDate,
        '10:00',
        `"'=HYPERLINK(""x"")"`,
        `"Smith, Ann ${k}"`,
        'completed',
        'paid',
        '75.00',
        'EUR',
      ].join(','),
    );
    const rows = parseCsv(res.body);
    expect(rows.slice(1).map((r) => r[0])).toEqual(
      [s.cancelled, s.failed, s.completed, s.confirmed, s.pending].map((b) => b.id),
    );
    expect(rows[5]).toEqual([
      s.pending.id,
      s.pending.createdAt.toISOString(),
      s.pending.bookingDate,
      '10:00',
      `'=HYPERLINK("x")`,
      `Smith, Ann ${k}`,
      'pending',
      'unpaid',
      '55.00',
      'EUR',
    ]);

    const filtered = parseCsv(
      (await get(t.app, admin.cookie, csvUrl({ q: k, status: 'confirmed', paymentStatus: 'paid' }))).body,
    );
    expect(filtered.map((r) => r[0])).toEqual(['ID', s.confirmed.id]);
    const none = await get(t.app, admin.cookie, csvUrl({ q: `nothing-${k}` }));
    expect(none.body).toBe('ID,Created,Date,Time,Customer,Cleaner,Status,Payment,Total,Currency\r\n');
    expectProblem(await get(t.app, admin.cookie, csvUrl({ cursor: 'x' })), 400);
  });

  it('writes every matching booking across many 500-row pages, each once', async () => {
    const k = tag();
    const customer = await createCustomer(t.db, { name: `Bulk ${k}` });
    const first = await createBooking(t.db, {
      customerId: customer.user.id,
      cleanerId: null,
      bookingDate: futureDate(40),
      bookingTime: '09:00',
      status: 'cancelled',
    });
    const { id: _id, timeRange: _range, subtotalCents: _s, createdAt: _c, updatedAt: _u, ...copy } = first;
    // One transaction (now() is its start): 1,100 rows sharing created_at, so page boundaries fall inside ties.
    // Two statements, as one would pass PostgreSQL's 65,535 parameters.
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 2; i += 1)
        await tx.insert(bookings).values(Array.from({ length: 550 }, () => copy));
    });
    const res = await get(t.app, admin.cookie, csvUrl({ q: k }));
    expect(res.statusCode).toBe(200);
    const ids = parseCsv(res.body)
      .slice(1)
      .map((r) => r[0]);
    expect(ids).toHaveLength(1101);
    expect(new Set(ids).size).toBe(1101);
    const stored = await t.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.customerId, customer.user.id));
    expect(ids.sort()).toEqual(stored.map((b) => b.id).sort());
  });
});
