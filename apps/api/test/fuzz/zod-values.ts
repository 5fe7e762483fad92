import type { z } from 'zod';
import { hostileValue } from './hostile-values';
import type { Rng } from './prng';

/** Values a generator should use for a field name (ids of the caller's own records, dates in the future…). */
export type FieldHints = Record<string, (rng: Rng) => unknown>;

interface Def {
  type: string;
  [key: string]: unknown;
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

/** zod 4 keeps a schema's definition at `_zod.def`; the generators read it like zod's own JSON Schema output does. */
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): CheckDef[] =>
  ((def.checks as { _zod: { def: CheckDef } }[] | undefined) ?? []).map((c) => c._zod.def);

export interface Limits {
  min?: number;
  max?: number;
  integer: boolean;
  format?: string;
  pattern?: RegExp;
}

export function limitsOf(schema: unknown): Limits {
  const def = defOf(schema);
  const limits: Limits = { integer: false, format: def.format as string | undefined };
  if (def.pattern instanceof RegExp && def.format !== 'regex') limits.pattern = def.pattern;
  for (const c of checksOf(def)) {
    if (c.check === 'min_length') limits.min = c.minimum;
    if (c.check === 'max_length') limits.max = c.maximum;
    if (c.check === 'length_equals') limits.min = limits.max = c.length;
    if (c.check === 'greater_than') limits.min = (c.value ?? 0) + (c.inclusive ? 0 : 1);
    if (c.check === 'less_than') limits.max = (c.value ?? 0) - (c.inclusive ? 0 : 1);
    if (c.check === 'number_format' && c.format?.includes('int')) limits.integer = true;
    if (c.check === 'string_format' && c.pattern) limits.pattern = c.pattern;
  }
  return limits;
}

/** Strings that satisfy the app's regexes (dates, times, postal codes, digits), tried in order. */
const PATTERN_CANDIDATES = (rng: Rng) => [
  futureDay(rng),
  rng.pick(['09:00', '10:00', '13:30', '16:00']),
  '1000-001',
  'M5V 3A4',
  '1234',
  '+351912345678',
  'abc',
];

/** A date 3–60 days ahead, YYYY-MM-DD. */
export function futureDay(rng: Rng): string {
  return new Date(Date.now() + rng.int(3, 60) * 86_400_000).toISOString().slice(0, 10);
}

const WORDS = ['Maria', 'Lisboa', 'Rua Augusta', 'Toronto', 'clean', 'kitchen', 'São João', 'Ontario', 'ON'];

function validString(limits: Limits, rng: Rng): string {
  if (limits.format === 'uuid' || limits.format === 'guid') return rng.uuid();
  if (limits.format === 'email') return `fuzz-${rng.int(0, 1e9)}@example.test`;
  if (limits.format === 'datetime') return new Date(Date.now() + rng.int(0, 1e9)).toISOString();
  if (limits.format === 'url') return 'https://example.test/x';
  if (limits.pattern) {
    const pattern = limits.pattern;
    return PATTERN_CANDIDATES(rng).find((c) => pattern.test(c)) ?? 'x';
  }
  const min = limits.min ?? 0;
  const max = Math.min(limits.max ?? 40, 60);
  let text = rng.pick(WORDS);
  while (text.length < min) text += ` ${rng.pick(WORDS)}`;
  return text.slice(0, Math.max(max, min));
}

function validNumber(limits: Limits, rng: Rng): number {
  const min = limits.min ?? 0;
  const max = limits.max ?? Math.max(min, 100);
  const value = min + rng.next() * (max - min);
  return limits.integer ? Math.min(max, Math.round(value)) : value;
}

/** A value the schema should accept (best effort: cross-field refinements may still refuse it). */
export function validValue(schema: z.ZodType, rng: Rng, hints: FieldHints = {}, key?: string): unknown {
  if (key && hints[key]) return hints[key](rng);
  const def = defOf(schema);
  const inner = (s: unknown) => validValue(s as z.ZodType, rng, hints, key);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe': {
      const out = defOf(def.out).type === 'transform' ? def.in : def.out;
      const candidate = inner(out);
      return schema.safeParse(candidate).success ? candidate : inner(def.in);
    }
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'string':
      return validString(limitsOf(schema), rng);
    case 'number':
    case 'int':
      return validNumber(limitsOf(schema), rng);
    case 'boolean':
      return rng.chance(0.5);
    case 'enum':
      return rng.pick(Object.values(def.entries as Record<string, string>));
    case 'literal':
      return rng.pick(def.values as unknown[]);
    case 'null':
      return null;
    case 'array': {
      const { min = 0, max = 3 } = limitsOf(schema);
      return Array.from({ length: rng.int(min, Math.min(max, min + 3)) }, () => inner(def.element));
    }
    case 'union':
      return inner(rng.pick(def.options as unknown[]));
    case 'object':
      return validObject(def, rng, hints);
    case 'record':
      return {};
    default:
      // unknown, any, transform…: anything goes.
      return hostileValue(rng);
  }
}

function validObject(def: Def, rng: Rng, hints: FieldHints): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
    const optional = ['optional', 'default', 'prefault'].includes(defOf(field).type);
    if (optional && !hints[key] && rng.chance(0.4)) continue;
    out[key] = validValue(field, rng, hints, key);
  }
  return out;
}

/** The object schema under wrappers (optional, default, pipe…), or null when the schema is not an object. */
export function objectShape(schema: z.ZodType | undefined): Record<string, z.ZodType> | null {
  if (!schema) return null;
  const def = defOf(schema);
  if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
  if (def.type === 'pipe') return objectShape(def.in as z.ZodType);
  if (def.innerType) return objectShape(def.innerType as z.ZodType);
  return null;
}

/** The leaf under optional/nullable/default wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return unwrap(def.innerType as z.ZodType);
  if (def.type === 'pipe') return unwrap(def.in as z.ZodType);
  return schema;
}

/** Values at and just past the schema's limits: empty, exactly max, max + 1, min − 1, case variants… */
export function boundaryValue(schema: z.ZodType, rng: Rng): unknown {
  const leaf = unwrap(schema);
  const def = defOf(leaf);
  const limits = limitsOf(leaf);
  if (def.type === 'string') {
    const max = limits.max ?? 1000;
    return rng.pick([
      '',
      '   ',
      'a'.repeat(limits.min ?? 1),
      'a'.repeat(max),
      'a'.repeat(max + 1),
      `${'é'.repeat(max - 1)}😀`,
      ` ${validString(limits, rng)} `,
      validString(limits, rng).toUpperCase(),
    ]);
  }
  if (def.type === 'number' || def.type === 'int') {
    const min = limits.min ?? 0;
    const max = limits.max ?? 1_000_000;
    return rng.pick([min, max, min - 1, max + 1, min + 0.5, -0, Number.MAX_SAFE_INTEGER + 2]);
  }
  if (def.type === 'array') {
    const max = limits.max ?? 50;
    const element = validValue(def.element as z.ZodType, rng);
    return rng.pick([[], Array.from({ length: max + 1 }, () => element), [element, element]]);
  }
  if (def.type === 'enum') {
    const value = String(rng.pick(Object.values(def.entries as Record<string, string>)));
    return rng.pick([value.toUpperCase(), ` ${value}`, `${value}\u0000`, '']);
  }
  return hostileValue(rng);
}
