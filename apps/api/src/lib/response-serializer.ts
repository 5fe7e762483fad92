import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** What serialising needs of a JSON Schema; the rest (patterns, formats, bounds) only costs fast-json-stringify time. */
const SERIALIZING_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'items',
  'prefixItems',
  'anyOf',
  'oneOf',
  'allOf',
  'const',
  'enum',
  'additionalProperties',
  'definitions',
  '$ref',
]);

function leanObjectMap(map: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(map).map(([key, schema]) => [key, leanSchema(schema)]));
}

/**
 * The response schema as fast-json-stringify should see it: serialising keywords only, no
 * `additionalProperties: false` (fast-json-stringify already leaves undeclared properties out, and inside an
 * `anyOf` it would make a branch refuse an object carrying one), and `anyOf [T, null]` of a plain type as
 * `type: [T, 'null']`, which it writes without validating the branches.
 */
export function leanSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(leanSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!SERIALIZING_KEYWORDS.has(key)) continue;
    if (key === 'properties' || key === 'definitions')
      out[key] = leanObjectMap(value as Record<string, unknown>);
    else if (key === 'additionalProperties') {
      if (value && typeof value === 'object') out[key] = leanSchema(value);
    } else if (key === 'type' || key === 'required' || key === 'enum' || key === 'const') out[key] = value;
    else out[key] = leanSchema(value);
  }
  const branches = out.anyOf as JsonSchema[] | undefined;
  if (branches?.length === 2) {
    const nullAt = branches.findIndex((b) => b.type === 'null' && Object.keys(b).length === 1);
    const other = branches[1 - nullAt];
    if (nullAt >= 0 && other && typeof other.type === 'string' && !other.anyOf) {
      const { anyOf: _, ...rest } = out;
      const { const: constant, enum: values, ...plain } = other;
      // An enum keeps its values plus null: a union's branch is still told apart by validating against it.
      const allowed = values ?? (constant === undefined ? undefined : [constant]);
      return {
        ...rest,
        ...plain,
        type: [other.type, 'null'],
        ...(allowed ? { enum: [...(allowed as unknown[]), null] } : {}),
      };
    }
  }
  return out;
}

function zodSchemaOf(schema: unknown): ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`Response schema is not a zod schema: ${JSON.stringify(schema)}`);
}

/** A fast-json-stringify serialiser compiled from a zod response schema. */
export function compileFastSerializer(schema: ZodType): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  return fastJson(leanSchema(jsonSchema) as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
}

type Compile = (schema: ZodType) => (data: unknown) => string;

/**
 * A serialiser per schema, compiled on its first answer and shared by every route and status that names the same
 * schema (the problem schema alone is on hundreds): compiling one takes about half a millisecond, and most
 * statuses of most routes never answer in a given process.
 */
function sharedLazily(compile: Compile): Compile {
  const compiled = new WeakMap<ZodType, (data: unknown) => string>();
  return (schema) => (data) => {
    let write = compiled.get(schema);
    if (!write) {
      write = compile(schema);
      compiled.set(schema, write);
    }
    return write(data);
  };
}

/**
 * Answers are written by fast-json-stringify from each route's response schema (about ten times cheaper than
 * zod's encode plus JSON.stringify on a signed-in read). With `checks` on (development and tests: RESPONSE_CHECKS),
 * every answer is also encoded by zod, refused when it breaks the contract, and compared with what
 * fast-json-stringify wrote, so a schema it would write differently fails the test suite instead of production.
 */
export function createResponseSerializerCompiler({
  checks,
  compile = compileFastSerializer,
}: {
  checks: boolean;
  /** The fast serialiser's compiler (a test swaps in a faulty one to see the check refuse it). */
  compile?: Compile;
}): FastifySerializerCompiler<unknown> {
  const serializerOf = sharedLazily(compile);
  return ({ schema, method, url }) => {
    const zodSchema = zodSchemaOf(schema);
    const fast = serializerOf(zodSchema);
    if (!checks) return fast;
    return (data) => {
      const encoded = z.safeEncode(zodSchema, data);
      if (!encoded.success) throw new ResponseSerializationError(method, url, { cause: encoded.error });
      const written = fast(data);
      const expected = JSON.parse(JSON.stringify(encoded.data) ?? 'null');
      if (!isDeepStrictEqual(JSON.parse(written), expected)) {
        throw new Error(
          `${method} ${url}: fast-json-stringify wrote ${written} where the zod schema encodes ${JSON.stringify(encoded.data)}`,
        );
      }
      return written;
    };
  };
}
