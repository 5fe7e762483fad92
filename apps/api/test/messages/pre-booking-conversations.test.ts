import { bookings, enquiries, notifications, profiles, rateLimits } from '@limpa/db';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem, PASSWORD } from '../helpers/auth';
import {
  adminSignedIn,
  cleanerSignedIn,
  customerWithAddressAndCard,
  pendingBooking,
  strangers,
} from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const DAY = 86_400_000;
const COLLECTION = '/api/v1/conversations';
const messagesUrl = (id: string, tail = '') => `${COLLECTION}/${id}/messages${tail}`;
const open = (cookie: string, cleanerId: string) =>
  t.app.inject({ method: 'POST', url: COLLECTION, headers: { cookie }, payload: { cleanerId } });
const send = (id: string, cookie: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: messagesUrl(id), headers: { cookie }, payload: { body } });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

/** A customer and an approved cleaner who have never booked each other, and their conversation's id. */
async function pair() {
  const cleaner = await cleanerSignedIn(t.app, t.db, { name: 'Clara Cleaner' });
  const customer = await customerWithAddressAndCard(t.app, t.db);
  const res = await open(customer.cookie, cleaner.userId);
  expect(res.statusCode, res.body).toBe(201);
  return { cleaner, customer, id: res.json().id as string };
}

describe('POST /api/v1/conversations (pre-booking)', () => {
  it('gives the pair one conversation however often, and however many at once, it is opened', async () => {
    const { cleaner, customer, id } = await pair();
    const again = await open(customer.cookie, cleaner.userId);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ id });

    const other = await cleanerSignedIn(t.app, t.db);
    const racing = await Promise.all(Array.from({ length: 6 }, () => open(customer.cookie, other.userId)));
    expect(racing.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(racing.map((r) => r.json().id)).size).toBe(1);
    const rows = await t.db
      .select()
      .from(enquiries)
      .where(and(eq(enquiries.customerId, customer.userId), eq(enquiries.cleanerId, other.userId)));
    expect(rows).toHaveLength(1);
  });

  it('lets a customer open 30 an hour, then 429 with Retry-After, and nothing is written for the 31st', async () => {
    const cleaners = await Promise.all(Array.from({ length: 2 }, () => cleanerSignedIn(t.app, t.db)));
    const customer = await customerWithAddressAndCard(t.app, t.db);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => open(customer.cookie, cleaners[0]!.userId)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    const limited = await open(customer.cookie, cleaners[1]!.userId);
    expectProblem(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const toSecond = await t.db.select().from(enquiries).where(eq(enquiries.cleanerId, cleaners[1]!.userId));
    expect(toSecond).toHaveLength(0);
  });

  it('refuses cleaners customers cannot find (404), cleaners opening one (403) and bad bodies (400)', async () => {
    const customer = await customerWithAddressAndCard(t.app, t.db);
    const unapproved = await cleanerSignedIn(t.app, t.db, { approved: false });
    expectProblem(await open(customer.cookie, unapproved.userId), 404);
    expectProblem(await open(customer.cookie, 'no-such-user'), 404);
    expectProblem(await open(customer.cookie, customer.userId), 404);
    const cleaner = await cleanerSignedIn(t.app, t.db);
    expectProblem(await open(cleaner.cookie, cleaner.userId), 403);
    expectProblem(
      await t.app.inject({
        method: 'POST',
        url: COLLECTION,
        headers: { cookie: customer.cookie },
        payload: { cleanerId: cleaner.userId, extra: 1 },
      }),
      400,
    );
    expect(await t.db.select().from(enquiries).where(eq(enquiries.customerId, customer.userId))).toEqual([]);
  });
});

