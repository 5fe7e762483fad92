import { randomUUID } from 'node:crypto';
import { createUserWithProfile, type Database } from '@limpa/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export const PASSWORD = 'correct horse battery';

/** The Cookie header a browser would send back after this response. */
export function cookieFrom(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

export async function signUp(
  app: FastifyInstance,
  input: {
    role: 'customer' | 'cleaner';
    email?: string;
    name?: string;
    phone?: string;
    password?: string;
    /** Sent as Accept-Language, as the web sends its active language: the new profile keeps it. */
    locale?: string;
  },
) {
  const email = input.email ?? uniqueEmail(input.role);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: input.locale ? { 'accept-language': input.locale } : {},
    payload: {
      email,
      password: input.password ?? PASSWORD,
      name: input.name ?? `Test ${input.role}`,
      role: input.role,
      ...(input.phone ? { phone: input.phone } : {}),
      acceptTerms: true,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { email, cookie: cookieFrom(res), res };
}

export async function signIn(app: FastifyInstance, email: string, password = PASSWORD, headers = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    headers,
  });
}

export async function me(app: FastifyInstance, cookie: string) {
  return app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
}

/**
 * A new person of the role, signed in, with their id: customers and cleaners sign up (with a phone), an admin is
 * made in the database (nobody signs up as one).
 */
export async function signedInAs(app: FastifyInstance, db: Database, role: 'customer' | 'cleaner' | 'admin') {
  let cookie: string;
  if (role === 'admin') {
    const email = uniqueEmail('admin');
    await createUserWithProfile(db, { role: 'admin', email, password: PASSWORD, name: 'Test Admin' });
    const res = await signIn(app, email);
    expect(res.statusCode, res.body).toBe(200);
    cookie = cookieFrom(res);
  } else {
    ({ cookie } = await signUp(app, { role, name: `Test ${role}`, phone: '+351 912 000 111' }));
  }
  return { cookie, userId: (await me(app, cookie)).json().user.id as string };
}

/** The person's language, as chosen in their settings (PATCH /me/profile); the API answers them in it from then on. */
export async function chooseLanguage(app: FastifyInstance, cookie: string, locale: 'en' | 'pt-PT' | 'fr-CA') {
  const res = await app.inject({
    method: 'PATCH',
    url: '/api/v1/me/profile',
    headers: { cookie },
    payload: { locale },
  });
  expect(res.statusCode, res.body).toBe(200);
}

export function expectProblem(res: LightMyRequestResponse, status: number, title?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = res.json();
  expect(body).toMatchObject({
    status,
    type: expect.any(String),
    detail: expect.any(String),
    code: expect.any(String),
  });
  if (title) expect(body.title).toBe(title);
  return body as {
    title: string;
    detail: string;
    code: string;
    errors?: { path: string; message: string }[];
    /** 409 no_cleaner_available's extension member: the nearest free starts. */
    alternatives?: { bookingDate: string; bookingTime: string }[];
  };
}
