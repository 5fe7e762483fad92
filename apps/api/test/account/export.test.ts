import { accounts, favorites, payoutItems, payouts, reviews } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { cleanerSignedIn, customerWithAddressAndCard, pendingBooking } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const exportOf = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/me/export', headers: cookie ? { cookie } : {} });

describe('GET /api/v1/me/export', () => {
  it('gives the customer everything stored about them as a JSON download, the cleaner by first name only', async () => {
    const { id: bookingId, cleaner, customer } = await pendingBooking(t.app, t.db);
    await t.db.insert(favorites).values({ customerId: customer.userId, cleanerId: cleaner.userId });
    await t.db.insert(reviews).values({
      bookingId,
      customerId: customer.userId,
      cleanerId: cleaner.userId,
      rating: 5,
      comment: 'Spotless',
    });

    const res = await exportOf(customer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="limpa-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.account.email).toBe(customer.email);
    expect(data.profile).toMatchObject({ userId: customer.userId, role: 'customer' });
    expect(data.signInMethods).toEqual([expect.objectContaining({ provider: 'credential' })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.addresses).toEqual([expect.objectContaining({ id: customer.address.id })]);
    expect(data.cards.length).toBe(2);
    for (const card of data.cards)
      expect(Object.keys(card).sort()).toEqual([
        'brand',
        'createdAt',
        'expMonth',
        'expYear',
        'isDefault',
        'lastFour',
      ]);
    expect(data.bookings).toEqual([
      expect.objectContaining({ id: bookingId, role: 'customer', otherParty: 'Test', status: 'pending' }),
    ]);
    expect(data.reviews).toEqual([
      expect.objectContaining({ direction: 'written', rating: 5, otherParty: 'Test' }),
    ]);
    expect(data.favourites).toEqual([expect.objectContaining({ cleanerFirstName: 'Test' })]);

    // Nothing of anyone else, and no secrets.
    const [credential] = await t.db.select().from(accounts).where(eq(accounts.userId, customer.userId));
    for (const secret of [
      cleaner.user.email,
      cleaner.userId,
      'Test Cleaner',
      '+351 912 345 678',
      credential!.password!,
    ]) {
      expect(res.body).not.toContain(secret);
    }
    expect(res.body).not.toMatch(/gatewayPaymentMethodId|session_token|"token"/);
  });

  it('gives the cleaner their availability, bookings as cleaner and reviews received, the customer by first name', async () => {
    const { id: bookingId, cleaner, customer } = await pendingBooking(t.app, t.db);
    const res = await exportOf(cleaner.cookie);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.profile).toMatchObject({ role: 'cleaner', hourlyRate: 22 });
    expect(data.availability.length).toBeGreaterThan(0);
    expect(data.bookings).toEqual([expect.objectContaining({ id: bookingId, role: 'cleaner' })]);
    expect(data.payouts).toEqual([]);
    expect(res.body).not.toContain(customer.email);
    expect(res.body).not.toContain(customer.userId);
  });

  it('gives the cleaner each payout with the bookings it paid', async () => {
    const { id: bookingId, cleaner } = await pendingBooking(t.app, t.db);
    const [payout] = await t.db
      .insert(payouts)
      .values({ cleanerId: cleaner.userId, amountCents: 4250, currency: 'EUR', status: 'pending' })
      .returning();
    await t.db.insert(payoutItems).values({ payoutId: payout!.id, bookingId, amountCents: 4250 });
    const data = (await exportOf(cleaner.cookie)).json();
    expect(data.payouts).toEqual([
      expect.objectContaining({
        id: payout!.id,
        amountCents: 4250,
        items: [{ bookingId, amountCents: 4250 }],
      }),
    ]);
  });

  it('holds nothing of another person', async () => {
    const mine = await pendingBooking(t.app, t.db);
    const theirs = await pendingBooking(t.app, t.db);
    const data = (await exportOf(mine.customer.cookie)).json();
    expect(data.bookings.map((b: { id: string }) => b.id)).toEqual([mine.id]);
    expect(JSON.stringify(data)).not.toContain(theirs.customer.email);
    expect(JSON.stringify(data)).not.toContain(theirs.id);
  });

  it("holds both sides' pre-booking messages, the other side by first name, and no one else's", async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db, { name: 'Clara Cleaner' });
    const customer = await customerWithAddressAndCard(t.app, t.db);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/v1/conversations',
      headers: { cookie: customer.cookie },
      payload: { cleanerId: cleaner.userId },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const conversationId = opened.json().id as string;
    const say = (cookie: string, body: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/conversations/${conversationId}/messages`,
        headers: { cookie },
        payload: { body },
      });
    expect((await say(customer.cookie, 'Do you bring products?')).statusCode).toBe(201);
    expect((await say(cleaner.cookie, 'Yes, all of them.')).statusCode).toBe(201);

    const mine = (await exportOf(customer.cookie)).json();
    expect(mine.preBookingMessages).toEqual([
      expect.objectContaining({
        conversationId,
        otherParty: 'Clara',
        direction: 'sent',
        body: 'Do you bring products?',
      }),
      expect.objectContaining({
        conversationId,
        otherParty: 'Clara',
        direction: 'received',
        body: 'Yes, all of them.',
      }),
    ]);
    const theirs = (await exportOf(cleaner.cookie)).json();
    expect(theirs.preBookingMessages.map((m: { direction: string }) => m.direction)).toEqual([
      'received',
      'sent',
    ]);
    expect(JSON.stringify(theirs.preBookingMessages)).not.toContain(customer.email);

    const stranger = await customerWithAddressAndCard(t.app, t.db);
    expect((await exportOf(stranger.cookie)).json().preBookingMessages).toEqual([]);
  });

  it('answers 401 when signed out', async () => {
    expectProblem(await exportOf(), 401);
  });
});

/** The most statements any one connection had in flight at once while `run` ran. */
async function mostStatementsInFlight(pool: typeof t.db.$client, run: () => Promise<void>) {
  let most = 0;
  const watched = new WeakSet<object>();
  const watch = (client: { query: (...args: unknown[]) => unknown }) => {
    if (watched.has(client)) return;
    watched.add(client);
    const query = client.query;
    let inFlight = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      const result = query.apply(this, args);
      if (result instanceof Promise) {
        inFlight++;
        most = Math.max(most, inFlight);
        void result.finally(() => inFlight--).catch(() => {});
      }
      return result;
    };
  };
  pool.on('acquire', watch);
  try {
    await run();
  } finally {
    pool.off('acquire', watch);
  }
  return most;
}

describe('the export transaction', () => {
  it('sends its reads one at a time: pg queues statements overlapping on one connection (deprecated, gone in pg 9)', async () => {
    const { customer } = await pendingBooking(t.app, t.db);
    const most = await mostStatementsInFlight(t.db.$client, async () => {
      const res = await exportOf(customer.cookie);
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(most).toBe(1);
  });
});
