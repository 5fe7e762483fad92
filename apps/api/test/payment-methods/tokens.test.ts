import { Writable } from 'node:stream';
import { createDb, localGatewayCards } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { PaymentGateway } from '../../src/lib/payment-gateway';
import { expectProblem, signUp } from '../helpers/auth';
import { createTestDatabase, TEST_ENV, useTestApp } from '../helpers/test-app';
import { addCard, CARDS, digitsOf, nextYear, tokenize, tokenRequest } from './helpers';

const t = useTestApp();

const customer = async () => (await signUp(t.app, { role: 'customer' })).cookie;
const valid = () => ({ number: CARDS.visa, expMonth: 12, expYear: nextYear(), cvc: '123' });

async function expectInvalidCard(payload: Record<string, unknown>, detail: string) {
  const res = await tokenRequest(t.app, await customer(), payload);
  const body = expectProblem(res, 400, 'Invalid card');
  expect(body.detail).toBe(detail);
  // The card details are never echoed back.
  const digits = typeof payload.number === 'string' ? digitsOf(payload.number) : null;
  if (digits) expect(res.body).not.toContain(digits);
  if (typeof payload.cvc === 'string') expect(res.body).not.toContain(`"${payload.cvc}"`);
  return body;
}

describe('POST /api/v1/payments/local/tokens', () => {
  it('answers a token, not the card', async () => {
    const res = await tokenRequest(t.app, await customer(), valid());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['token']);
    expect(body.token).toMatch(/^tok_local_[0-9a-f]{32}$/);
    expect(res.body).not.toContain('4242424242424242');
  });

  it.each([
    ['visa', CARDS.visa, 'visa', '4242', 'succeed'],
    ['mastercard', CARDS.mastercard, 'mastercard', '4444', 'succeed'],
    ['declined', CARDS.declined, 'visa', '0002', 'card_declined'],
    ['insufficient funds', CARDS.insufficientFunds, 'visa', '9995', 'insufficient_funds'],
    ['authentication required', CARDS.authenticationRequired, 'visa', '3184', 'authentication_required'],
  ])(
    'tokenises the %s test card with its brand, last four and outcome',
    async (_name, number, brand, lastFour, outcome) => {
      const cookie = await customer();
      const token = await tokenize(t.app, cookie, number, { expMonth: 7, expYear: nextYear() });
      const [vault] = await t.db.select().from(localGatewayCards).where(eq(localGatewayCards.id, token));
      expect(vault).toMatchObject({
        brand,
        lastFour,
        expMonth: 7,
        expYear: nextYear(),
        outcome,
        attached: false,
      });
      // And the saved card shows the same brand.
      const card = await addCard(t.app, cookie, number);
      expect(card).toMatchObject({ brand, lastFour });
    },
  );

  it.each([
    ['378282246310005', '1234', 'amex'],
    ['371449635398431', '1234', 'amex'],
    ['2223003122003222', '123', 'mastercard'],
    ['5105105105105100', '123', 'mastercard'],
    ['6011111111111117', '123', 'card'],
    ['4111 1111 1111 1111', '123', 'visa'],
  ])('detects the brand of %s from its prefix', async (number, cvc, brand) => {
    const cookie = await customer();
    const res = await tokenRequest(t.app, cookie, { ...valid(), number, cvc });
    expect(res.statusCode, res.body).toBe(200);
    const [vault] = await t.db
      .select()
      .from(localGatewayCards)
      .where(eq(localGatewayCards.id, res.json().token));
    expect(vault?.brand).toBe(brand);
    expect(vault?.outcome).toBe('succeed');
  });

  it('strips spaces and accepts month and year as numeric strings', async () => {
    const res = await tokenRequest(t.app, await customer(), {
      number: ' 4242 4242  4242 4242 ',
      expMonth: '03',
      expYear: String(nextYear()),
      cvc: '999',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a number that fails the Luhn check', async () => {
    await expectInvalidCard({ ...valid(), number: '4242 4242 4242 4241' }, 'Your card number is invalid.');
  });

  it.each([
    ['too short', '42424242424'],
    ['too long', '42424242424242424242'],
    ['letters', '4242 4242 4242 424a'],
    ['dashes', '4242-4242-4242-4242'],
  ])('refuses a number that is %s', async (_case, number) => {
    await expectInvalidCard({ ...valid(), number }, 'Your card number is invalid.');
  });

  it('refuses a card whose expiry month is before the current month', async () => {
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    await expectInvalidCard(
      { ...valid(), expMonth: lastMonth.getUTCMonth() + 1, expYear: lastMonth.getUTCFullYear() },
      'Your card has expired.',
    );
    await expectInvalidCard({ ...valid(), expYear: now.getUTCFullYear() - 3 }, 'Your card has expired.');
  });

  it('accepts a card expiring this month', async () => {
    const now = new Date();
    const res = await tokenRequest(t.app, await customer(), {
      ...valid(),
      expMonth: now.getUTCMonth() + 1,
      expYear: now.getUTCFullYear(),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    [{ expMonth: 0 }, "Your card's expiration month is invalid."],
    [{ expMonth: 13 }, "Your card's expiration month is invalid."],
    [{ expMonth: 'ab' }, "Your card's expiration month is invalid."],
    [{ expYear: 30 }, "Your card's expiration year is invalid."],
    [{ expYear: '27' }, "Your card's expiration year is invalid."],
    [{ expYear: new Date().getUTCFullYear() + 51 }, "Your card's expiration year is invalid."],
  ])('refuses an expiry of %o', async (change, detail) => {
    await expectInvalidCard({ ...valid(), ...change }, detail);
  });

  it.each([
    ['two digits', CARDS.visa, '12'],
    ['four digits on a Visa', CARDS.visa, '1234'],
    ['letters', CARDS.visa, '12a'],
    ['three digits on an Amex', '378282246310005', '123'],
  ])('refuses a security code of %s', async (_case, number, cvc) => {
    await expectInvalidCard({ ...valid(), number, cvc }, "Your card's security code is invalid.");
  });

  it.each(['number', 'expMonth', 'expYear', 'cvc'])(
    'asks for the complete card when %s is missing',
    async (field) => {
      const payload: Record<string, unknown> = valid();
      delete payload[field];
      await expectInvalidCard(payload, 'Please complete all card information including security code.');
      await expectInvalidCard(
        { ...valid(), [field]: field.startsWith('exp') ? null : '  ' },
        'Please complete all card information including security code.',
      );
    },
  );

  it('asks for the complete card when the body is empty', async () => {
    await expectInvalidCard({}, 'Please complete all card information including security code.');
  });

  it('refuses unknown fields without echoing any value', async () => {
    const res = await tokenRequest(t.app, await customer(), { ...valid(), name: 'Jane' });
    expectProblem(res, 400, 'Validation Error');
    expect(res.body).not.toContain('4242424242424242');
    expect(res.body).not.toContain('4242 4242');
  });

  it('is for signed-in users (any role) and answers 401 signed out', async () => {
    expectProblem(
      await t.app.inject({ method: 'POST', url: '/api/v1/payments/local/tokens', payload: valid() }),
      401,
    );
    const cleaner = await signUp(t.app, { role: 'cleaner' });
    expect((await tokenRequest(t.app, cleaner.cookie, valid())).statusCode).toBe(200);
  });

  it('is rate-limited per user: 20 per 10 minutes, then 429 with Retry-After', async () => {
    const cookie = await customer();
    const bad = { ...valid(), number: '4242 4242 4242 4241' };
    // Failed attempts count too (card testing).
    for (let i = 0; i < 10; i++) expect((await tokenRequest(t.app, cookie, bad)).statusCode).toBe(400);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => tokenRequest(t.app, cookie, valid()).then((r) => r.statusCode)),
    );
    expect(results.filter((s) => s === 200)).toHaveLength(10);
    expect(results.filter((s) => s === 429)).toHaveLength(2);
    const limited = await tokenRequest(t.app, cookie, valid());
    expectProblem(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not affected.
    expect((await tokenRequest(t.app, await customer(), valid())).statusCode).toBe(200);
  });

  it('never stores the number or the security code', async () => {
    const cookie = await customer();
    const token = await tokenize(t.app, cookie, '4000 0566 5566 5556', { cvc: '737' });
    const [vault] = await t.db.select().from(localGatewayCards).where(eq(localGatewayCards.id, token));
    // The random id and the time are left out: 32 hex digits held "737" in about one run in 140.
    const { id: _id, createdAt: _at, ...fields } = vault ?? {};
    const stored = JSON.stringify(fields);
    expect(Object.keys(fields).length).toBeGreaterThan(3);
    expect(stored).not.toContain('4000056655665556');
    expect(stored).not.toContain('737');
    expect(vault?.lastFour).toBe('5556');
  });
});

describe('logging and gateway selection', () => {
  it('never logs the request body, even at trace level', async () => {
    const { url } = await createTestDatabase();
    const handle = createDb(url, { max: 4 });
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      config: loadConfig({ ...TEST_ENV, DATABASE_URL: url }),
      db: handle.db,
      logger: { level: 'trace', stream },
    });
    await app.ready();
    try {
      const { cookie } = await signUp(app, { role: 'customer' });
      const number = '4000 0027 6000 3184';
      await tokenRequest(app, cookie, { number, expMonth: 1, expYear: nextYear(), cvc: '321' });
      await tokenRequest(app, cookie, {
        number: '4000 0027 6000 3185',
        expMonth: 1,
        expYear: nextYear(),
        cvc: '321',
      });
      await tokenRequest(app, cookie, { number, expMonth: 1, expYear: nextYear(), cvc: '321', x: 1 });
      const log = lines.join('');
      expect(log).toContain('/api/v1/payments/local/tokens');
      expect(log).not.toContain('4000002760003184');
      expect(log).not.toContain('4000002760003185');
      expect(log).not.toContain('4000 0027');
      // No body field name at all: the body is not part of any log line.
      expect(log).not.toContain('cvc');
      expect(log).not.toContain('expYear');
    } finally {
      await app.close();
      await handle.close();
    }
  });

  it('registers the token endpoint only with the local gateway', async () => {
    const { url } = await createTestDatabase();
    const handle = createDb(url, { max: 4 });
    // Only `kind` matters here: nothing is called on it.
    const remote = { kind: 'stripe' } as unknown as PaymentGateway;
    const app = await buildApp({
      config: loadConfig({ ...TEST_ENV, DATABASE_URL: url }),
      db: handle.db,
      payments: remote,
      logger: false,
    });
    await app.ready();
    try {
      expect(app.ctx.payments).toBe(remote);
      expect(app.routeTable.some((r) => r.url === '/api/v1/payments/local/tokens')).toBe(false);
      expect(app.routeTable.some((r) => r.url === '/api/v1/me/payment-methods')).toBe(true);
      expect(t.app.routeTable).toContainEqual({
        method: 'POST',
        url: '/api/v1/payments/local/tokens',
        access: 'signed-in',
      });
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