describe('pre-booking messages', () => {
  it('both sides write; the reader gets unread counts, the inbox entry and a notification', async () => {
    const { cleaner, customer, id } = await pair();
    const sent = await send(id, customer.cookie, '  Do you bring your own products?  ');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      conversationId: id,
      senderId: customer.userId,
      senderRole: 'customer',
      body: 'Do you bring your own products?',
      readAt: null,
    });
    const unread = (await get('/api/v1/me/unread-messages', cleaner.cookie)).json();
    expect(unread).toEqual({ total: 1, byBooking: {}, byConversation: { [id]: 1 } });
    const [told] = await t.db.select().from(notifications).where(eq(notifications.userId, cleaner.userId));
    expect(told).toMatchObject({ type: 'message_received', link: `/messages/${id}` });

    const inbox = (await get(COLLECTION, cleaner.cookie)).json();
    expect(inbox.items).toEqual([
      expect.objectContaining({
        kind: 'enquiry',
        id,
        startsAt: null,
        timeZone: null,
        unreadCount: 1,
        lastMessage: expect.objectContaining({ excerpt: 'Do you bring your own products?', fromMe: false }),
      }),
    ]);
    const detail = (await get(`${COLLECTION}/${id}`, cleaner.cookie)).json();
    expect(detail).toMatchObject({
      id,
      customerId: customer.userId,
      cleanerName: 'Clara Cleaner',
      open: true,
    });
    expect(detail.customerName).toEqual(expect.any(String));

    const reply = await send(id, cleaner.cookie, 'Yes, everything.');
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().senderRole).toBe('cleaner');
    const read = await t.app.inject({
      method: 'POST',
      url: messagesUrl(id, '/read'),
      headers: { cookie: cleaner.cookie },
    });
    expect(read.statusCode, read.body).toBe(204);
    expect((await get('/api/v1/me/unread-messages', cleaner.cookie)).json().total).toBe(0);
    const page = (await get(messagesUrl(id), customer.cookie)).json();
    expect(page.open).toBe(true);
    expect(
      page.items.map((m: { body: string; readAt: string | null }) => [m.body, m.readAt !== null]),
    ).toEqual([
      ['Yes, everything.', false],
      ['Do you bring your own products?', true],
    ]);
    const mine = (await get('/api/v1/me/conversations', customer.cookie)).json();
    expect(mine.items[0]).toMatchObject({ kind: 'enquiry', id, unreadCount: 1, otherName: 'Clara Cleaner' });
  });

  it('merges booking and pre-booking conversations in one inbox, newest first, page by page', async () => {
    const b = await pendingBooking(t.app, t.db);
    const { cleaner, customer, id } = await pair();
    await send(b.id, b.customer.cookie, 'booking message');
    await send(id, customer.cookie, 'first question');
    const otherCleaner = await cleanerSignedIn(t.app, t.db);
    const second = (await open(customer.cookie, otherCleaner.userId)).json().id as string;
    await send(second, customer.cookie, 'second question');
    const page1 = (await get(`${COLLECTION}?limit=1`, customer.cookie)).json();
    expect(page1.items.map((c: { id: string }) => c.id)).toEqual([second]);
    const page2 = (await get(`${COLLECTION}?limit=1&cursor=${page1.nextCursor}`, customer.cookie)).json();
    expect(page2.items.map((c: { id: string }) => c.id)).toEqual([id]);
    expect(page2.nextCursor).toBeNull();
    // A conversation opened and never written in lists nowhere.
    const silent = await cleanerSignedIn(t.app, t.db);
    await open(customer.cookie, silent.userId);
    expect((await get(COLLECTION, customer.cookie)).json().items).toHaveLength(2);
    expect((await get(COLLECTION, cleaner.cookie)).json().items).toHaveLength(1);
  });

  it('is a 404 to anyone but its two sides, and admins read it without writing', async () => {
    const { customer, id } = await pair();
    await send(id, customer.cookie, 'Hello');
    const { customer: strangerCustomer, cleaner: strangerCleaner } = await strangers(t.app, t.db);
    for (const stranger of [strangerCustomer, strangerCleaner]) {
      expectProblem(await get(messagesUrl(id), stranger.cookie), 404);
      expectProblem(await get(`${COLLECTION}/${id}`, stranger.cookie), 404);
      expectProblem(await send(id, stranger.cookie, 'Hi'), 404);
      expectProblem(
        await t.app.inject({
          method: 'POST',
          url: messagesUrl(id, '/read'),
          headers: { cookie: stranger.cookie },
        }),
        404,
      );
      expect((await get(COLLECTION, stranger.cookie)).json().items).toEqual([]);
    }
    expectProblem(await send(crypto.randomUUID(), customer.cookie, 'Hi'), 404);
    expectProblem(await t.app.inject({ method: 'GET', url: messagesUrl(id) }), 401);

    const admin = await adminSignedIn(t.app, t.db);
    const read = await get(messagesUrl(id), admin.cookie);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ open: false, items: [{ body: 'Hello', readAt: null }] });
    expect((await get(`${COLLECTION}/${id}`, admin.cookie)).statusCode).toBe(200);
    expectProblem(await send(id, admin.cookie, 'Admin here'), 403);
  });

  it('takes the booking messages’ limits: 1 to 2000 characters, and 30 a minute per person across both', async () => {
    const { customer, cleaner, id } = await pair();
    for (const body of ['', '   \n ', 'x'.repeat(2001), 'a\u0000b', 42]) {
      expectProblem(await send(id, customer.cookie, body), 400);
    }
    expect((await send(id, customer.cookie, 'x'.repeat(2000))).statusCode).toBe(201);

    await t.db.delete(rateLimits).where(like(rateLimits.key, `message:${cleaner.userId}`));
    const results = await Promise.all(
      Array.from({ length: 31 }, (_, i) => send(id, cleaner.cookie, `answer ${i}`)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(30);
    const limited = results.find((r) => r.statusCode === 429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('closes after 14 idle days, and opening it again from the wizard lets the customer write again', async () => {
    const { customer, cleaner, id } = await pair();
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    await t.db
      .update(enquiries)
      .set({ openedAt: ago(20), lastMessageAt: ago(13) })
      .where(eq(enquiries.id, id));
    expect((await send(id, cleaner.cookie, 'Still there?')).statusCode).toBe(201);

    await t.db
      .update(enquiries)
      .set({ openedAt: ago(30), lastMessageAt: ago(15) })
      .where(eq(enquiries.id, id));
    const closed = expectProblem(await send(id, customer.cookie, 'Hello?'), 409, 'Conversation Closed');
    expect(closed.detail).toBe('This conversation closed after 14 days without a message.');
    expect((await get(messagesUrl(id), customer.cookie)).json().open).toBe(false);
    expect((await get(`${COLLECTION}/${id}`, customer.cookie)).json()).toMatchObject({
      open: false,
      closedReason: 'idle',
    });

    expect((await open(customer.cookie, cleaner.userId)).json()).toEqual({ id });
    expect((await send(id, customer.cookie, 'Back again')).statusCode).toBe(201);
  });

  it('closes once a booking between the two is placed, in the caller’s language', async () => {
    const b = await pendingBooking(t.app, t.db);
    const id = (await open(b.customer.cookie, b.cleaner.userId)).json().id as string;
    // The booking placed before it opened does not close it.
    expect((await send(id, b.customer.cookie, 'Another visit?')).statusCode).toBe(201);
    await t.db
      .update(bookings)
      .set({ createdAt: new Date(Date.now() + 1000) })
      .where(eq(bookings.id, b.id));
    const closed = expectProblem(await send(id, b.cleaner.cookie, 'Sure'), 409, 'Conversation Closed');
    expect(closed.detail).toBe(
      'You have a booking with this cleaner now, so this conversation is closed: write in the booking.',
    );
    await t.db.update(profiles).set({ locale: 'pt-PT' }).where(eq(profiles.userId, b.customer.userId));
    expect((await send(id, b.customer.cookie, 'Olá')).json()).toMatchObject({
      status: 409,
      title: 'Conversa fechada',
      detail:
        'Já tem uma marcação com este profissional, por isso esta conversa está fechada: escreva na marcação.',
    });
    expect((await get(`${COLLECTION}/${id}`, b.customer.cookie)).json().closedReason).toBe('booked');
  });

  it('keeps the conversation for the cleaner without the words of a customer who left', async () => {
    const { customer, cleaner, id } = await pair();
    await send(id, customer.cookie, 'I am Marta, call me on 912 000 111');
    await send(id, cleaner.cookie, 'Noted!');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/me',
      headers: { cookie: customer.cookie },
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const page = (await get(messagesUrl(id), cleaner.cookie)).json();
    expect(page.items.map((m: { body: string }) => m.body)).toEqual(['Noted!', 'Message removed']);
  });
});
