import type { Rng } from './prng';

export const MEGABYTE = 1024 * 1024;

/** Strings that have broken parsers, databases and renderers before. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'nul\u0000inside',
  '\ud800',
  'lone\udfffsurrogate',
  '\udc00\ud800',
  '\u202eevil\u202c',
  'שלום עולם مرحبا',
  '👩‍👩‍👧‍👦🧹✨',
  '\ufeffbom',
  'İıßﬀ',
  '\u200b\u200d',
  "'; drop table bookings; --",
  '" or 1=1 --',
  '%00',
  '%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}<%= 7*7 %>',
  'null',
  'undefined',
  'true',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  '９９',
  '2026-02-30',
  '9999-99-99',
  '24:60',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  'a'.repeat(1001),
  'é'.repeat(5000),
  '😀'.repeat(3000),
];

export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  0.1 + 0.2,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER,
];

export function hostileString(rng: Rng): string {
  if (rng.chance(0.1)) return randomUnicode(rng, rng.int(1, 300));
  return rng.pick(HOSTILE_STRINGS);
}

/** Any code unit, lone surrogates and controls included. */
export function randomUnicode(rng: Rng, length: number): string {
  return Array.from({ length }, () =>
    String.fromCharCode(rng.chance(0.5) ? rng.int(0, 0x7f) : rng.int(0, 0xffff)),
  ).join('');
}

/** A JSON value of any type: a wrong type for most fields. */
export function hostileValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(0, 9)) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
    case 3:
      return rng.pick(HOSTILE_NUMBERS);
    case 4:
    case 5:
    case 6:
      return hostileString(rng);
    case 7:
      return depth > 2 ? [] : Array.from({ length: rng.int(0, 3) }, () => hostileValue(rng, depth + 1));
    case 8:
      return depth > 2 ? {} : { [hostileString(rng)]: hostileValue(rng, depth + 1) };
    default:
      return rng.pick([
        JSON.parse('{"__proto__":{"polluted":true}}'),
        { constructor: { prototype: { x: 1 } } },
        nested(200),
      ]);
  }
}

/** [[[…]]] n deep. */
export function nested(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}
