import { bookings } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem, PASSWORD, signIn, signUp } from '../helpers/auth';
import { useBookingWorld } from '../helpers/booking-world';

// What the fuzzer (fuzz-requests.test.ts) found answering 500 or plain JSON, each pinned down once.
const { t, newCustomer, book, cleanerAndCustomer } = useBookingWorld();

describe('hostile input', () => {
  it.each(['%zz', '%', '%ED%A0%80'])('an undecodable path segment (%s) is a 400 problem', async (segment) => {
    const c = await newCustomer();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/${segment}`,
      headers: { cookie: c.cookie },
    });
    expectProblem(res, 400);
  });

  it('an over-long path parameter is a 400 problem', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/providers/${'a'.repeat(600)}` });
    expectProblem(res, 400);
  });

  it('a NUL in a path parameter is a 400, not a database error', async () => {
    const c = await newCustomer();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/providers/%00',
      headers: { cookie: c.cookie },
    });
    expect(expectProblem(res, 400).errors).toEqual([
      { path: 'params.userId', message: 'contains a character that is not allowed' },
    ]);
  });

  it.each([
    ['a NUL', 'Please\u0000ring'],
    ['a lone surrogate', 'Ring \ud83d twice'],
  ])('%s in a body field is a 400 and nothing is written', async (_, text) => {
    const { cleaner, c } = await cleanerAndCustomer();
    const res = await book(c, cleaner.userId, { specialInstructions: text });
    expect(expectProblem(res, 400).errors?.[0]?.path).toBe('body.specialInstructions');
    expect(await t.db.select().from(bookings).where(eq(bookings.customerId, c.userId))).toEqual([]);
  });

  it('a NUL in a query string is a 400', async () => {
    const c = await newCustomer();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/bookings?cursor=%00',
      headers: { cookie: c.cookie },
    });
    expectProblem(res, 400);
  });

  it('emoji, right-to-left text and accents are kept as sent', async () => {
    const { cleaner, c } = await cleanerAndCustomer();
    const text = 'Chave com a vizinha 🔑 — שלום — ação';
    const res = await book(c, cleaner.userId, { specialInstructions: text });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().specialInstructions).toBe(text);
  });

  it('a JSON body nested past the bound is a 400, also on routes relayed to better-auth', async () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    for (const url of ['/api/auth/reset-password', '/api/v1/client-events']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: deep,
      });
      expect(expectProblem(res, 400).code).toBe('json_too_deep');
    }
    const shallow = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client-events',
      headers: { 'content-type': 'application/json' },
      payload: '{"type":"not_found","path":"/a/[{\\"x\\""}',
    });
    expect(shallow.statusCode, shallow.body).toBe(204);
  });

  it.each(['multipart/form-data', 'multipart/form-data; boundary=x'])(
    'an avatar upload with an unreadable %s body is a 400',
    async (contentType) => {
      const c = await newCustomer();
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/me/avatar',
        headers: { cookie: c.cookie, 'content-type': contentType },
        payload: '{}',
      });
      expect(expectProblem(res, 400).code).toBe('malformed_multipart');
    },
  );

  it('a sign-in with a non-ASCII callbackURL is a 400 and creates no session', async () => {
    const { email } = await signUp(t.app, { role: 'customer' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: PASSWORD, callbackURL: '/início' },
    });
    expectProblem(res, 400);
    expect(res.headers['set-cookie']).toBeUndefined();
    const ok = await signIn(t.app, email);
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
