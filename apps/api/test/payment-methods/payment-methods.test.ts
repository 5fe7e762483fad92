import { createUserWithProfile, localGatewayCards, paymentMethods } from '@limpa/db';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LocalPaymentGateway } from '../../src/adapters/payments/local-payment-gateway';
import { cookieFrom, expectProblem, PASSWORD, signIn, signUp, uniqueEmail } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';
import {
  addCard,
  addCardRequest,
  CARDS,
  digitsOf,
  insertCardRow,
  listCards,
  nextYear,
  removeCard,
  setDefault,
  tokenize,
  userIdOf,
} from './helpers';

const t = useTestApp();

const customer = async () => {
  const { cookie } = await signUp(t.app, { role: 'customer' });
  return { cookie, userId: await userIdOf(t.app, cookie) };
};
const rowOf = async (id: string) => {
  const [row] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return row;
};
const defaults = (cards: { isDefault: boolean }[]) => cards.filter((c) => c.isDefault).length;
const lastYear = () => new Date().getUTCFullYear() - 1;

describe('saving cards', () => {
  it('saves the first card as the default and answers the API view only', async () => {
    const { cookie, userId } = await customer();
    const token = await tokenize(t.app, cookie, CARDS.visa, { expMonth: 8, expYear: nextYear() });
    const res = await addCardRequest(t.app, cookie, { token });
    expect(res.statusCode, res.body).toBe(201);
    const card = res.json();
    expect(Object.keys(card).sort()).toEqual(
      ['brand', 'createdAt', 'expMonth', 'expYear', 'id', 'isDefault', 'isExpired', 'lastFour'].sort(),
    );
    expect(card).toMatchObject({
      brand: 'visa',
      lastFour: '4242',
      expMonth: 8,
      expYear: nextYear(),
      isDefault: true,
      isExpired: false,
    });
    expect(res.body).not.toContain(token);
    const row = await rowOf(card.id);
    expect(row).toMatchObject({ userId, gateway: 'local', gatewayPaymentMethodId: token, isDefault: true });
    const [vault] = await t.db.select().from(localGatewayCards).where(eq(localGatewayCards.id, token));
    expect(vault).toMatchObject({ attached: true, customerUserId: userId });
  });

  it('keeps the default when a second card is added, unless asked', async () => {
    const { cookie } = await customer();
    const first = await addCard(t.app, cookie, CARDS.visa);
    const second = await addCard(t.app, cookie, CARDS.mastercard);
    expect(second.isDefault).toBe(false);
    const third = await addCard(t.app, cookie, CARDS.declined, { isDefault: false });
    expect(third.isDefault).toBe(false);
    const fourth = await addCard(t.app, cookie, CARDS.insufficientFunds, { isDefault: true });
    expect(fourth.isDefault).toBe(true);
    const cards = await listCards(t.app, cookie);
    expect(cards.map((c) => c.id)).toEqual([fourth.id, third.id, second.id, first.id]);
    expect(cards.find((c) => c.isDefault)?.id).toBe(fourth.id);
    expect(defaults(cards)).toBe(1);
  });

  it('refuses a token that was already used, or is unknown', async () => {
    const { cookie } = await customer();
    const token = await tokenize(t.app, cookie);
    expect((await addCardRequest(t.app, cookie, { token })).statusCode).toBe(201);
    const again = expectProblem(
      await addCardRequest(t.app, cookie, { token }),
      400,
      'Failed to add payment method',
    );
    expect(again.detail).toBe('This card has already been used. Please enter your card again.');
    // Nor can another customer take it.
    const other = await customer();
    expectProblem(await addCardRequest(t.app, other.cookie, { token }), 400, 'Failed to add payment method');
    const unknown = expectProblem(
      await addCardRequest(t.app, cookie, { token: 'tok_local_00000000000000000000000000000000' }),
      400,
      'Failed to add payment method',
    );
    expect(unknown.detail).toBe(
      'Your card details are invalid or have expired. Please enter your card again.',
    );
    expect(await listCards(t.app, cookie)).toHaveLength(1);
    expect(await listCards(t.app, other.cookie)).toHaveLength(0);
  });

  it('of two parallel saves of one token, exactly one wins', async () => {
    const { cookie } = await customer();
    const token = await tokenize(t.app, cookie);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => addCardRequest(t.app, cookie, { token }).then((r) => r.statusCode)),
    );
    expect(results.sort()).toEqual([201, 400, 400, 400]);
    expect(await listCards(t.app, cookie)).toHaveLength(1);
  });

  it('parallel first cards end with exactly one default', async () => {
    const { cookie } = await customer();
    const tokens = await Promise.all(Array.from({ length: 5 }, () => tokenize(t.app, cookie)));
    const results = await Promise.all(tokens.map((token) => addCardRequest(t.app, cookie, { token })));
    for (const res of results) expect(res.statusCode, res.body).toBe(201);
    const cards = await listCards(t.app, cookie);
    expect(cards).toHaveLength(5);
    expect(defaults(cards)).toBe(1);
  });

  it('saves at most 10 cards, without using up the token of the one refused', async () => {
    const { cookie, userId } = await customer();
    for (let i = 0; i < 9; i++) await insertCardRow(t.db, userId, { expMonth: 12, expYear: nextYear() });
    const tenth = await addCard(t.app, cookie);
    const token = await tokenize(t.app, cookie, CARDS.mastercard);
    const refused = expectProblem(await addCardRequest(t.app, cookie, { token }), 422, 'Limit Reached');
    expect(refused.detail).toBe('You can save up to 10 cards.');
    expect(await listCards(t.app, cookie)).toHaveLength(10);
    // After removing one, the same token still works.
    expect((await removeCard(t.app, cookie, tenth.id)).statusCode).toBe(204);
    expect((await addCardRequest(t.app, cookie, { token })).statusCode).toBe(201);
  });

  it('parallel saves never pass the limit of 10', async () => {
    const { cookie, userId } = await customer();
    for (let i = 0; i < 8; i++) await insertCardRow(t.db, userId, { expMonth: 12, expYear: nextYear() });
    const tokens = await Promise.all(Array.from({ length: 4 }, () => tokenize(t.app, cookie)));
    const results = await Promise.all(
      tokens.map((token) => addCardRequest(t.app, cookie, { token }).then((r) => r.statusCode)),
    );
    expect(results.sort()).toEqual([201, 201, 422, 422]);
    expect(await listCards(t.app, cookie)).toHaveLength(10);
    // A token refused under the lock was detached again: only the two saved cards stay attached.
    const attached = await t.db.$count(
      localGatewayCards,
      and(eq(localGatewayCards.customerUserId, userId), eq(localGatewayCards.attached, true)),
    );
    expect(attached).toBe(2);
  });

  it('validates the body', async () => {
    const { cookie } = await customer();
    expectProblem(await addCardRequest(t.app, cookie, {}), 400, 'Validation Error');
    expectProblem(
      await addCardRequest(t.app, cookie, { token: 'x', isDefault: 'yes' }),
      400,
      'Validation Error',
    );
    expectProblem(
      await addCardRequest(t.app, cookie, { token: 'x', number: '4242' }),
      400,
      'Validation Error',
    );
  });
});

