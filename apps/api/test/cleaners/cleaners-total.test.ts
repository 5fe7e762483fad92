// "N cleaners found": GET /api/v1/providers counts every match of its filters, not the page it answers.
import { profiles } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';
import { CLEANERS_URL, cleanerIn, get, qs, tag, useSearchers } from './helpers';

const t = useTestApp();
const searchers = useSearchers(t);

async function page(cookie: string, query: Record<string, string | number | undefined>) {
  const res = await get(t.app, cookie, `${CLEANERS_URL}?${qs(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: unknown[]; nextCursor: string | null; total: number };
}

describe('GET /api/v1/providers: total', () => {
  it('counts all matches on every page, not the page loaded', async () => {
    const city = `Vila${tag()}`;
    for (const name of ['Ana Total', 'Bea Total', 'Cai Total']) await cleanerIn(t.db, city, name);
    const first = await page(searchers.customer, { city, sort: 'name', limit: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    expect(first.total).toBe(3);
    const second = await page(searchers.customer, {
      city,
      sort: 'name',
      limit: 2,
      cursor: first.nextCursor!,
    });
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect(second.total).toBe(3);
  });

  it('counts only the cleaners the filters keep', async () => {
    const city = `Vila${tag()}`;
    const windows = ['Window Cleaning'];
    await cleanerIn(t.db, city, 'Ana Windows', { services: windows });
    await cleanerIn(t.db, city, 'Bea Windows', { services: [...windows, 'Deep Cleaning'] });
    await cleanerIn(t.db, city, 'Cai Office', { services: ['Office Cleaning'] });
    const other = await cleanerIn(t.db, city, 'Dan Studios', { services: windows });
    await t.db
      .update(profiles)
      .set({ homeTypes: ['T0'] })
      .where(eq(profiles.userId, other.user.id));

    expect((await page(searchers.customer, { city, limit: 1 })).total).toBe(4);
    const service = await page(searchers.customer, { city, service: 'Window Cleaning', limit: 1 });
    expect(service.items).toHaveLength(1);
    expect(service.total).toBe(3);
    expect(
      (await page(searchers.customer, { city, service: 'Window Cleaning', homeType: 'T3', limit: 1 })).total,
    ).toBe(2);
    const none = await page(searchers.customer, { city, service: 'Carpet Cleaning' });
    expect(none).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('follows a change to the cleaners, also when the count was kept for every viewer', async () => {
    const city = `Vila${tag()}`;
    for (const name of ['Ana Kept', 'Bea Kept']) await cleanerIn(t.db, city, name);
    expect((await page(searchers.cleaner, { city, limit: 1 })).total).toBe(2);
    expect((await page(searchers.customer, { city, limit: 1 })).total).toBe(2);
    await cleanerIn(t.db, city, 'Cai New');
    // The change feed forgets kept counts as it forgets kept pages; it arrives a moment after the commit.
    await expect
      .poll(async () => (await page(searchers.cleaner, { city, limit: 1 })).total, { timeout: 5000 })
      .toBe(3);
    expect((await page(searchers.customer, { city, sort: 'price', limit: 2 })).total).toBe(3);
  });
});
