import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { me } from '../helpers/auth';
import { adminSignedIn } from '../helpers/booking-fixtures';

/** Calls and fixtures shared by the admin tests. */

/** A parsed JSON body, as light-my-request's res.json() types it. */
// biome-ignore lint/suspicious/noExplicitAny: test bodies are checked by assertions, not by types
export type Json = any;

export const ADMIN = '/api/v1/admin';

import { get, qs } from '../helpers/http';
import type { TestApp } from '../helpers/test-app';

export { get, qs };

export function send(
  app: FastifyInstance,
  method: 'PATCH' | 'PUT' | 'POST',
  cookie: string | undefined,
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A signed-in admin with their own ids (for self-demotion and audit checks). */
export async function signedInAdmin(app: FastifyInstance, db: Parameters<typeof adminSignedIn>[1]) {
  const { cookie } = await adminSignedIn(app, db);
  const body = (await me(app, cookie)).json();
  return { cookie, userId: body.user.id as string, profileId: body.profile.id as string };
}

/** One admin for the whole file, signed in before its tests run: read `admin.cookie` and the rest in a test. */
export function adminOfFile(t: TestApp) {
  const admin = { cookie: '', userId: '', profileId: '' };
  beforeAll(async () => {
    Object.assign(admin, await signedInAdmin(t.app, t.db));
  });
  return admin;
}

/** GET that must answer 200; returns the JSON body. */
export async function getOk(app: FastifyInstance, cookie: string, url: string): Promise<Json> {
  const res = await get(app, cookie, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Follows nextCursor to the end, calling `between` after each page (e.g. to sign up more users). */
export async function allPages<T = Json>(
  app: FastifyInstance,
  cookie: string,
  url: string,
  query: Record<string, string | undefined>,
  between?: (page: number) => Promise<void>,
): Promise<{ items: T[]; pages: number[] }> {
  const items: T[] = [];
  const pages: number[] = [];
  let cursor: string | undefined;
  do {
    const body = await getOk(app, cookie, `${url}?${qs({ ...query, cursor })}`);
    items.push(...body.items);
    pages.push(body.items.length);
    cursor = body.nextCursor ?? undefined;
    await between?.(pages.length);
    expect(pages.length).toBeLessThan(100);
  } while (cursor);
  return { items, pages };
}

/** Splits a CSV body into records of cells (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Letters only, unique per test, so it can sit inside a name, a city or an e-mail and be searched for. */
export const searchTag = () =>
  `z${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 7)}`;

/** The admin users list with a query. */
export const usersUrl = (query: Record<string, string | undefined> = {}) => `${ADMIN}/users?${qs(query)}`;
