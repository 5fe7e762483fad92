import { bookings } from '@limpa/db';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { expirePendingBookings } from '../../src/modules/bookings/expire-pending-bookings';
import { expectProblem } from '../helpers/auth';
import { pendingBooking } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';

// Finding 12 of the security review: a conversation stayed writable on a booking that was cancelled, declined
// or expired (only "14 days after the end" closed it). It closes at once when the booking ends without a visit.
const t = useTestApp();
const DAY = 86_400_000;

const url = (id: string) => `/api/v1/bookings/${id}/messages`;
const send = (id: string, cookie: string, body = 'Are you still coming?') =>
  t.app.inject({ method: 'POST', url: url(id), headers: { cookie }, payload: { body } });
const conversation = async (id: string, cookie: string) =>
  (await t.app.inject({ method: 'GET', url: url(id), headers: { cookie } })).json();
const post = (path: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: path, headers: { cookie }, ...(payload ? { payload } : {}) });

async function expectClosedWithoutVisit(b: Awaited<ReturnType<typeof pendingBooking>>) {
  for (const cookie of [b.customer.cookie, b.cleaner.cookie]) {
    const refused = expectProblem(await send(b.id, cookie), 409, 'Conversation Closed');
    expect(refused.code).toBe('conversation_closed');
    expect(refused.detail).toBe('This booking did not take place, so its conversation is closed.');
    expect(await conversation(b.id, cookie)).toMatchObject({ open: false, items: [{ body: 'Hello' }] });
  }
}

/** A pending booking whose conversation has one message. */
async function talkingBooking() {
  const b = await pendingBooking(t.app, t.db);
  expect((await send(b.id, b.customer.cookie, 'Hello')).statusCode).toBe(201);
  return b;
}

describe('a booking that ends without a visit closes its conversation at once', () => {
  it('cancelled by the customer', async () => {
    const b = await talkingBooking();
    expect((await post(`/api/v1/bookings/${b.id}/cancel`, b.customer.cookie)).statusCode).toBe(200);
    await expectClosedWithoutVisit(b);
  });

  it('declined by the cleaner', async () => {
    const b = await talkingBooking();
    expect((await post(`/api/v1/bookings/${b.id}/cancel`, b.cleaner.cookie)).statusCode).toBe(200);
    await expectClosedWithoutVisit(b);
  });

  it('expired unanswered', async () => {
    const b = await talkingBooking();
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, b.id));
    const expired = await expirePendingBookings(t.app.ctx, {
      now: new Date(row!.createdAt.getTime() + 25 * 3_600_000),
      expiryHours: 24,
    });
    expect(expired).toContain(b.id);
    await expectClosedWithoutVisit(b);
  });

  it('a cancellation committing while a message waits on the booking row: the message is refused', async () => {
    const b = await talkingBooking();
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query(`update bookings set status = 'cancelled', cancelled_by = 'customer' where id = $1`, [
        b.id,
      ]);
      const sending = send(b.id, b.cleaner.cookie);
      // The message waits for the cancellation's row lock (a read of the row as it was would let it through).
      await expect
        .poll(
          async () =>
            (
              await other.query(
                `select count(*)::int as n from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock'`,
              )
            ).rows[0].n,
          { timeout: 10_000 },
        )
        .toBe(1);
      await other.query('commit');
      expectProblem(await sending, 409, 'Conversation Closed');
    } finally {
      await other.end();
    }
  });
});

describe('a visit that took place keeps its conversation 14 days after its end', () => {
  it('open 13 days after the end (start + duration), closed after 15, whatever today is', async () => {
    const b = await talkingBooking();
    const endedDaysAgo = (days: number) =>
      t.db
        .update(bookings)
        .set({
          status: 'completed',
          startsAt: new Date(Date.now() - days * DAY - 3 * 3_600_000),
          endsAt: new Date(Date.now() - days * DAY),
        })
        .where(eq(bookings.id, b.id));
    await endedDaysAgo(13);
    expect((await send(b.id, b.cleaner.cookie, 'Thanks!')).statusCode).toBe(201);
    expect((await conversation(b.id, b.customer.cookie)).open).toBe(true);
    await endedDaysAgo(15);
    const refused = expectProblem(await send(b.id, b.customer.cookie), 409, 'Conversation Closed');
    expect(refused.detail).toBe('Messages can be sent until 14 days after the booking ends.');
    expect((await conversation(b.id, b.customer.cookie)).open).toBe(false);
  });
});