describe('default card', () => {
  it('switches the default', async () => {
    const { cookie } = await customer();
    const first = await addCard(t.app, cookie);
    const second = await addCard(t.app, cookie, CARDS.mastercard);
    const res = await setDefault(t.app, cookie, second.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: second.id, isDefault: true, lastFour: '4444' });
    const cards = await listCards(t.app, cookie);
    expect(cards.find((c) => c.id === second.id)?.isDefault).toBe(true);
    expect(cards.find((c) => c.id === first.id)?.isDefault).toBe(false);
    // Setting the default card as default again changes nothing.
    expect((await setDefault(t.app, cookie, second.id)).json().isDefault).toBe(true);
    expect(defaults(await listCards(t.app, cookie))).toBe(1);
  });

  it('refuses to make an expired card the default, and flags it as expired', async () => {
    const { cookie, userId } = await customer();
    const current = await addCard(t.app, cookie);
    const expired = await insertCardRow(t.db, userId, {
      expMonth: 12,
      expYear: lastYear(),
      lastFour: '0005',
    });
    const cards = await listCards(t.app, cookie);
    expect(cards.find((c) => c.id === expired.id)).toMatchObject({ isExpired: true, isDefault: false });
    expect(cards.find((c) => c.id === current.id)).toMatchObject({ isExpired: false, isDefault: true });

    const res = await setDefault(t.app, cookie, expired.id);
    const problem = expectProblem(res, 422, 'Failed to set default payment method');
    expect(problem.detail).toBe('An expired card cannot be the default payment method.');
    expect((await rowOf(expired.id))?.isDefault).toBe(false);
    expect((await rowOf(current.id))?.isDefault).toBe(true);
  });

  it('computes isExpired by month: last month is expired, this month is not', async () => {
    const { cookie, userId } = await customer();
    const now = new Date();
    const prev = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const thisMonth = await insertCardRow(t.db, userId, {
      expMonth: now.getUTCMonth() + 1,
      expYear: now.getUTCFullYear(),
    });
    const lastMonth = await insertCardRow(t.db, userId, {
      expMonth: prev.getUTCMonth() + 1,
      expYear: prev.getUTCFullYear(),
    });
    const cards = await listCards(t.app, cookie);
    expect(cards.find((c) => c.id === thisMonth.id)?.isExpired).toBe(false);
    expect(cards.find((c) => c.id === lastMonth.id)?.isExpired).toBe(true);
  });

  it('parallel "set default" on two cards ends with exactly one default', async () => {
    const { cookie } = await customer();
    const a = await addCard(t.app, cookie);
    const b = await addCard(t.app, cookie, CARDS.mastercard);
    for (let round = 0; round < 10; round++) {
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => setDefault(t.app, cookie, i % 2 === 0 ? a.id : b.id)),
      );
      for (const res of results) expect(res.statusCode, res.body).toBe(200);
      expect(defaults(await listCards(t.app, cookie))).toBe(1);
    }
  });

  it('a new card becomes the default when the customer only has expired cards', async () => {
    const { cookie, userId } = await customer();
    await insertCardRow(t.db, userId, { expMonth: 1, expYear: lastYear() });
    const card = await addCard(t.app, cookie);
    expect(card.isDefault).toBe(true);
  });

  it('a card that expired between tokenising and saving is saved, but never as the default', async () => {
    const { cookie } = await customer();
    const gateway = new LocalPaymentGateway(t.db);
    const longAgo = new Date(Date.UTC(2020, 0, 15));
    const card = { number: CARDS.visa, expMonth: 6, expYear: 2021, cvc: '123' };
    const first = await gateway.createToken(card, longAgo);
    const refused = expectProblem(
      await addCardRequest(t.app, cookie, { token: first.token, isDefault: true }),
      422,
      'Failed to add payment method',
    );
    expect(refused.detail).toBe('An expired card cannot be the default payment method.');
    const second = await gateway.createToken(card, longAgo);
    const res = await addCardRequest(t.app, cookie, { token: second.token });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ isExpired: true, isDefault: false });
  });
});

