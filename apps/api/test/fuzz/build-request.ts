import type { FastifySchema, InjectOptions } from 'fastify';
import type { z } from 'zod';
import { hostileString, hostileValue, MEGABYTE, nested, randomUnicode } from './hostile-values';
import type { Rng } from './prng';
import { boundaryValue, type FieldHints, objectShape, validValue } from './zod-values';

export interface FuzzRoute {
  method: string;
  url: string;
  schema: FastifySchema;
}

export interface FuzzActor {
  name: string;
  cookie?: string;
  hints: FieldHints;
  /** Ids of the actor's own records and of records it may see (path parameters). */
  ids: string[];
}

export const REQUEST_KINDS = [
  'valid',
  'boundary',
  'mutated',
  'wrong-body',
  'raw-body',
  'content-type',
  'oversize',
  'odd-query',
  'odd-path',
  'odd-cookie',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** How often each kind is drawn (oversize bodies are few: each is a megabyte). */
const WEIGHTS: Record<RequestKind, number> = {
  valid: 22,
  boundary: 14,
  mutated: 22,
  'wrong-body': 6,
  'raw-body': 8,
  'content-type': 7,
  oversize: 1,
  'odd-query': 8,
  'odd-path': 7,
  'odd-cookie': 5,
};

function pickKind(rng: Rng): RequestKind {
  const total = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);
  let roll = rng.next() * total;
  for (const kind of REQUEST_KINDS) {
    roll -= WEIGHTS[kind];
    if (roll < 0) return kind;
  }
  return 'valid';
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Bodies no JSON parser should take quietly. */
const RAW_BODIES: readonly (string | Buffer)[] = [
  '{',
  '{"a":',
  '{"a":1}garbage',
  '{"a":1,"a":2}',
  "{'single':'quotes'}",
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '[1,2,',
  'null',
  '""',
  '1e999999',
  '-',
  'NaN',
  '\ufeff{}',
  '{"x":"\\ud800"}',
  '{"x":"\\u0000"}',
  '{"x":"\\uZZZZ"}',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
  Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
];

const CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/xml',
  'application/problem+json',
  'application/json, text/plain',
  'a/b/c',
  ';;;',
  'application/octet-stream',
];

const ODD_QUERIES: readonly string[] = [
  '?',
  '?&&&',
  '?a&a&a',
  '?limit=1&limit=2',
  '?limit=-1',
  '?limit=1e400',
  '?%zz=1',
  '?x=%E0%A4%A',
  '?__proto__[polluted]=1',
  '?constructor[prototype][x]=1',
  '?status[]=pending',
  '?cursor=%00',
  '?q=%F0%9F%98%80%00',
  '?q=%ED%A0%80',
  '?q=%C0%AE',
  '?date=2026-02-30&addressId=not-a-uuid',
  `?q=${'a'.repeat(10_000)}`,
  `?${'k=v&'.repeat(2_000)}`,
];

const ODD_SEGMENTS: readonly string[] = [
  '1',
  'null',
  'undefined',
  '%00',
  '%',
  '%zz',
  '..',
  '..%2F..%2Fetc',
  'a'.repeat(300),
  '%F0%9F%98%80',
  '%ED%A0%80',
  '00000000-0000-0000-0000-000000000000',
  '{00000000-0000-4000-8000-000000000000}',
  '00000000-0000-4000-8000-00000000000G',
  'AAAAAAAA-AAAA-4AAA-8AAA-AAAAAAAAAAAA',
  "1' or '1'='1",
];

/** Better-auth sub-paths tried under the catch-all (sign-out would end the fuzzing actor's own session). */
const AUTH_SEGMENTS = ['get-session', 'update-user', 'delete-user', 'change-password', 'nonexistent', 'ok'];

const zodOf = (schema: unknown) => schema as z.ZodType | undefined;

function pathFor(route: FuzzRoute, actor: FuzzActor, rng: Rng, kind: RequestKind, foreign: string[]): string {
  return route.url
    .replace('*', () => rng.pick(AUTH_SEGMENTS))
    .replace(/:([A-Za-z]+)/g, () => {
      if (kind === 'odd-path') return rng.pick(ODD_SEGMENTS);
      const roll = rng.next();
      if (roll < 0.55 && actor.ids.length > 0) return rng.pick(actor.ids);
      if (roll < 0.8 && foreign.length > 0) return rng.pick(foreign);
      return rng.uuid();
    });
}

function queryValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function queryFor(route: FuzzRoute, actor: FuzzActor, rng: Rng, kind: RequestKind): string {
  if (kind === 'odd-query') return rng.pick(ODD_QUERIES);
  const schema = zodOf(route.schema.querystring);
  if (!schema)
    return rng.chance(0.05)
      ? `?${encodeURIComponent(hostileString(rng).replace(/[\ud800-\udfff]/g, '\ufffd'))}=1`
      : '';
  const query = objectOf(schema, actor, rng, kind);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, queryValue(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** An object for the schema: valid, with one field at its limits, or with fields broken / removed / added. */
function objectOf(schema: z.ZodType, actor: FuzzActor, rng: Rng, kind: RequestKind): unknown {
  const value = validValue(schema, rng, actor.hints);
  const shape = objectShape(schema);
  if (!shape || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out = value as Record<string, unknown>;
  const keys = Object.keys(shape);
  if (kind === 'boundary' && keys.length > 0) {
    const key = rng.pick(keys);
    out[key] = boundaryValue(shape[key] as z.ZodType, rng);
  }
  if (kind === 'mutated') {
    for (let i = rng.int(1, 3); i > 0; i--) mutate(out, keys, rng);
  }
  return out;
}

function mutate(out: Record<string, unknown>, keys: string[], rng: Rng): void {
  const key = keys.length > 0 && rng.chance(0.8) ? rng.pick(keys) : hostileString(rng);
  switch (rng.int(0, 4)) {
    case 0:
      delete out[key];
      return;
    case 1:
      out[key] = null;
      return;
    case 2:
      out[rng.pick(['totalAmountCents', 'role', 'userId', 'customerId', 'id', 'isApproved', 'status'])] =
        hostileValue(rng);
      return;
    default:
      out[key] = hostileValue(rng);
  }
}

function bodyFor(
  route: FuzzRoute,
  actor: FuzzActor,
  rng: Rng,
  kind: RequestKind,
): { payload?: string | Buffer; contentType?: string } {
  if (!BODY_METHODS.has(route.method)) return {};
  const schema = zodOf(route.schema.body);
  if (kind === 'oversize') {
    return {
      payload: JSON.stringify({ x: 'a'.repeat(MEGABYTE + rng.int(1, 4096)) }),
      contentType: 'application/json',
    };
  }
  if (kind === 'raw-body') return { payload: rng.pick(RAW_BODIES), contentType: 'application/json' };
  if (kind === 'wrong-body') {
    const body = rng.pick([
      null,
      [],
      'text',
      42,
      true,
      nested(500),
      hostileValue(rng),
      { [randomUnicode(rng, 8)]: 1 },
    ]);
    return { payload: JSON.stringify(body), contentType: 'application/json' };
  }
  const body = schema ? objectOf(schema, actor, rng, kind) : rng.chance(0.5) ? {} : undefined;
  if (body === undefined) return {};
  const json = JSON.stringify(body);
  if (kind === 'content-type') {
    const asForm = rng.chance(0.3);
    return { payload: asForm ? 'a=1&b=%00' : json, contentType: rng.pick(CONTENT_TYPES) };
  }
  return { payload: json, contentType: 'application/json' };
}

function cookieFor(actor: FuzzActor, rng: Rng, kind: RequestKind): string | undefined {
  if (kind !== 'odd-cookie') return actor.cookie;
  const junk = rng.pick([
    'better-auth.session_token=garbage',
    'better-auth.session_token=',
    'better-auth.session_token=%E0%A4%A',
    'better-auth.session_token="unterminated',
    `better-auth.session_token=${'x'.repeat(4000)}`,
    'better-auth.session_token=a.b.c; better-auth.session_token=d.e.f',
    '=; ;;; =x',
    '__proto__=1',
  ]);
  return rng.chance(0.5) && actor.cookie ? `${junk}; ${actor.cookie}` : junk;
}

/** One generated request for the route, as the actor, of a drawn kind. */
export function buildRequest(
  route: FuzzRoute,
  actor: FuzzActor,
  rng: Rng,
  foreignIds: string[],
): { kind: RequestKind; options: InjectOptions } {
  const kind = pickKind(rng);
  const url = pathFor(route, actor, rng, kind, foreignIds) + queryFor(route, actor, rng, kind);
  const { payload, contentType } = bodyFor(route, actor, rng, kind);
  const headers: Record<string, string> = {};
  const cookie = cookieFor(actor, rng, kind);
  if (cookie) headers.cookie = cookie;
  if (contentType) headers['content-type'] = contentType;
  if (rng.chance(0.05)) headers.accept = rng.pick(['application/xml', 'text/csv', '*/*', 'garbage']);
  return { kind, options: { method: route.method as 'GET', url, headers, payload } };
}
