import { cleanerPage } from '@limpa/contracts';
import Fastify from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  compileFastSerializer,
  createResponseSerializerCompiler,
  leanSchema,
} from '../../src/lib/response-serializer';

const answer = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  address: z.object({ city: z.string() }).nullable(),
  status: z.enum(['pending', 'confirmed']),
  kind: z.literal('booking'),
  items: z.array(z.object({ label: z.string(), cents: z.int() })),
  event: z.union([
    z.object({ type: z.literal('paid'), amount: z.number() }),
    z.object({ type: z.literal('note'), text: z.string() }),
  ]),
  totals: z.record(z.string(), z.int()),
  at: z.iso.datetime().optional(),
});
const valid = {
  id: '0b9a0f4e-57c2-4d8c-9a52-2c2f3d1c5e11',
  name: null,
  address: { city: 'Lisboa', secret: 'left out' },
  status: 'pending',
  kind: 'booking',
  items: [{ label: 'Oven', cents: 1500, internal: true }],
  event: { type: 'note', text: 'hi', amount: 3 },
  totals: { EUR: 1500 },
  extra: 'never sent',
};

/** What zod's own serialiser (fastify-type-provider-zod's) wrote for the same data. */
const zodWrites = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

describe('answers written by fast-json-stringify from the zod response schemas', () => {
  it('writes what zod would: unknown keys left out, nulls, unions, records and optional fields', () => {
    const fast = compileFastSerializer(answer);
    expect(JSON.parse(fast(valid))).toEqual(JSON.parse(zodWrites(answer, valid)));
    const other = {
      ...valid,
      name: 'Ana',
      address: null,
      event: { type: 'paid', amount: 12.5 },
      at: '2030-01-01T09:00:00.000Z',
    };
    expect(JSON.parse(fast(other))).toEqual(JSON.parse(zodWrites(answer, other)));
  });

  it('keeps only what serialising needs: no patterns, no additionalProperties false, nullable types as type arrays', () => {
    const lean = JSON.stringify(leanSchema(z.toJSONSchema(answer, { target: 'draft-7', io: 'output' })));
    expect(lean).not.toMatch(/pattern|format|"additionalProperties":false|minimum/);
    expect(lean).toContain('"name":{"type":["string","null"]}');
    expect(lean).toContain('"address":{"type":["object","null"]');
    const nullableEnum = leanSchema({ anyOf: [{ type: 'string', enum: ['CA', 'PT'] }, { type: 'null' }] });
    expect(nullableEnum).toEqual({ type: ['string', 'null'], enum: ['CA', 'PT', null] });
  });

  it('writes a real contract (the provider page) the same as zod', () => {
    const page = {
      items: [
        {
          userId: '0b9a0f4e-57c2-4d8c-9a52-2c2f3d1c5e11',
          fullName: 'Ana B. Silva',
          avatarUrl: null,
          city: 'Lisboa',
          country: 'PT',
          currency: 'EUR',
          hourlyRate: 18,
          servicesOffered: ['standard'],
          averageRating: 4.5,
          reviewCount: 2,
          bio: null,
          isFavorite: false,
          verified: true,
          distanceKm: 3,
          nameKey: 'internal',
        },
      ],
      nextCursor: null,
    };
    const parsed = cleanerPage.safeParse(page);
    if (!parsed.success) throw new Error(`fixture out of date: ${parsed.error.message}`);
    expect(JSON.parse(compileFastSerializer(cleanerPage)(page))).toEqual(
      JSON.parse(zodWrites(cleanerPage, page)),
    );
  });

  it('with checks on, refuses an answer that breaks its schema (a 500, never a half-checked body)', async () => {
    const app = Fastify();
    app.setSerializerCompiler(createResponseSerializerCompiler({ checks: true }));
    let caught: unknown;
    app.setErrorHandler((error, _request, reply) => {
      caught = error;
      void reply.code(500).send('refused');
    });
    app.get('/broken', { schema: { response: { 200: answer } } }, async () => ({ ...valid, status: 'lost' }));
    app.get('/fine', { schema: { response: { 200: answer } } }, async () => valid);
    expect((await app.inject('/fine')).statusCode).toBe(200);
    const res = await app.inject('/broken');
    expect(res.statusCode).toBe(500);
    expect(isResponseSerializationError(caught)).toBe(true);
  });

  it('with checks on, refuses a fast serialiser that writes something else than zod', async () => {
    const app = Fastify();
    const faulty = () => (data: unknown) => JSON.stringify({ ...(data as object), extra: 'leaked' });
    app.setSerializerCompiler(createResponseSerializerCompiler({ checks: true, compile: faulty }));
    let caught: Error | undefined;
    app.setErrorHandler((error: Error, _request, reply) => {
      caught = error;
      void reply.code(500).send('refused');
    });
    app.get('/answer', { schema: { response: { 200: answer } } }, async () => valid);
    expect((await app.inject('/answer')).statusCode).toBe(500);
    expect(caught?.message).toContain('fast-json-stringify wrote');
  });

  it('compiles a schema on its first answer, once for every route and status naming it', async () => {
    const app = Fastify();
    const compiled: unknown[] = [];
    const counting = (schema: z.ZodType) => {
      compiled.push(schema);
      return compileFastSerializer(schema);
    };
    app.setSerializerCompiler(createResponseSerializerCompiler({ checks: false, compile: counting }));
    const problem = z.object({ title: z.string() });
    app.get('/one', { schema: { response: { 200: answer, 404: problem } } }, async () => valid);
    app.get('/two', { schema: { response: { 200: answer, 404: problem } } }, async (_r, reply) =>
      reply.code(404).send({ title: 'Not Found', secret: 'left out' }),
    );
    await app.ready();
    expect(compiled).toEqual([]);
    expect(JSON.parse((await app.inject('/one')).body)).toMatchObject({ kind: 'booking' });
    expect(JSON.parse((await app.inject('/one')).body)).toMatchObject({ kind: 'booking' });
    expect((await app.inject('/two')).body).toBe('{"title":"Not Found"}');
    expect(compiled).toEqual([answer, problem]);
  });

  it('with checks off (production), writes with the fast serialiser alone', async () => {
    const app = Fastify();
    const faulty = () => () => '"fast"';
    app.setSerializerCompiler(createResponseSerializerCompiler({ checks: false, compile: faulty }));
    app.get('/answer', { schema: { response: { 200: answer } } }, async () => valid);
    expect((await app.inject('/answer')).body).toBe('"fast"');
  });
});
