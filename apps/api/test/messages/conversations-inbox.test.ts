import { bookings } from '@limpa/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listInboxRows } from '../../src/modules/messages/inbox.repository';
import { expectProblem } from '../helpers/auth';
import { bookingBody, cleanerSignedIn, pendingBooking, postBooking } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const INBOX = '/api/v1/me/conversations';
const send = (id: string, cookie: string, body: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${id}/messages`,
    headers: { cookie },
    payload: { body },
  });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const inbox = async (cookie: string, query = '') => {
  const res = await get(`${INBOX}${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: {
      id: string;
      otherName: string | null;
      startsAt: string;
      timeZone: string;
      lastMessage: { excerpt: string; fromMe: boolean; createdAt: string };
      unreadCount: number;
    }[];
    nextCursor: string | null;
  };
};
const fullName = async (cookie: string) =>
  (await get('/api/v1/me', cookie)).json().profile.fullName as string;

/** A customer with two bookings of one cleaner, and someone else's booking with messages of its own. */
async function twoConversations() {
  const first = await pendingBooking(t.app, t.db);
  const res = await postBooking(
    t.app,
    first.customer.cookie,
    bookingBody(first.customer, first.cleaner.userId, {
      paymentMethodId: first.cardId,
      bookingTime: '14:00',
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const second = { id: res.json().id as string, startsAt: res.json().startsAt as string };
  const other = await pendingBooking(t.app, t.db);
  await send(other.id, other.customer.cookie, 'Not yours to see');
  return { first, second, other };
}

describe('GET /api/v1/me/conversations', () => {
  it("lists only the caller's conversations, newest message first, with the other side and unread counts", async () => {
    const { first, second, other } = await twoConversations();
    await send(first.id, first.customer.cookie, 'Is there parking nearby?');
    await send(first.id, first.cleaner.cookie, 'Yes, in front of the building.');
    await send(second.id, first.customer.cookie, 'Same cleaner next time, please');

    const mine = await inbox(first.customer.cookie);
    expect(mine.items.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(mine.items.some((c) => c.id === other.id)).toBe(false);
    expect(mine.nextCursor).toBeNull();
    const cleanerName = await fullName(first.cleaner.cookie);
    expect(mine.items[1]).toMatchObject({
      otherName: cleanerName,
      lastMessage: { excerpt: 'Yes, in front of the building.', fromMe: false },
      unreadCount: 1,
    });
    expect(mine.items[0]).toMatchObject({
      startsAt: second.startsAt,
      lastMessage: { excerpt: 'Same cleaner next time, please', fromMe: true },
      unreadCount: 0,
    });

    const theirs = await inbox(first.cleaner.cookie);
    expect(theirs.items.map((c) => [c.id, c.unreadCount])).toEqual([
      [second.id, 1],
      [first.id, 1],
    ]);
    expect(theirs.items[0]?.otherName).toBe(await fullName(first.customer.cookie));

    // Reading a conversation clears its count; a new message moves it back to the top.
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${first.id}/messages/read`,
      headers: { cookie: first.cleaner.cookie },
    });
    await send(first.id, first.customer.cookie, 'Thanks!');
    expect((await inbox(first.cleaner.cookie)).items.map((c) => [c.id, c.unreadCount])).toEqual([
      [first.id, 1],
      [second.id, 1],
    ]);
  });

  it('is empty for someone without conversations', async () => {
    const b = await pendingBooking(t.app, t.db);
    expect(await inbox(b.customer.cookie)).toEqual({ items: [], nextCursor: null });
    const cleaner = await cleanerSignedIn(t.app, t.db);
    expect((await inbox(cleaner.cookie)).items).toEqual([]);
  });

  it('pages with a cursor without repeating or skipping, and refuses a cursor that is not one', async () => {
    const { first, second } = await twoConversations();
    await send(first.id, first.customer.cookie, 'one');
    await send(second.id, first.customer.cookie, 'two');
    const page1 = await inbox(first.customer.cookie, '?limit=1');
    expect(page1.items.map((c) => c.id)).toEqual([second.id]);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const page2 = await inbox(first.customer.cookie, `?limit=1&cursor=${page1.nextCursor}`);
    expect(page2.items.map((c) => c.id)).toEqual([first.id]);
    expect(page2.nextCursor).toBeNull();
    expectProblem(await get(`${INBOX}?cursor=nonsense`, first.customer.cookie), 400);
    expectProblem(await get(`${INBOX}?limit=51`, first.customer.cookie), 400);
  });

  it('takes messages both sides send at once, and points at the newest of them', async () => {
    const b = await pendingBooking(t.app, t.db);
    const sent = await Promise.all([
      send(b.id, b.customer.cookie, 'From the customer'),
      send(b.id, b.cleaner.cookie, 'From the cleaner'),
      send(b.id, b.customer.cookie, 'Again from the customer'),
    ]);
    expect(sent.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const newest = (await get(`/api/v1/bookings/${b.id}/messages`, b.customer.cookie)).json().items[0].body;
    for (const cookie of [b.customer.cookie, b.cleaner.cookie])
      expect((await inbox(cookie)).items.map((c) => c.lastMessage.excerpt)).toEqual([newest]);
  });

  it('stops listing a booking to a cleaner who is no longer its cleaner', async () => {
    const b = await pendingBooking(t.app, t.db);
    await send(b.id, b.customer.cookie, 'Hello');
    expect((await inbox(b.cleaner.cookie)).items.map((c) => c.id)).toEqual([b.id]);
    const replacement = await cleanerSignedIn(t.app, t.db);
    await t.db.update(bookings).set({ cleanerId: replacement.userId }).where(eq(bookings.id, b.id));
    expect((await inbox(b.cleaner.cookie)).items).toEqual([]);
    // The customer still sees it, now with the new cleaner's name.
    expect((await inbox(b.customer.cookie)).items[0]?.otherName).toBe(await fullName(replacement.cookie));
  });

  it('reads a page in one statement, each kind from its inbox index in order, sorting three pages at most', async () => {
    const plan = await t.db.transaction(async (tx) => {
      // The test tables are tiny: without this the planner may read them whole, which proves nothing.
      await tx.execute(sql`set local enable_seqscan = off`);
      const after = { at: '2026-01-01T00:00:00.000000Z', id: '00000000-0000-4000-8000-000000000000' };
      const res = await tx.execute(sql`explain ${listInboxRows(tx, 'someone', after, 21)}`);
      return res.rows.map((r) => String((r as Record<string, unknown>)['QUERY PLAN'])).join('\n');
    });
    // Each kind, and each side of a pre-booking conversation, reads its own index in order; the one sort is the
    // union's, of at most three pages.
    for (const index of [
      'conversation_members_inbox_idx',
      'enquiries_customer_inbox_idx',
      'enquiries_cleaner_inbox_idx',
    ])
      expect(plan).toMatch(new RegExp(`Index Scan( Backward)? using ${index}`));
    expect(plan.match(/\bSort Key: .*/g)).toEqual([
      'Sort Key: "*SELECT* 1_1".last_message_at_key DESC, "*SELECT* 1_1".conversation_id DESC',
    ]);
  });
});
