import { bookings, rateLimits } from '@limpa/db';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { adminSignedIn, pendingBooking, strangers } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const url = (id: string, tail = '') => `/api/v1/bookings/${id}/messages${tail}`;
const send = (id: string, cookie: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: url(id), headers: { cookie }, payload: { body } });
const get = (path: string, cookie: string) => t.app.inject({ method: 'GET', url: path, headers: { cookie } });

describe('messages per booking', () => {
  it('customer and cleaner write to each other; the reader gets read receipts and unread counts', async () => {
    const b = await pendingBooking(t.app, t.db);
    const sent = await send(b.id, b.customer.cookie, '  Is there parking nearby?  ');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      bookingId: b.id,
      senderId: b.customer.userId,
      senderRole: 'customer',
      body: 'Is there parking nearby?',
      readAt: null,
    });
    const reply = await send(b.id, b.cleaner.cookie, 'Yes, I will find it.');
    expect(reply.json().senderRole).toBe('cleaner');
    await send(b.id, b.customer.cookie, 'Great');

    const unread = (await get('/api/v1/me/unread-messages', b.cleaner.cookie)).json();
    expect(unread).toEqual({ total: 2, byBooking: { [b.id]: 2 }, byConversation: {} });
    expect((await get('/api/v1/me/unread-messages', b.customer.cookie)).json().total).toBe(1);

    const page = (await get(url(b.id), b.cleaner.cookie)).json();
    expect(page.open).toBe(true);
    expect(page.items.map((m: { body: string }) => m.body)).toEqual([
      'Great',
      'Yes, I will find it.',
      'Is there parking nearby?',
    ]);

    const read = await t.app.inject({
      method: 'POST',
      url: url(b.id, '/read'),
      headers: { cookie: b.cleaner.cookie },
    });
    expect(read.statusCode, read.body).toBe(204);
    expect((await get('/api/v1/me/unread-messages', b.cleaner.cookie)).json()).toEqual({
      total: 0,
      byBooking: {},
      byConversation: {},
    });
    const seen = (await get(url(b.id), b.customer.cookie)).json().items;
    // The customer's messages now carry the cleaner's read receipt; the cleaner's reply is still unread.
    expect(
      seen
        .filter((m: { senderRole: string }) => m.senderRole === 'customer')
        .every((m: { readAt: string | null }) => m.readAt),
    ).toBe(true);
    expect(seen.find((m: { senderRole: string }) => m.senderRole === 'cleaner').readAt).toBeNull();
  });

  it('pages older messages with a cursor', async () => {
    const b = await pendingBooking(t.app, t.db);
    for (const text of ['one', 'two', 'three']) await send(b.id, b.customer.cookie, text);
    const first = (await get(url(b.id, '?limit=2'), b.customer.cookie)).json();
    expect(first.items.map((m: { body: string }) => m.body)).toEqual(['three', 'two']);
    const second = (await get(url(b.id, `?limit=2&cursor=${first.nextCursor}`), b.customer.cookie)).json();
    expect(second.items.map((m: { body: string }) => m.body)).toEqual(['one']);
    expect(second.nextCursor).toBeNull();
    expectProblem(await get(url(b.id, '?cursor=nonsense'), b.customer.cookie), 400);
  });

  it('admins read but do not write; anyone else gets 404', async () => {
    const b = await pendingBooking(t.app, t.db);
    await send(b.id, b.customer.cookie, 'Hello');
    const admin = await adminSignedIn(t.app, t.db);
    expect((await get(url(b.id), admin.cookie)).json().items).toHaveLength(1);
    expectProblem(await send(b.id, admin.cookie, 'Hi'), 403);
    const stranger = await strangers(t.app, t.db);
    expectProblem(await get(url(b.id), stranger.customer.cookie), 404);
    expectProblem(await send(b.id, stranger.customer.cookie, 'Hi'), 404);
    expectProblem(await send(b.id, stranger.cleaner.cookie, 'Hi'), 404);
    expectProblem(await get(url(b.id), stranger.cleaner.cookie), 404);
    expectProblem(await send(crypto.randomUUID(), b.customer.cookie, 'Hi'), 404);
    expectProblem(await t.app.inject({ method: 'GET', url: url(b.id) }), 401);
  });

  it('refuses empty, blank and over-long bodies, and NUL characters, with 400', async () => {
    const b = await pendingBooking(t.app, t.db);
    for (const body of ['', '   \n ', 'x'.repeat(2001), 'a\u0000b', 42]) {
      expectProblem(await send(b.id, b.customer.cookie, body), 400);
    }
    expect((await send(b.id, b.customer.cookie, 'x'.repeat(2000))).statusCode).toBe(201);
    expect((await get(url(b.id), b.customer.cookie)).json().items).toHaveLength(1);
  });

  it('closes the conversation 14 days after the booking ends', async () => {
    const b = await pendingBooking(t.app, t.db);
    const day = 86_400_000;
    const endsAt = (days: number) => new Date(Date.now() - days * day);
    const moveTo = (days: number) =>
      t.db
        .update(bookings)
        .set({
          status: 'completed',
          startsAt: new Date(endsAt(days).getTime() - 2 * 3_600_000),
          endsAt: endsAt(days),
        })
        .where(eq(bookings.id, b.id));
    await moveTo(13);
    expect((await send(b.id, b.cleaner.cookie, 'Thanks!')).statusCode).toBe(201);
    await moveTo(15);
    const closed = expectProblem(
      await send(b.id, b.customer.cookie, 'Too late?'),
      409,
      'Conversation Closed',
    );
    expect(closed.detail).toBe('Messages can be sent until 14 days after the booking ends.');
    expect((await get(url(b.id), b.customer.cookie)).json()).toMatchObject({
      open: false,
      items: [{ body: 'Thanks!' }],
    });
  });

  it('allows 30 messages a minute per person, then 429 with Retry-After', async () => {
    const b = await pendingBooking(t.app, t.db);
    const results = await Promise.all(
      Array.from({ length: 32 }, (_, i) => send(b.id, b.customer.cookie, `message ${i}`)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(30);
    const limited = results.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(2);
    expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThan(0);
    // The other side's allowance is their own.
    expect((await send(b.id, b.cleaner.cookie, 'Slow down :)')).statusCode).toBe(201);
    await t.db.delete(rateLimits).where(like(rateLimits.key, `message:${b.customer.userId}`));
    expect((await send(b.id, b.customer.cookie, 'Sorry')).statusCode).toBe(201);
  });
});