describe('removing cards', () => {
  it('removes a card and detaches it at the gateway', async () => {
    const { cookie } = await customer();
    const keep = await addCard(t.app, cookie);
    const gone = await addCard(t.app, cookie, CARDS.mastercard);
    const pmId = (await rowOf(gone.id))!.gatewayPaymentMethodId;
    const res = await removeCard(t.app, cookie, gone.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await listCards(t.app, cookie)).map((c) => c.id)).toEqual([keep.id]);
    const [vault] = await t.db.select().from(localGatewayCards).where(eq(localGatewayCards.id, pmId));
    expect(vault?.attached).toBe(false);
    expect(vault?.detachedAt).toBeInstanceOf(Date);
    expectProblem(await removeCard(t.app, cookie, gone.id), 404);
  });

  it('removing the default makes the newest remaining (non-expired) card the default', async () => {
    const { cookie, userId } = await customer();
    const older = await addCard(t.app, cookie);
    const newest = await addCard(t.app, cookie, CARDS.mastercard);
    const def = await addCard(t.app, cookie, CARDS.declined, { isDefault: true });
    // An expired card saved later than the others is skipped.
    await insertCardRow(t.db, userId, {
      expMonth: 1,
      expYear: lastYear(),
      createdAt: new Date(Date.now() + 60_000),
    });
    expect((await removeCard(t.app, cookie, def.id)).statusCode).toBe(204);
    let cards = await listCards(t.app, cookie);
    expect(cards.find((c) => c.isDefault)?.id).toBe(newest.id);
    expect(defaults(cards)).toBe(1);

    // Removing a non-default card leaves the default alone.
    expect((await removeCard(t.app, cookie, older.id)).statusCode).toBe(204);
    cards = await listCards(t.app, cookie);
    expect(cards.find((c) => c.isDefault)?.id).toBe(newest.id);

    // Only the expired card remains: no default.
    expect((await removeCard(t.app, cookie, newest.id)).statusCode).toBe(204);
    cards = await listCards(t.app, cookie);
    expect(cards).toHaveLength(1);
    expect(defaults(cards)).toBe(0);
  });

  it('a card a pending booking needs is 409 Card In Use; once the booking is settled it can go', async () => {
    const { cookie, userId } = await customer();
    const card = await addCard(t.app, cookie);
    const { createCleaner, createBooking } = await import('@limpa/db/factories');
    const cleaner = await createCleaner(t.db);
    const booking = await createBooking(t.db, {
      customerId: userId,
      cleanerId: cleaner.user.id,
      bookingDate: `${nextYear()}-03-10`,
      bookingTime: '10:00',
      paymentMethodId: card.id,
    });
    const refused = expectProblem(await removeCard(t.app, cookie, card.id), 409);
    expect(refused).toMatchObject({ title: 'Card In Use', code: 'card_in_use' });
    expect(await rowOf(card.id)).toBeDefined();
    await t.db.execute(sql`update bookings set status = 'cancelled' where id = ${booking.id}`);
    expect((await removeCard(t.app, cookie, card.id)).statusCode).toBe(204);
    const result = await t.db.execute<{ payment_method_id: string | null }>(
      sql`select payment_method_id from bookings where id = ${booking.id}`,
    );
    expect(result.rows[0]?.payment_method_id).toBeNull();
  });
});

describe('privacy and access', () => {
  it('another customer’s card is 404 and stays unchanged', async () => {
    const owner = await customer();
    const a = await addCard(t.app, owner.cookie);
    const b = await addCard(t.app, owner.cookie, CARDS.mastercard);
    const intruder = await customer();
    expectProblem(await setDefault(t.app, intruder.cookie, b.id), 404);
    expectProblem(await removeCard(t.app, intruder.cookie, a.id), 404);
    expect(await listCards(t.app, intruder.cookie)).toEqual([]);
    expect((await rowOf(a.id))?.isDefault).toBe(true);
    expect((await rowOf(b.id))?.isDefault).toBe(false);
    expect(await listCards(t.app, owner.cookie)).toHaveLength(2);
    // The same answer as for a card that does not exist.
    expectProblem(await setDefault(t.app, intruder.cookie, '00000000-0000-4000-8000-000000000000'), 404);
  });

  it('cleaners and admins get 403; signed out gets 401', async () => {
    const cleaner = await signUp(t.app, { role: 'cleaner' });
    const email = uniqueEmail('admin');
    await createUserWithProfile(t.db, { role: 'admin', email, password: PASSWORD, name: 'Admin' });
    const admin = cookieFrom(await signIn(t.app, email));
    const owner = await customer();
    const card = await addCard(t.app, owner.cookie);
    const token = await tokenize(t.app, owner.cookie);
    const calls = [
      { method: 'GET' as const, url: '/api/v1/me/payment-methods' },
      { method: 'POST' as const, url: '/api/v1/me/payment-methods', payload: { token } },
      { method: 'POST' as const, url: `/api/v1/me/payment-methods/${card.id}/default` },
      { method: 'DELETE' as const, url: `/api/v1/me/payment-methods/${card.id}` },
    ];
    for (const call of calls) {
      expectProblem(await t.app.inject({ ...call, headers: { cookie: cleaner.cookie } }), 403);
      expectProblem(await t.app.inject({ ...call, headers: { cookie: admin } }), 403);
      expectProblem(await t.app.inject(call), 401);
    }
    expect(await rowOf(card.id)).toBeDefined();
    // The token was not consumed by any refused call.
    expect((await addCardRequest(t.app, owner.cookie, { token })).statusCode).toBe(201);
  });

  it('the card number appears in no response body and nowhere in the database', async () => {
    const { cookie } = await customer();
    const number = '4000 0027 6000 3184';
    const digits = digitsOf(number);
    const bodies: string[] = [];
    const tokenRes = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/local/tokens',
      headers: { cookie },
      payload: { number, expMonth: 11, expYear: nextYear(), cvc: '246' },
    });
    bodies.push(tokenRes.body);
    const token = tokenRes.json().token as string;
    const added = await addCardRequest(t.app, cookie, { token });
    bodies.push(added.body);
    const other = await addCard(t.app, cookie, CARDS.visa);
    bodies.push((await setDefault(t.app, cookie, added.json().id)).body);
    bodies.push(
      (await t.app.inject({ method: 'GET', url: '/api/v1/me/payment-methods', headers: { cookie } })).body,
    );
    bodies.push((await removeCard(t.app, cookie, other.id)).body);
    for (const body of bodies) {
      expect(body).not.toContain(digits);
      expect(body).not.toContain(number);
    }
    // Card endpoints never show the token (the gateway reference).
    for (const body of bodies.slice(1)) expect(body).not.toContain('tok_local_');

    // Every text-like column of every table in the database.
    const columns = await t.db.execute<{ table_name: string; column_name: string }>(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public'
        and data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')`);
    const tables = new Set(columns.rows.map((c) => c.table_name));
    expect(tables).toContain('local_gateway_cards');
    expect(tables).toContain('payment_methods');
    for (const { table_name, column_name } of columns.rows) {
      const found = await t.db.execute<{ n: number }>(sql`
        select count(*)::int as n from ${sql.identifier(table_name)}
        where ${sql.identifier(column_name)}::text like ${`%${digits}%`}
           or ${sql.identifier(column_name)}::text like ${`%${number}%`}
           or ${sql.identifier(column_name)}::text like ${'%4000002760%'}`);
      expect(found.rows[0]?.n, `${table_name}.${column_name}`).toBe(0);
    }
  });
});
